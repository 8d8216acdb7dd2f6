import { Group, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ReadAloudButton } from '../ui/read-aloud-button';
import type { QuestionInputProps } from './question-input-props';

/** One answer among several, as large cards (arrow keys move between them), each with its speaker. */
export function SingleChoiceQuestion({
  item,
  answer,
  onChange,
}: QuestionInputProps<'single_choice'>) {
  const { t } = useTranslation('assessments');
  return (
    <Radio.Group
      label={t('questions.singleChoice.label')}
      value={answer?.choice_id ?? ''}
      onChange={(choiceId) => onChange({ type: 'single_choice', choice_id: choiceId })}
    >
      <Stack gap="sm" mt="xs">
        {item.choices.map((choice) => (
          // The speaker sits beside the card, not in it: a button inside a radio is not allowed.
          <Group key={choice.id} wrap="nowrap" gap="xs">
            <Radio.Card value={choice.id} radius="md" p="md" style={{ flex: 1, minWidth: 0 }}>
              <Group wrap="nowrap" gap="md">
                <Radio.Indicator />
                <Text>{choice.text}</Text>
              </Group>
            </Radio.Card>
            <ReadAloudButton text={choice.text} />
          </Group>
        ))}
      </Stack>
    </Radio.Group>
  );
}
