import Papa from 'papaparse';
import type { ReportTable } from './report-table';
import { tableLines } from './report-table';

/** Spreadsheet programs read a UTF-8 file as UTF-8 (accents, "ñ") only after this mark. */
const BYTE_ORDER_MARK = '\uFEFF';

/**
 * A report as a CSV file's text: the same header and lines as the table on screen. Values that
 * a spreadsheet would run as a formula (starting with =, +, - or @) are escaped, since titles
 * and questions come from content and names.
 */
export function reportCsv<Key extends string, Meta>(table: ReportTable<Key, Meta>): string {
  const [fields = [], ...data] = tableLines(table);
  return (
    BYTE_ORDER_MARK + Papa.unparse({ fields, data }, { escapeFormulae: true, newline: '\r\n' })
  );
}

/** "Ana Ruiz" → "ana-ruiz": file names without accents, spaces or signs. */
export function fileSlug(text: string): string {
  const slug = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'student';
}

/** `ana-activity-time-2026-11-01-2026-11-07.csv`: whose report, which, and for when. */
export function reportFileName(username: string, report: string, ...period: string[]): string {
  return [fileSlug(username), report, ...period].join('-') + '.csv';
}
