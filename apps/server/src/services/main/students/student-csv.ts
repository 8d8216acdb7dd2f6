import Papa from 'papaparse';
import type { SignupStudentForm, StudentCsvColumn, StudentSummary } from '@aula/shared';
import {
  fieldErrorKeys,
  formatDuration,
  signupStudentFormSchema,
  STUDENT_CSV_REQUIRED_COLUMNS,
  STUDENT_IMPORT_MAX_ROWS,
  usernameKey,
} from '@aula/shared';
import { AppError } from '../../../platform/errors';

/** Header names accepted for each column: the English ones and their Spanish twins. */
const COLUMN_ALIASES: Record<StudentCsvColumn, string[]> = {
  firstname: ['firstname', 'first name', 'name', 'nombre'],
  lastname: ['lastname', 'last name', 'apellido', 'apellidos'],
  username: ['username', 'user', 'usuario', 'nombre de usuario'],
  password: ['password', 'contraseña', 'contrasena'],
  grade: ['grade', 'grade_id', 'grado'],
  school: ['school', 'name_of_the_school', 'escuela', 'colegio'],
  language: ['language', 'idioma'],
  email: ['email', 'e-mail', 'correo', 'correo electrónico'],
  avatar: ['avatar'],
};

const columnByAlias = new Map(
  Object.entries(COLUMN_ALIASES).flatMap(([column, aliases]) =>
    aliases.map((alias) => [alias, column as StudentCsvColumn] as const),
  ),
);

function columnOf(header: string): StudentCsvColumn | undefined {
  return columnByAlias.get(header.trim().toLocaleLowerCase().replace(/\s+/g, ' '));
}

export interface ParsedStudentRow {
  line: number;
  values: SignupStudentForm;
  /** Field → message key. */
  errors: Record<string, string>;
}

const fileError = (key: string, params?: Record<string, string | number>) =>
  new AppError(400, 'import_invalid', key, { params });

/** Blank cells of optional columns take the form's defaults. */
function rowValues(cells: Partial<Record<StudentCsvColumn, string>>): SignupStudentForm {
  const text = (column: StudentCsvColumn) => cells[column]?.trim() ?? '';
  const language = text('language').toLowerCase();
  const avatar = text('avatar').toLowerCase();
  return {
    firstname: text('firstname'),
    lastname: text('lastname'),
    username: text('username'),
    // Passwords keep their spaces, as the form does.
    password: cells.password ?? '',
    verify_password: cells.password ?? '',
    grade_id: text('grade') === '' ? Number.NaN : Number(text('grade')),
    name_of_the_school: text('school'),
    language: (language === '' ? 'en' : language) as SignupStudentForm['language'],
    email: text('email'),
    avatar: (avatar === '' ? undefined : avatar) as SignupStudentForm['avatar'],
  };
}

/**
 * Reads an import file: the header names the columns (in any order, English or Spanish), each
 * further line is a student validated exactly as the registration form validates one. A
 * problem with the file itself is a 400; problems with rows are reported per row.
 */
export function parseStudentCsv(csv: string): ParsedStudentRow[] {
  const text = csv.replace(/^\uFEFF/, '');
  if (text.trim() === '') throw fileError('validation.import.empty');
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  const fatal = parsed.errors.find((error) => error.type === 'Quotes');
  if (fatal) throw fileError('validation.import.unreadable', { line: (fatal.row ?? 0) + 1 });
  const [header = [], ...lines] = parsed.data;
  const columns = header.map(columnOf);
  const missing = STUDENT_CSV_REQUIRED_COLUMNS.filter((column) => !columns.includes(column));
  if (missing.length > 0)
    throw fileError('validation.import.missingColumns', { columns: missing.join(', ') });
  if (lines.length === 0) throw fileError('validation.import.noRows');
  if (lines.length > STUDENT_IMPORT_MAX_ROWS)
    throw fileError('validation.import.tooManyRows', { max: STUDENT_IMPORT_MAX_ROWS });

  const seenUsernames = new Map<string, number>();
  return lines.map((cells, index) => {
    const byColumn: Partial<Record<StudentCsvColumn, string>> = {};
    columns.forEach((column, position) => {
      if (column && byColumn[column] === undefined) byColumn[column] = cells[position] ?? '';
    });
    const values = rowValues(byColumn);
    const result = signupStudentFormSchema.safeParse(values);
    const errors = result.success ? {} : fieldErrorKeys(result.error.issues);
    // verify_password mirrors password: its errors are the password's.
    delete errors.verify_password;
    const key = usernameKey(values.username);
    if (key !== '' && !errors.username) {
      if (seenUsernames.has(key)) errors.username = 'validation.import.duplicateUsername';
      else seenUsernames.set(key, index);
    }
    return { line: index + 2, values, errors };
  });
}

/** The student list as CSV: what the screen shows, with columns an import reads back. */
export function studentsToCsv(students: StudentSummary[]): string {
  const rows = students.map((student) => ({
    firstname: student.firstname,
    lastname: student.lastname,
    username: student.username,
    grade: student.grade_id ?? '',
    school: student.name_of_the_school,
    language: student.language,
    email: student.email ?? '',
    progress_percent: student.progress_percent,
    last_test_percentage: student.last_test?.percentage ?? '',
    last_test_grade: student.last_test?.letter_grade ?? '',
    last_test_date: student.last_test?.finished_at ?? '',
    activity_today: formatDuration(student.activity_seconds_today),
  }));
  const columns = [
    'firstname',
    'lastname',
    'username',
    'grade',
    'school',
    'language',
    'email',
    'progress_percent',
    'last_test_percentage',
    'last_test_grade',
    'last_test_date',
    'activity_today',
  ];
  // A leading BOM lets spreadsheet programs read the accents; formula-like cells are escaped
  // so a name such as "=HYPERLINK(…)" stays text when the file is opened.
  return `\uFEFF${Papa.unparse({ fields: columns, data: rows.map((row) => columns.map((column) => row[column as keyof typeof row])) }, { escapeFormulae: true })}\r\n`;
}
