import { Checkbox, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QuestionInputProps } from './question-input-props';

/** Every right answer among several, as large cards. */
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
          <Checkbox.Card key={choice.id} value={choice.id} radius="md" p="md">
            <Group wrap="nowrap" gap="md">
              <Checkbox.Indicator />
              <Text>{choice.text}</Text>
            </Group>
          </Checkbox.Card>
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
