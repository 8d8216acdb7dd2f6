import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMapQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="md" py="xl" ta="center">
      <ThemeIcon size={120} radius={60} variant="light" color="indigo" aria-hidden>
        <IconMapQuestion size={72} stroke={1.4} />
      </ThemeIcon>
      <Text fz={56} fw={800} c="indigo.8" lh={1} aria-hidden>
        404
      </Text>
      <Title order={1} size="h2">
        {t('notFound.heading')}
      </Title>
      <Text c="dimmed" maw={420}>
        {t('notFound.text')}
      </Text>
      <Button component={Link} to="/">
        {t('notFound.home')}
      </Button>
    </Stack>
  );
}
