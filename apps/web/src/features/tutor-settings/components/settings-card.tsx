import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsSection } from './settings-sections';

/** A section of the settings page: a card with its anchor, icon, heading and intro. */
export function SettingsCard({
  section: { id, key, icon },
  children,
}: {
  section: SettingsSection;
  children: ReactNode;
}) {
  const { t } = useTranslation('settings');
  const headingId = `${id}-heading`;
  return (
    <Card
      component="section"
      id={id}
      aria-labelledby={headingId}
      withBorder
      radius="lg"
      padding="lg"
      style={{ scrollMarginTop: 'calc(var(--app-shell-header-height, 60px) + 16px)' }}
    >
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon size={40} radius="xl" variant="light" aria-hidden>
            {icon}
          </ThemeIcon>
          <Stack gap={2}>
            <Title order={2} size="h3" id={headingId}>
              {t(`${key}.heading`)}
            </Title>
            <Text c="dimmed" size="sm">
              {t(`${key}.intro`)}
            </Text>
          </Stack>
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
