import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { currentUser, student } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render-screen';
import { StudentsScreen } from './students-screen';

describe("the tutor's children", () => {
  it('lists name, username, grade and school of each student', async () => {
    mockFetch({
      'GET /students': {
        body: {
          items: [
            student({ id: 1, firstname: 'Leo', lastname: 'Pérez', username: 'leo', grade_id: 4 }),
            student({
              id: 2,
              firstname: 'Mía',
              lastname: 'Soto',
              username: 'mia',
              grade_id: 1,
              name_of_the_school: 'Oak School',
            }),
          ],
          total: 2,
        },
      },
    });
    renderScreen(<StudentsScreen />, { user: currentUser('tutor') });
    expect(screen.getByRole('status')).toHaveTextContent('Loading students…');

    const table = await screen.findByRole('table', { name: 'Your students' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Username', 'Grade', 'School']);
    const expected = [
      ['Leo Pérez', 'leo', 'Grade 4', 'Lincoln Elementary'],
      ['Mía Soto', 'mia', 'Grade 1', 'Oak School'],
    ];
    expect(rows).toHaveLength(expected.length + 1);
    expected.forEach((cells, index) => {
      const row = within(rows[index + 1]!);
      for (const name of cells) expect(row.getByRole('cell', { name })).toBeVisible();
    });
    expect(screen.getByText('Students: 2')).toBeVisible();
  });

  it('shows a friendly empty state', async () => {
    mockFetch({ 'GET /students': { body: { items: [], total: 0 } } });
    renderScreen(<StudentsScreen />, { user: currentUser('tutor') });
    expect(await screen.findByRole('heading', { name: 'No students yet' })).toBeVisible();
    expect(
      screen.getByText(
        'When a student is signed up with you as their tutor, they will appear here.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the error and lets the tutor try again', async () => {
    const user = userEvent.setup({ delay: null });
    let calls = 0;
    mockFetch({
      'GET /students': () => {
        calls += 1;
        return calls === 1
          ? { status: 403, body: { error: 'forbidden', message: 'Access denied' } }
          : { body: { items: [student()], total: 1 } };
      },
    });
    renderScreen(<StudentsScreen />, { user: currentUser('tutor') });
    expect(await screen.findByRole('alert')).toHaveTextContent('Access denied');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('cell', { name: 'leo' })).toBeVisible();
  });
});
