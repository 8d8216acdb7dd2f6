import type { StudentImportReport, StudentImportRow } from '@aula/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { mockFetch } from '../../../test/fetch-mock';
import { cardLabels, columnNames } from '../../../test/card-labels';
import { currentUser } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render-screen';
import { ImportStudentsScreen } from './import-students-screen';
import { setupUser } from '../../../test/user';
import type { User } from '../../../test/user';

const CSV =
  'firstname,lastname,username,password,grade,school\r\n' +
  'Leo,Pérez,leo,secret1,4,Lincoln Elementary\r\n' +
  'Mía,Soto,mia,abc,13,Oak School\r\n';

function row(overrides: Partial<StudentImportRow> = {}): StudentImportRow {
  return {
    line: 2,
    firstname: 'Leo',
    lastname: 'Pérez',
    username: 'leo',
    grade_id: 4,
    name_of_the_school: 'Lincoln Elementary',
    language: 'en',
    errors: {},
    ...overrides,
  };
}

const leoRow = row();
const miaRow = row({
  line: 3,
  firstname: 'Mía',
  lastname: 'Soto',
  username: 'mia',
  grade_id: null,
  name_of_the_school: 'Oak School',
  language: 'es',
  errors: {
    password: 'Password must have at least 6 characters',
    grade_id: 'Grade is required',
  },
});

const report = (rows: StudentImportRow[], created = 0): StudentImportReport => ({
  rows,
  valid: rows.every((item) => Object.keys(item.errors).length === 0),
  created,
});

function render() {
  return renderScreen(<ImportStudentsScreen />, {
    user: currentUser('tutor'),
    path: '/students/import',
    route: '/students/import',
  });
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

async function chooseAndCheck(user: User, text = CSV) {
  await user.upload(fileInput(), new File([text], 'students.csv', { type: 'text/csv' }));
  await user.click(screen.getByRole('button', { name: 'Check the file' }));
}

describe('importing students from a CSV file', () => {
  it('previews the rows, marks those with errors and does not allow importing', async () => {
    const user = setupUser();
    const { requests } = mockFetch({
      'POST /students/import': { body: report([leoRow, miaRow]) },
    });
    render();
    expect(screen.getByRole('button', { name: 'Check the file' })).toBeDisabled();
    expect(fileInput()).toHaveAttribute('accept', '.csv,text/csv');

    await chooseAndCheck(user);

    const table = await screen.findByRole('table', { name: 'Rows of the file' });
    expect(requests[0]?.body).toEqual({ csv: CSV, commit: false });
    expect(screen.getByText('1 student ready')).toBeVisible();
    expect(screen.getByText('1 row with errors')).toBeVisible();
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Line', 'Name', 'Username', 'Grade', 'School', 'Language', 'Status']);
    // On a phone each row of the file is a card, every value after its column's name.
    expect(cardLabels(table)).toEqual([columnNames(table), columnNames(table)]);
    const leo = within(rows[1]!);
    expect(leo.getByRole('cell', { name: 'Leo Pérez' })).toBeVisible();
    expect(leo.getByRole('cell', { name: 'Grade 4' })).toBeVisible();
    expect(leo.getByRole('cell', { name: 'English' })).toBeVisible();
    expect(leo.getByText('Ready')).toBeVisible();
    const mia = within(rows[2]!);
    expect(mia.getByRole('cell', { name: '3' })).toBeVisible();
    expect(mia.getByRole('cell', { name: 'Español' })).toBeVisible();
    expect(mia.getByText('Has errors')).toBeVisible();
    expect(mia.getByText('Password must have at least 6 characters')).toBeVisible();
    expect(mia.getByText('Grade is required')).toBeVisible();

    expect(screen.getByRole('button', { name: 'Import 2 students' })).toBeDisabled();
    expect(requests).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Choose another file' }));
    expect(screen.getByRole('button', { name: 'Check the file' })).toBeDisabled();
  });

  it('imports a valid file with commit: true and goes back to the list', async () => {
    const user = setupUser();
    const { requests } = mockFetch({
      'POST /students/import': ({ body }) => ({
        body: (body as { commit: boolean }).commit
          ? report([leoRow, row({ line: 3, username: 'ana' })], 2)
          : report([leoRow, row({ line: 3, username: 'ana' })]),
      }),
    });
    render();
    await chooseAndCheck(user);
    expect(await screen.findByText('2 students ready')).toBeVisible();
    expect(screen.queryByText(/rows? with errors/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Import 2 students' }));

    expect(await screen.findByText('2 students imported')).toBeVisible();
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(/^\/students$/);
    expect(requests.map((request) => request.body)).toEqual([
      { csv: CSV, commit: false },
      { csv: CSV, commit: true },
    ]);
  });

  it('shows why the server rejected the import', async () => {
    const user = setupUser();
    mockFetch({
      'POST /students/import': ({ body }) =>
        (body as { commit: boolean }).commit
          ? {
              status: 400,
              body: {
                error: 'import_rejected',
                message: 'Some rows have errors, so nothing was saved. Fix them and try again.',
              },
            }
          : { body: report([leoRow]) },
    });
    render();
    await chooseAndCheck(user);
    await user.click(await screen.findByRole('button', { name: 'Import 1 student' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Some rows have errors, so nothing was saved. Fix them and try again.',
    );
    expect(screen.queryByTestId('elsewhere')).not.toBeInTheDocument();
  });

  it("shows the server's message about a file it cannot use", async () => {
    const user = setupUser();
    mockFetch({
      'POST /students/import': {
        status: 400,
        body: {
          error: 'invalid_file',
          message: 'The file lacks these columns: password, grade.',
        },
      },
    });
    render();
    await chooseAndCheck(user, 'firstname,lastname\r\nLeo,Pérez\r\n');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file lacks these columns: password, grade.',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers a template with the header the server reads', async () => {
    const user = setupUser();
    let saved: Blob | null = null;
    const createObjectURL = vi.fn((blob: Blob) => {
      saved = blob;
      return 'blob:template';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    mockFetch({});
    render();
    await user.click(screen.getByRole('button', { name: 'Download a template' }));
    expect(click).toHaveBeenCalledTimes(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('students-template.csv');
    const text = await (saved as unknown as Blob).text();
    expect(text.split('\r\n')[0]).toBe(
      'firstname,lastname,username,password,grade,school,language,email,avatar',
    );
  });

  it('speaks Spanish', async () => {
    const user = setupUser();
    mockFetch({ 'POST /students/import': { body: report([leoRow, miaRow]) } });
    await i18n.changeLanguage('es');
    render();
    await user.upload(fileInput(), new File([CSV], 'students.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Revisar el archivo' }));
    expect(await screen.findByText('1 fila con errores')).toBeVisible();
    expect(screen.getByText('Tiene errores')).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Importar 2 estudiantes' })).toBeDisabled(),
    );
  });
});
