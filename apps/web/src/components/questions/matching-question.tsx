import { Fieldset, Group, NativeSelect, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/i18n';
import { ReadAloudButton } from '../ui/read-aloud-button';
import type { QuestionInputProps } from './question-input-props';
import { spokenOptions } from './spoken-question';

/**
 * Each entry of the left column gets one of the right column's, chosen from a list. Where
 * reading aloud is on, a speaker reads the answers to choose from, and one beside each entry
 * reads it.
 */
export function MatchingQuestion({ item, answer, onChange }: QuestionInputProps<'matching'>) {
  const { t } = useTranslation('assessments');
  const language = useLanguage();
  const matches = answer?.matches ?? {};

  function match(leftId: string, rightId: string) {
    const next = { ...matches };
    if (rightId) next[leftId] = rightId;
    else delete next[leftId];
    onChange({ type: 'matching', matches: next });
  }

  return (
    <Fieldset legend={t('questions.matching.label')} variant="unstyled">
      <Stack gap="sm" mt="xs">
        <ReadAloudButton
          text={spokenOptions(item.right, language)}
          label={t('questions.readAloud.partners')}
        />
        {item.left.map((entry) => (
          <Group key={entry.id} gap="xs" wrap="nowrap" align="flex-end">
            <NativeSelect
              label={entry.text}
              value={matches[entry.id] ?? ''}
              onChange={(event) => match(entry.id, event.currentTarget.value)}
              data={[
                { value: '', label: t('questions.choose') },
                ...item.right.map((option) => ({ value: option.id, label: option.text })),
              ]}
              size="md"
              maw={420}
              style={{ flex: 1 }}
            />
            <ReadAloudButton text={entry.text} />
          </Group>
        ))}
      </Stack>
    </Fieldset>
  );
}
