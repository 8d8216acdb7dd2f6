import { Anchor, Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { IconChartBar, IconListCheck, IconSettings, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const STEPS: {
  key: 'students' | 'topics' | 'reports' | 'settings';
  to: string;
  icon: Icon;
  color: string;
}[] = [
  { key: 'students', to: '/students', icon: IconUsers, color: 'indigo' },
  { key: 'topics', to: '/manage-content-by-grade', icon: IconListCheck, color: 'teal' },
  { key: 'reports', to: '/students', icon: IconChartBar, color: 'grape' },
  { key: 'settings', to: '/settings', icon: IconSettings, color: 'orange' },
];

/** What Aula does for a tutor, in four illustrated steps, each linking to its screen. */
export function TutorWelcome({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('welcome');
  return (
    <Stack gap="md">
      <Text>{t('intro')}</Text>
      <SimpleGrid
        cols={{ base: 1, sm: 2 }}
        spacing="md"
        component="ol"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {STEPS.map(({ key, to, icon: StepIcon, color }, index) => (
          <Card key={key} component="li" withBorder radius="lg" padding="md">
            <Stack gap="xs">
              <ThemeIcon size={56} radius="xl" variant="light" color={color} aria-hidden>
                <StepIcon size={32} stroke={1.6} />
              </ThemeIcon>
              <Title order={3} size="h4">
                {`${index + 1}. ${t(`tutor.${key}.title`)}`}
              </Title>
              <Text size="sm">{t(`tutor.${key}.text`)}</Text>
              <Anchor component={Link} to={to} onClick={onNavigate} size="sm">
                {t(`tutor.${key}.link`)}
              </Anchor>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
