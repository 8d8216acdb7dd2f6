import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function PageHeader({ title, intro }: { title: ReactNode; intro?: ReactNode }) {
  return (
    <Stack gap={4} mb="lg">
      <Title order={1} size="h2">
        {title}
      </Title>
      {intro ? <Text c="dimmed">{intro}</Text> : null}
    </Stack>
  );
}
