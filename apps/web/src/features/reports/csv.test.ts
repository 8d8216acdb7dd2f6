import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { fileSlug, reportCsv, reportFileName } from './csv';
import type { ReportTable } from './report-table';

const table: ReportTable<'name' | 'time'> = {
  columns: [
    { key: 'name', header: 'Título' },
    { key: 'time', header: 'Tiempo', numeric: true },
  ],
  rows: [
    { id: '1', cells: { name: 'Sumar, restar y "más"', time: '01:02:05' }, meta: undefined },
    { id: '2', cells: { name: '=HYPERLINK("http://evil")', time: '00:00:59' }, meta: undefined },
    { id: '3', cells: { name: '-1 + 2', time: '00:00:00' }, meta: undefined },
  ],
  totals: { name: 'Total', time: '01:03:04' },
};

describe('a report as CSV', () => {
  it('starts with a byte order mark and holds the header, the rows and the totals in order', () => {
    const text = reportCsv(table);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
    expect(lines).toEqual([
      ['Título', 'Tiempo'],
      ['Sumar, restar y "más"', '01:02:05'],
      ['\'=HYPERLINK("http://evil")', '00:00:59'],
      ["'-1 + 2", '00:00:00'],
      ['Total', '01:03:04'],
    ]);
    expect(text).toContain('\r\n');
  });

  it('names the file after the student, the report and the period', () => {
    expect(reportFileName('ana', 'activity-time', '2026-11-01', '2026-11-07')).toBe(
      'ana-activity-time-2026-11-01-2026-11-07.csv',
    );
    expect(reportFileName('María.José', 'attendance', '2026-11')).toBe(
      'maria-jose-attendance-2026-11.csv',
    );
    expect(fileSlug('!!!')).toBe('student');
  });
});
