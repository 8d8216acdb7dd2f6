import { DateInput, DatesProvider } from '@mantine/dates';
import type { Ref } from 'react';
import { useLanguage } from '../../../lib/i18n';
import { parseDateInput } from '../dates';
import type { DateFieldProps } from './date-field-frame';
import { DateFieldFrame, useDateFieldHint } from './date-field-frame';

/**
 * The calendar in the interface language: month and day names, and weeks that start on Sunday in
 * English and on Monday in Spanish. Held here rather than around the whole app, so the dates
 * package loads only when a date field is about to be used (docs/web-performance.md#lazy-fields).
 */
const firstDayOfWeek = { en: 0, es: 1 } as const;

/** The full date field (date-field.tsx): Mantine's DateInput, its calendar drops down. */
export function DateInputField({
  label,
  value,
  onChange,
  error,
  ref,
}: DateFieldProps & { ref?: Ref<HTMLInputElement> }) {
  const language = useLanguage();
  const description = useDateFieldHint(value);
  return (
    <DatesProvider settings={{ locale: language, firstDayOfWeek: firstDayOfWeek[language] }}>
      <DateInput
        ref={ref}
        {...DateFieldFrame}
        label={label}
        value={value}
        onChange={(next) => {
          if (next) onChange(next);
        }}
        locale={language}
        valueFormat="L"
        dateParser={(text) => parseDateInput(text, language)}
        description={description}
        error={error}
      />
    </DatesProvider>
  );
}
