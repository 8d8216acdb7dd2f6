import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QuestionInputProps } from './question-input-props';

/** A word or a few, compared by the server without case or accents. */
export function ShortTextQuestion({ answer, onChange }: QuestionInputProps<'short_text'>) {
  const { t } = useTranslation('assessments');
  return (
    <TextInput
      label={t('questions.shortText.label')}
      value={answer?.text ?? ''}
      onChange={(event) => onChange({ type: 'short_text', text: event.currentTarget.value })}
      autoComplete="off"
      maxLength={500}
      size="md"
      maw={420}
    />
  );
}
