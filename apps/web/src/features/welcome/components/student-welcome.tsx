import { Anchor, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import {
  IconArrowRight,
  IconBook,
  IconBooks,
  IconClipboardCheck,
  IconDeviceGamepad2,
  IconLanguage,
  IconListDetails,
  IconSchool,
  IconStar,
  IconTrophy,
} from '@tabler/icons-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const PATH: {
  key: 'grade' | 'subject' | 'topic' | 'lesson' | 'quiz' | 'test';
  icon: Icon;
  color: string;
}[] = [
  { key: 'grade', icon: IconSchool, color: 'indigo' },
  { key: 'subject', icon: IconBooks, color: 'teal' },
  { key: 'topic', icon: IconListDetails, color: 'cyan' },
  { key: 'lesson', icon: IconBook, color: 'grape' },
  { key: 'quiz', icon: IconStar, color: 'yellow' },
  { key: 'test', icon: IconTrophy, color: 'orange' },
];

const MORE: { key: 'books' | 'dictionary' | 'games'; to: string; icon: Icon; color: string }[] = [
  { key: 'books', to: '/book', icon: IconBooks, color: 'red' },
  { key: 'dictionary', to: '/spelling-helper-dictionary', icon: IconLanguage, color: 'blue' },
  { key: 'games', to: '/games', icon: IconDeviceGamepad2, color: 'green' },
];

/** How a student learns with Aula, in big pictures: the study path, then books, words, games. */
export function StudentWelcome({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('welcome');
  return (
    <Stack gap="lg">
      <Text size="lg">{t('studentIntro')}</Text>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('student.pathHeading')}
        </Title>
        <Group component="ol" gap="xs" justify="center" p={0} m={0} style={{ listStyle: 'none' }}>
          {PATH.map(({ key, icon: StepIcon, color }, index) => (
            <Fragment key={key}>
              {index > 0 ? (
                <IconArrowRight size={20} aria-hidden color="var(--mantine-color-gray-6)" />
              ) : null}
              <Stack component="li" gap={4} align="center" w={86}>
                <ThemeIcon size={64} radius="xl" variant="light" color={color} aria-hidden>
                  <StepIcon size={38} stroke={1.5} />
                </ThemeIcon>
                <Text size="sm" fw={600} ta="center">
                  {t(`student.path.${key}`)}
                </Text>
              </Stack>
            </Fragment>
          ))}
        </Group>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconClipboardCheck size={22} aria-hidden style={{ flex: 'none' }} />
          <Text>{t('student.pathText')}</Text>
        </Group>
      </Stack>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('student.moreHeading')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          {MORE.map(({ key, to, icon: MoreIcon, color }) => (
            <Card key={key} withBorder radius="lg" padding="md">
              <Stack gap={6} align="center" ta="center">
                <ThemeIcon size={72} radius="xl" variant="light" color={color} aria-hidden>
                  <MoreIcon size={44} stroke={1.5} />
                </ThemeIcon>
                <Text fw={700}>{t(`student.${key}.title`)}</Text>
                <Text size="sm">{t(`student.${key}.text`)}</Text>
                <Anchor component={Link} to={to} onClick={onNavigate} size="sm">
                  {t(`student.${key}.link`)}
                </Anchor>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
