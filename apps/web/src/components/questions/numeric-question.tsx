import type { NumericForm } from '@aula/shared';
import { Group, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/i18n';
import type { QuestionInputProps } from './question-input-props';

/**
 * A number typed as the child writes it ("3/4", "1 3/4", "0,5"): reading it is the server's
 * job, so the box takes any text and the keyboard keeps the fraction slash.
 */
export function NumericQuestion({ item, answer, onChange }: QuestionInputProps<'numeric'>) {
  const { t } = useTranslation('assessments');
  const language = useLanguage();
  const forms = item.forms?.length
    ? t('questions.numeric.forms', {
        forms: new Intl.ListFormat(language, { type: 'disjunction' }).format(
          item.forms.map((form: NumericForm) => t(`questions.numeric.form.${form}`)),
        ),
      })
    : undefined;
  return (
    <Group align="flex-end" gap="sm" wrap="nowrap">
      <TextInput
        label={
          item.unit
            ? t('questions.numeric.labelWithUnit', { unit: item.unit })
            : t('questions.numeric.label')
        }
        description={forms}
        value={answer?.value ?? ''}
        onChange={(event) => onChange({ type: 'numeric', value: event.currentTarget.value })}
        autoComplete="off"
        spellCheck={false}
        maxLength={100}
        size="md"
        maw={260}
      />
      {item.unit ? (
        <Text size="lg" pb={6} aria-hidden>
          {item.unit}
        </Text>
      ) : null}
    </Group>
  );
}
