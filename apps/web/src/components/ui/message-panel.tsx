import type { MantineColor } from '@mantine/core';
import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface MessagePanelProps {
  icon: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  color?: MantineColor;
  /** Heading level that keeps the page's outline in order. */
  headingOrder?: 1 | 2 | 3;
  /** `alert` for failures, so they are announced. */
  role?: 'alert';
}

/** A large picture, a heading and a sentence: empty lists, errors, refusals. */
export function MessagePanel({
  icon,
  title,
  children,
  action,
  color = 'indigo',
  headingOrder = 1,
  role,
}: MessagePanelProps) {
  return (
    <Stack align="center" gap="sm" py="xl" ta="center" role={role}>
      <ThemeIcon size={88} radius={44} variant="light" color={color} aria-hidden>
        {icon}
      </ThemeIcon>
      <Title order={headingOrder} size="h3">
        {title}
      </Title>
      {children ? (
        <Text c="dimmed" maw={420}>
          {children}
        </Text>
      ) : null}
      {action}
    </Stack>
  );
}
