import { STUDENT_CSV_COLUMNS } from '@aula/shared';

export const TEMPLATE_FILE_NAME = 'students-template.csv';

/** One value of a CSV line, quoted when it holds a comma, a quote or a line break. */
function csvValue(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

const EXAMPLE_ROW: Record<(typeof STUDENT_CSV_COLUMNS)[number], string> = {
  firstname: 'Leo',
  lastname: 'Smith',
  username: 'leo.smith',
  password: 'secret1',
  grade: '4',
  school: 'Lincoln Elementary',
  language: 'en',
  email: '',
  avatar: 'lion',
};

/** The import file's header (English column names) and one example student. */
export function studentCsvTemplate(): string {
  const header = STUDENT_CSV_COLUMNS.join(',');
  const example = STUDENT_CSV_COLUMNS.map((column) => csvValue(EXAMPLE_ROW[column])).join(',');
  return `${header}\r\n${example}\r\n`;
}
