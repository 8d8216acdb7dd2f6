import { DateInput, DatesProvider } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n';
import { parseDateInput } from '../dates';

interface DateFieldProps {
  label: string;
  /** YYYY-MM-DD. */
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
}

/**
 * The calendar in the interface language: month and day names, and weeks that start on
 * Sunday in English and on Monday in Spanish. Held here rather than around the whole app, so
 * dayjs and the dates package load only with the screens that pick dates (issue 11).
 */
const firstDayOfWeek = { en: 0, es: 1 } as const;

/**
 * A date typed in any of the spec's formats (the language's own `L`, YYYY-MM-DD, YYYY/MM/DD)
 * or picked on the calendar; it shows as `L` once read. A date that cannot be read is put back
 * to the last good one when the field is left.
 */
export function DateField({ label, value, onChange, error }: DateFieldProps) {
  const { t } = useTranslation('reports');
  const language = useLanguage();
  const example = dayjs(value);
  const examples = t('dateField.or', {
    first: [example.locale(language).format('L'), example.format('YYYY-MM-DD')].join(', '),
    last: example.format('YYYY/MM/DD'),
  });
  return (
    <DatesProvider settings={{ locale: language, firstDayOfWeek: firstDayOfWeek[language] }}>
      <DateInput
        label={label}
        value={value}
        onChange={(next) => {
          if (next) onChange(next);
        }}
        locale={language}
        valueFormat="L"
        dateParser={(text) => parseDateInput(text, language)}
        description={t('dateField.hint', { examples })}
        error={error}
        leftSection={<IconCalendar size={18} aria-hidden />}
        w={{ base: '100%', xs: 220 }}
      />
    </DatesProvider>
  );
}
