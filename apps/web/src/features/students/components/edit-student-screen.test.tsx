import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { currentUser, student, tutor, usernameTakenReply } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render-screen';
import { EditStudentScreen } from './edit-student-screen';
import { setupUser } from '../../../test/user';

const textbox = (name: string) => screen.getByRole('textbox', { name });
const select = (name: string) => screen.getByRole('combobox', { name });

const leo = student({
  id: 7,
  firstname: 'Leo',
  lastname: 'Pérez',
  username: 'leo',
  email: 'leo@example.com',
  grade_id: 4,
  avatar: 'lion',
  language: 'es',
  name_of_the_school: 'Lincoln Elementary',
});

function render(path = '/students/7/edit') {
  return renderScreen(<EditStudentScreen />, {
    user: currentUser('tutor'),
    path,
    route: '/students/:studentId/edit',
  });
}

describe('editing a student', () => {
  it('loads the student with POST /get-user and fills the form in', async () => {
    const { requests } = mockFetch({ 'POST /get-user': { body: leo } });
    render();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the student…');

    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Leo Pérez' })).toBeVisible();
    expect(requests[0]?.body).toEqual({ data: { user_id: 7 } });
    expect(textbox('Name')).toHaveValue('Leo');
    expect(textbox('Last name')).toHaveValue('Pérez');
    expect(textbox('Email (optional)')).toHaveValue('leo@example.com');
    expect(textbox('School name')).toHaveValue('Lincoln Elementary');
    expect(textbox('Username')).toHaveValue('leo');
    expect(select('Grade')).toHaveValue('4');
    expect(select('Preferred language')).toHaveValue('es');
    expect(screen.getByRole('radio', { name: 'Lion' })).toBeChecked();
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      'Leave empty to keep the current password. A new one needs at least 6 characters.',
    );
  });

  it('saves with PUT, keeping the password when it is left empty', async () => {
    const user = setupUser();
    const { requests } = mockFetch({
      'POST /get-user': { body: leo },
      'PUT /students/7': ({ body }) => ({ body: { ...leo, ...(body as object) } }),
    });
    render();
    await screen.findByRole('heading', { name: 'Edit Leo Pérez' });

    await user.clear(textbox('Name'));
    await user.type(textbox('Name'), 'Leonardo');
    await user.selectOptions(select('Grade'), '5');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('The details of Leonardo Pérez were saved.')).toBeVisible();
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(/^\/students$/);
    const put = requests.find((request) => request.method === 'PUT');
    expect(put?.url.pathname).toBe('/students/7');
    expect(put?.body).toEqual({
      firstname: 'Leonardo',
      lastname: 'Pérez',
      email: 'leo@example.com',
      username: 'leo',
      grade_id: 5,
      name_of_the_school: 'Lincoln Elementary',
      language: 'es',
      avatar: 'lion',
    });
  });

  it('sends a new password with its confirmation, after checking them', async () => {
    const user = setupUser();
    const { requests } = mockFetch({
      'POST /get-user': { body: leo },
      'PUT /students/7': { body: leo },
    });
    render();
    await screen.findByRole('heading', { name: 'Edit Leo Pérez' });

    await user.type(screen.getByLabelText(/^Password/), 'abc');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(
        expect.stringContaining('Password must have at least 6 characters'),
      ),
    );
    expect(screen.getByLabelText(/^Verify password/)).toHaveAccessibleDescription(
      expect.stringContaining('Verify password is required'),
    );
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(0);

    await user.type(screen.getByLabelText(/^Password/), 'def42');
    await user.type(screen.getByLabelText(/^Verify password/), 'abcdef42');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'PUT')?.body).toMatchObject({
        password: 'abcdef42',
        verify_password: 'abcdef42',
      }),
    );
  });

  it("puts the server's field errors under their fields", async () => {
    const user = setupUser();
    mockFetch({ 'POST /get-user': { body: leo }, 'PUT /students/7': usernameTakenReply });
    render();
    await screen.findByRole('heading', { name: 'Edit Leo Pérez' });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(textbox('Username')).toHaveAccessibleDescription('Username is already in use'),
    );
    expect(screen.queryByTestId('elsewhere')).not.toBeInTheDocument();
  });

  it('says when the student does not exist', async () => {
    mockFetch({
      'POST /get-user': { status: 404, body: { error: 'not_found', message: 'Not found' } },
    });
    render();
    expect(
      await screen.findByRole('heading', { name: 'We could not find this student' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the student list' })).toHaveAttribute(
      'href',
      '/students',
    );
  });

  it('does not edit a tutor or a broken id', async () => {
    const { requests } = mockFetch({ 'POST /get-user': { body: tutor({ id: 8 }) } });
    render('/students/8/edit');
    expect(
      await screen.findByRole('heading', { name: 'We could not find this student' }),
    ).toBeVisible();
    render('/students/abc/edit');
    expect(requests).toHaveLength(1);
  });

  it('shows a failure to load with a retry', async () => {
    const user = setupUser();
    let calls = 0;
    mockFetch({
      'POST /get-user': () => {
        calls += 1;
        return calls === 1
          ? { status: 403, body: { error: 'forbidden', message: 'Access denied' } }
          : { body: leo };
      },
    });
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Access denied');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Edit Leo Pérez' })).toBeVisible();
  });
});
