import { Group, Text, VisuallyHidden } from '@mantine/core';
import { IconCircleCheckFilled } from '@tabler/icons-react';
import { useLanguage } from '../../../lib/i18n';
import { localNoon, todayIso, weekdayOf } from '../dates';
import type { AttendanceTable } from '../rows/attendance-rows';
import classes from './reports.module.css';

const DAYS_IN_WEEK = 7;

function weekdayNames(language: string, firstDay: number) {
  // 2023-01-01 was a Sunday: the week from it gives the names in order.
  return Array.from({ length: DAYS_IN_WEEK }, (_, index) => {
    const date = localNoon(`2023-01-0${1 + ((firstDay + index) % DAYS_IN_WEEK)}`);
    return {
      short: new Intl.DateTimeFormat(language, { weekday: 'short' }).format(date),
      long: new Intl.DateTimeFormat(language, { weekday: 'long' }).format(date),
    };
  });
}

/**
 * The month as a calendar, weeks starting on Sunday in English and Monday in Spanish. A day with
 * study shows a check and its time, and says "Present" to screen readers: never colour alone.
 */
export function AttendanceCalendar({
  table,
  caption,
}: {
  table: AttendanceTable;
  caption: string;
}) {
  const language = useLanguage();
  const firstDay = language === 'es' ? 1 : 0;
  const today = todayIso();
  const leading =
    table.rows.length > 0 ? (weekdayOf(table.rows[0]!.meta.date) - firstDay + 7) % 7 : 0;
  const cells = [...Array.from({ length: leading }, () => null), ...table.rows];
  while (cells.length % DAYS_IN_WEEK !== 0) cells.push(null);
  const weeks = Array.from({ length: cells.length / DAYS_IN_WEEK }, (_, week) =>
    cells.slice(week * DAYS_IN_WEEK, (week + 1) * DAYS_IN_WEEK),
  );

  return (
    <table className={classes.calendar}>
      <caption>
        <VisuallyHidden>{caption}</VisuallyHidden>
      </caption>
      <thead>
        <tr>
          {weekdayNames(language, firstDay).map((name) => (
            <th key={name.long} scope="col">
              <span aria-hidden>{name.short}</span>
              <VisuallyHidden>{name.long}</VisuallyHidden>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, index) => (
          <tr key={index}>
            {week.map((row, day) =>
              row ? (
                <td
                  key={row.id}
                  data-date={row.meta.date}
                  className={[
                    row.meta.present ? classes.present : '',
                    row.meta.date === today ? classes.today : '',
                  ].join(' ')}
                >
                  <Text size="sm" fw={700} aria-hidden>
                    {Number(row.meta.date.slice(8))}
                  </Text>
                  <VisuallyHidden>{row.cells.date}</VisuallyHidden>
                  {row.meta.present ? (
                    <Group gap={4} wrap="nowrap" mt={4}>
                      <IconCircleCheckFilled
                        size={18}
                        aria-hidden
                        color="var(--mantine-color-teal-9)"
                      />
                      <VisuallyHidden>{row.cells.present}</VisuallyHidden>
                      <Text size="xs" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
                        {row.cells.time}
                      </Text>
                    </Group>
                  ) : (
                    <VisuallyHidden>{row.cells.present}</VisuallyHidden>
                  )}
                </td>
              ) : (
                <td key={`empty-${day}`} className={classes.outside} />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
