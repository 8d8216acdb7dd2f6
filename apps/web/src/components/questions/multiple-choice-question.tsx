import { Checkbox, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ReadAloudButton } from '../ui/read-aloud-button';
import type { QuestionInputProps } from './question-input-props';

/** Every right answer among several, as large cards, each with its speaker. */
export function MultipleChoiceQuestion({
  item,
  answer,
  onChange,
}: QuestionInputProps<'multiple_choice'>) {
  const { t } = useTranslation('assessments');
  return (
    <Checkbox.Group
      label={t('questions.multipleChoice.label')}
      value={answer?.choice_ids ?? []}
      onChange={(choiceIds) => onChange({ type: 'multiple_choice', choice_ids: choiceIds })}
    >
      <Stack gap="sm" mt="xs">
        {item.choices.map((choice) => (
          // The speaker sits beside the card, not in it: a button inside a checkbox is not allowed.
          <Group key={choice.id} wrap="nowrap" gap="xs">
            <Checkbox.Card value={choice.id} radius="md" p="md" style={{ flex: 1, minWidth: 0 }}>
              <Group wrap="nowrap" gap="md">
                <Checkbox.Indicator />
                <Text>{choice.text}</Text>
              </Group>
            </Checkbox.Card>
            <ReadAloudButton text={choice.text} />
          </Group>
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
