import {
  Badge,
  Button,
  Card,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import type { MantineColor } from '@mantine/core';
import { IconBulb, IconUserCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AvatarPicture } from '../../../components/ui/avatar-picture';
import { useCurrentUser } from '../../../lib/session';
import { tipOfTheDay } from '../tip-of-the-day';
import { EvaluationCard } from './evaluation-card';
import { ExploreTiles } from './explore-tiles';
import { GradeCategories } from './grade-categories';

interface HomeCardProps {
  icon: ReactNode;
  color: MantineColor;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}

function HomeCard({ icon, color, title, children, action }: HomeCardProps) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} withBorder radius="lg" padding="lg">
      <Stack gap="sm" h="100%">
        <ThemeIcon size={48} radius="xl" color={color} aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        <Text>{children}</Text>
        {action}
      </Stack>
    </Card>
  );
}

export function StudentHomeScreen() {
  const { t } = useTranslation('home');
  const user = useCurrentUser();
  // Read once per visit: the tip does not change under the child's eyes.
  const [tip] = useState(() => tipOfTheDay(new Date()));
  if (!user) return null;

  return (
    <Stack gap="lg">
      <Paper
        radius="lg"
        p="xl"
        style={{
          background:
            'linear-gradient(135deg, var(--mantine-color-indigo-0), var(--mantine-color-yellow-0))',
        }}
      >
        <Group gap="lg" wrap="nowrap" align="center">
          <AvatarPicture avatar={user.avatar} size={96} />
          <Stack gap={6}>
            <Title order={1} size="h2">
              {t('greeting', { name: user.firstname })}
            </Title>
            <Text size="lg">{t('subtitle')}</Text>
            <Group gap="xs">
              {user.grade_id !== null ? (
                <Badge size="lg" variant="filled" color="indigo.8" tt="none">
                  {t('gradeBadge', { grade: user.grade_id })}
                </Badge>
              ) : null}
              {user.name_of_the_school ? (
                <Text size="sm">{t('school', { school: user.name_of_the_school })}</Text>
              ) : null}
            </Group>
          </Stack>
        </Group>
      </Paper>

      <EvaluationCard />

      <GradeCategories ownGradeId={user.grade_id} />

      <ExploreTiles />

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <HomeCard
          icon={<IconUserCircle />}
          color="indigo.8"
          title={t('cards.profileTitle')}
          action={
            <Button component={Link} to="/student/profile" variant="light" mt="auto">
              {t('cards.profileLink')}
            </Button>
          }
        >
          {t('cards.profileText')}
        </HomeCard>
        <HomeCard icon={<IconBulb />} color="teal.9" title={t('cards.tipTitle')}>
          {t(`tips.${tip}`)}
        </HomeCard>
      </SimpleGrid>
    </Stack>
  );
}
