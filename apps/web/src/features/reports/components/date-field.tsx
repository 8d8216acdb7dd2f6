import { TextInput } from '@mantine/core';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { FieldStandIn } from '../../../components/ui/lazy-field';
import { lazyField } from '../../../components/ui/lazy-field';
import { useLanguage } from '../../../lib/i18n';
import { parseDateInput } from '../dates';
import type { DateFieldProps } from './date-field-frame';
import { DateFieldFrame, useDateFieldHint } from './date-field-frame';

/**
 * The closed field before the calendar's code is there: typing a date works the same, so a
 * date typed at once is not lost. A date being typed stays here until the field is left, as
 * the calendar's field could only start again from the last good date.
 */
function DateFieldStandIn({
  label,
  value,
  onChange,
  error,
  standIn: { bindInput, drafting, ...handlers },
}: DateFieldProps & { standIn: FieldStandIn }) {
  const language = useLanguage();
  const description = useDateFieldHint(value);
  const shown = dayjs(value).locale(language).format('L');
  const [typed, setTyped] = useState<string | null>(null);
  return (
    <TextInput
      ref={bindInput}
      {...handlers}
      {...DateFieldFrame}
      label={label}
      value={typed ?? shown}
      onChange={(event) => {
        const text = event.currentTarget.value;
        setTyped(text);
        drafting(true);
        const date = parseDateInput(text, language);
        if (date) onChange(date);
      }}
      onBlur={() => {
        setTyped(null);
        drafting(false);
      }}
      description={description}
      error={error}
      autoComplete="off"
    />
  );
}

/**
 * A date typed in any of the accepted formats (the language's own `L`, YYYY-MM-DD, YYYY/MM/DD)
 * or picked on the calendar; it shows as `L` once read. A date that cannot be read is put back
 * to the last good one when the field is left. The calendar (Mantine's dates and Floating UI)
 * is fetched when the field is about to be used (lazy-field.tsx).
 */
export const DateField = lazyField<DateFieldProps>(
  () => import('./date-input-field').then((module) => module.DateInputField),
  DateFieldStandIn,
);
