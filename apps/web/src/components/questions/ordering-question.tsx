import { ActionIcon, Box, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReadAloudButton } from '../ui/read-aloud-button';
import type { QuestionInputProps } from './question-input-props';

type Direction = 'up' | 'down';

/**
 * Entries put in order with "move up" and "move down" buttons, or Alt + arrow keys anywhere in
 * a row. Focus follows the moved entry, and the new place is announced.
 */
export function OrderingQuestion({ item, answer, onChange }: QuestionInputProps<'ordering'>) {
  const { t } = useTranslation('assessments');
  const labelId = useId();
  const order = answer?.order ?? item.items.map((entry) => entry.id);
  const textOf = new Map(item.items.map((entry) => [entry.id, entry.text]));
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterMove = useRef<{ id: string; direction: Direction } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const orderKey = order.join('|');

  // Moving a row re-renders the list; the focus goes back to the button that moved it, or to
  // the other one when the entry reached the end of the list.
  useEffect(() => {
    const target = focusAfterMove.current;
    if (!target) return;
    focusAfterMove.current = null;
    const other: Direction = target.direction === 'up' ? 'down' : 'up';
    const same = buttons.current.get(`${target.id}:${target.direction}`);
    const fallback = buttons.current.get(`${target.id}:${other}`);
    (same && !same.disabled ? same : fallback)?.focus();
  }, [orderKey]);

  function move(index: number, direction: Direction) {
    const to = direction === 'up' ? index - 1 : index + 1;
    const id = order[index];
    if (id === undefined || to < 0 || to >= order.length) return;
    const next = [...order];
    next.splice(index, 1);
    next.splice(to, 0, id);
    focusAfterMove.current = { id, direction };
    setAnnouncement(
      t('questions.ordering.moved', {
        text: textOf.get(id),
        position: to + 1,
        total: order.length,
      }),
    );
    onChange({ type: 'ordering', order: next });
  }

  function onRowKeyDown(event: KeyboardEvent, index: number) {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    move(index, event.key === 'ArrowUp' ? 'up' : 'down');
  }

  function remember(key: string) {
    return (element: HTMLButtonElement | null) => {
      if (element) buttons.current.set(key, element);
      else buttons.current.delete(key);
    };
  }

  return (
    <Stack gap="xs">
      <Text id={labelId} fw={500}>
        {t('questions.ordering.label')}
      </Text>
      <Text size="sm" c="dimmed">
        {t('questions.ordering.instructions')}
      </Text>
      <Box component="ol" m={0} pl="xl" fz="lg" fw={700} aria-labelledby={labelId}>
        {order.map((id, index) => {
          const text = textOf.get(id) ?? id;
          return (
            <Paper
              component="li"
              key={id}
              withBorder
              radius="md"
              p="sm"
              mb="xs"
              fw={400}
              // The list's own numbers show each entry's place.
              style={{ display: 'list-item' }}
              onKeyDown={(event: KeyboardEvent) => onRowKeyDown(event, index)}
            >
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Text size="lg">{text}</Text>
                <Group wrap="nowrap" gap={6}>
                  <ReadAloudButton text={text} />
                  <ActionIcon
                    ref={remember(`${id}:up`)}
                    variant="default"
                    size="lg"
                    aria-label={t('questions.ordering.moveUp', { text })}
                    disabled={index === 0}
                    onClick={() => move(index, 'up')}
                  >
                    <IconArrowUp size={20} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    ref={remember(`${id}:down`)}
                    variant="default"
                    size="lg"
                    aria-label={t('questions.ordering.moveDown', { text })}
                    disabled={index === order.length - 1}
                    onClick={() => move(index, 'down')}
                  >
                    <IconArrowDown size={20} aria-hidden />
                  </ActionIcon>
                </Group>
              </Group>
            </Paper>
          );
        })}
      </Box>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </Stack>
  );
}
