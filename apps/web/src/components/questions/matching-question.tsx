import { Fieldset, NativeSelect, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QuestionInputProps } from './question-input-props';

/** Each entry of the left column gets one of the right column's, chosen from a list. */
export function MatchingQuestion({ item, answer, onChange }: QuestionInputProps<'matching'>) {
  const { t } = useTranslation('assessments');
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
        {item.left.map((entry) => (
          <NativeSelect
            key={entry.id}
            label={entry.text}
            value={matches[entry.id] ?? ''}
            onChange={(event) => match(entry.id, event.currentTarget.value)}
            data={[
              { value: '', label: t('questions.choose') },
              ...item.right.map((option) => ({ value: option.id, label: option.text })),
            ]}
            size="md"
            maw={420}
          />
        ))}
      </Stack>
    </Fieldset>
  );
}
