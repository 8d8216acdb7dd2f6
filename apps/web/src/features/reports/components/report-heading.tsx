import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface ReportHeadingProps {
  title: ReactNode;
  intro?: ReactNode;
  /** The report's own buttons (Export CSV). */
  actions?: ReactNode;
}

/** A report's heading (h2, under the student's h1) with its buttons on the right. */
export function ReportHeading({ title, intro, actions }: ReportHeadingProps) {
  return (
    <Group justify="space-between" align="flex-start" gap="md">
      <Stack gap={2}>
        <Title order={2} size="h3">
          {title}
        </Title>
        {intro ? <Text c="dimmed">{intro}</Text> : null}
      </Stack>
      {actions ? <Group gap="sm">{actions}</Group> : null}
    </Group>
  );
}
