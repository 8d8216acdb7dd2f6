import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

export interface Instruction {
  icon: ReactNode;
  text: ReactNode;
}

/** What to expect before starting, one line and one picture per fact. */
export function InstructionList({ items }: { items: Instruction[] }) {
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
      {items.map((item, index) => (
        <Group component="li" key={index} gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" size={36} radius="xl" aria-hidden>
            {item.icon}
          </ThemeIcon>
          <Text size="lg">{item.text}</Text>
        </Group>
      ))}
    </Stack>
  );
}
