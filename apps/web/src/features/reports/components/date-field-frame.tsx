import { IconCalendar } from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n';

// What the date field's stand-in (date-field.tsx) and its calendar (date-input-field.tsx)
// share, apart from both so the calendar's lazily loaded module does not import the field
// that loads it.

export interface DateFieldProps {
  label: string;
  /** YYYY-MM-DD. */
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
}

/** How the field looks, closed or open. */
export const DateFieldFrame = {
  leftSection: <IconCalendar size={18} aria-hidden />,
  w: { base: '100%', xs: 220 },
};

/** The field's hint: the formats it reads, shown with the chosen date. */
export function useDateFieldHint(value: string) {
  const { t } = useTranslation('reports');
  const language = useLanguage();
  const example = dayjs(value);
  const examples = t('dateField.or', {
    first: [example.locale(language).format('L'), example.format('YYYY-MM-DD')].join(', '),
    last: example.format('YYYY/MM/DD'),
  });
  return t('dateField.hint', { examples });
}
