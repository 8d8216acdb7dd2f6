import { Group, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QuestionInputProps } from './question-input-props';

/** One answer among several, as large cards (arrow keys move between them). */
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
          <Radio.Card key={choice.id} value={choice.id} radius="md" p="md">
            <Group wrap="nowrap" gap="md">
              <Radio.Indicator />
              <Text>{choice.text}</Text>
            </Group>
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  );
}
