import { Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReadAloudButton } from '../ui/read-aloud-button';

/**
 * Hints revealed one at a time, on request: help, not answers. The list is a polite live
 * region, so each new hint is read out as it appears. The button goes once every hint shows,
 * and the focus it had moves to the last hint rather than to the top of the page.
 */
export function QuestionHints({ hints }: { hints: string[] }) {
  const { t } = useTranslation('assessments');
  const [shown, setShown] = useState(0);
  const lastHint = useRef<HTMLLIElement>(null);
  const allShown = shown > 0 && shown === hints.length;

  useEffect(() => {
    if (allShown) lastHint.current?.focus();
  }, [allShown]);

  if (hints.length === 0) return null;
  return (
    <Stack gap="xs" align="flex-start">
      <Box aria-live="polite" style={{ alignSelf: 'stretch' }}>
        {shown > 0 ? (
          <Stack
            component="ul"
            gap="xs"
            m={0}
            p={0}
            aria-label={t('questions.hints.label')}
            style={{ listStyle: 'none' }}
          >
            {hints.slice(0, shown).map((hint, index) => (
              <Paper
                component="li"
                key={index}
                ref={index === shown - 1 ? lastHint : undefined}
                tabIndex={-1}
                radius="md"
                p="sm"
                bg="yellow.0"
                withBorder
              >
                <Group wrap="nowrap" justify="space-between" align="flex-start" gap="sm">
                  <Text>
                    <Text span fw={700}>
                      {t('questions.hints.hint', { number: index + 1 })}
                    </Text>{' '}
                    {hint}
                  </Text>
                  <ReadAloudButton text={hint} />
                </Group>
              </Paper>
            ))}
          </Stack>
        ) : null}
      </Box>
      {shown < hints.length ? (
        <Button
          variant="light"
          leftSection={<IconBulb size={18} aria-hidden />}
          onClick={() => setShown((count) => count + 1)}
        >
          {shown === 0 ? t('questions.hints.show') : t('questions.hints.showAnother')}
        </Button>
      ) : null}
    </Stack>
  );
}
