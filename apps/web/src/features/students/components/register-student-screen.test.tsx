import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { mockFetch } from '../../../test/fetch-mock';
import { currentUser, student, usernameTakenReply } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render-screen';
import { RegisterStudentScreen } from './register-student-screen';
import { setupUser } from '../../../test/user';
import type { User } from '../../../test/user';

const textbox = (name: string) => screen.getByRole('textbox', { name });
const select = (name: string) => screen.getByRole('combobox', { name });

/** Signed in as a tutor of Lincoln Elementary unless `tutor` says otherwise. */
function render(tutor = currentUser('tutor')) {
  return renderScreen(<RegisterStudentScreen />, {
    user: tutor,
    path: '/students/new',
    route: '/students/new',
  });
}

/** Every required field but the school, which starts at the tutor's. */
async function fillIn(user: User) {
  await user.type(textbox('Name'), 'Leo');
  await user.type(textbox('Last name'), 'Pérez');
  await user.selectOptions(select('Grade'), '4');
  await user.type(textbox('Username'), 'leo');
  await user.type(screen.getByLabelText(/^Password/), 'secret1');
  await user.type(screen.getByLabelText(/^Verify password/), 'secret1');
}

describe('registering a student', () => {
  it('shows each message under its field on an empty submit and sends nothing', async () => {
    const user = setupUser();
    const { requests } = mockFetch({});
    render(currentUser('tutor', { name_of_the_school: '' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Register a student' })).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Tutor' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Register student' }));

    await waitFor(() => expect(textbox('Name')).toHaveAccessibleDescription('Name is required'));
    expect(textbox('Last name')).toHaveAccessibleDescription('Last name is required');
    expect(textbox('School name')).toHaveAccessibleDescription('School name is required');
    expect(textbox('Username')).toHaveAccessibleDescription('Username is required');
    expect(select('Grade')).toHaveAccessibleDescription('Grade is required');
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      expect.stringContaining('Password is required'),
    );
    expect(screen.getByLabelText(/^Verify password/)).toHaveAccessibleDescription(
      expect.stringContaining('Verify password is required'),
    );
    expect(textbox('Email (optional)')).not.toHaveAttribute('aria-invalid', 'true');
    expect(requests).toHaveLength(0);
  });

  it('checks the format of names, email and password', async () => {
    const user = setupUser();
    mockFetch({});
    render();
    await user.type(textbox('Name'), 'Leo<3');
    await user.click(textbox('Last name'));
    await user.paste('P'.repeat(51));
    await user.type(textbox('Email (optional)'), 'leo@');
    await user.type(screen.getByLabelText(/^Password/), 'abc');
    await user.type(screen.getByLabelText(/^Verify password/), 'abd');
    await user.click(screen.getByRole('button', { name: 'Register student' }));

    await waitFor(() =>
      expect(textbox('Name')).toHaveAccessibleDescription(
        'Name has a wrong character or is too long (50 characters at most)',
      ),
    );
    expect(textbox('Last name')).toHaveAccessibleDescription(
      'Last name exceeded 50 characters or has wrong characters',
    );
    expect(textbox('Email (optional)')).toHaveAccessibleDescription('Invalid email format');
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      expect.stringContaining('Password must have at least 6 characters'),
    );
  });

  it('says when the two passwords differ', async () => {
    const user = setupUser();
    const { requests } = mockFetch({});
    render();
    await fillIn(user);
    await user.type(screen.getByLabelText(/^Verify password/), '2');
    await user.click(screen.getByRole('button', { name: 'Register student' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Verify password/)).toHaveAccessibleDescription(
        expect.stringContaining('Passwords do not match'),
      ),
    );
    expect(requests).toHaveLength(0);
  });

  it('shows the messages in Spanish', async () => {
    const user = setupUser();
    mockFetch({});
    await i18n.changeLanguage('es');
    render();
    await user.clear(textbox('Nombre de la escuela'));
    await user.click(screen.getByRole('button', { name: 'Registrar al estudiante' }));

    await waitFor(() =>
      expect(textbox('Nombre')).toHaveAccessibleDescription('El nombre es obligatorio'),
    );
    expect(textbox('Apellido')).toHaveAccessibleDescription('El apellido es obligatorio');
    expect(textbox('Nombre de la escuela')).toHaveAccessibleDescription(
      'El nombre de la escuela es obligatorio',
    );
    expect(select('Grado')).toHaveAccessibleDescription('El grado es obligatorio');
    expect(screen.getByLabelText(/^Contraseña/)).toHaveAccessibleDescription(
      expect.stringContaining('La contraseña es obligatoria'),
    );
  });

  it("starts the school name at the tutor's school, which the tutor may change", async () => {
    const user = setupUser();
    const { requests } = mockFetch({
      'POST /signup/student': { status: 201, body: student({ firstname: 'Leo' }) },
    });
    render(currentUser('tutor', { name_of_the_school: 'Oak Hill School' }));
    expect(textbox('School name')).toHaveValue('Oak Hill School');

    await user.clear(textbox('School name'));
    await user.click(screen.getByRole('button', { name: 'Register student' }));
    await waitFor(() =>
      expect(textbox('School name')).toHaveAccessibleDescription('School name is required'),
    );
    expect(requests).toHaveLength(0);

    await user.type(textbox('School name'), 'Riverside Academy');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Register student' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(/^\/students$/);
    const post = requests.find((request) => request.method === 'POST');
    expect(post?.body).toMatchObject({ name_of_the_school: 'Riverside Academy' });
  });

  it('starts the school name empty for a tutor without a school', () => {
    mockFetch({});
    render(currentUser('tutor', { name_of_the_school: '' }));
    expect(textbox('School name')).toHaveValue('');
  });

  it('registers the student without a tutor id, names them and goes back to the list', async () => {
    const user = setupUser();
    const { requests } = mockFetch({
      'POST /signup/student': {
        status: 201,
        body: student({ firstname: 'Leo', lastname: 'Pérez' }),
      },
    });
    render();
    await fillIn(user);
    await user.click(screen.getByRole('radio', { name: 'Lion' }));
    await user.click(screen.getByRole('button', { name: 'Register student' }));

    expect(await screen.findByText('Leo Pérez can now sign in as a student.')).toBeVisible();
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(/^\/students$/);
    const post = requests.find((request) => request.method === 'POST');
    expect(post?.url.pathname).toBe('/signup/student');
    expect(post?.body).toEqual({
      firstname: 'Leo',
      lastname: 'Pérez',
      username: 'leo',
      password: 'secret1',
      verify_password: 'secret1',
      name_of_the_school: 'Lincoln Elementary',
      grade_id: 4,
      language: 'en',
      avatar: 'lion',
    });
  });

  it('says under the username when it is already in use', async () => {
    const user = setupUser();
    mockFetch({ 'POST /signup/student': usernameTakenReply });
    render();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Register student' }));

    await waitFor(() =>
      expect(textbox('Username')).toHaveAccessibleDescription('Username is already in use'),
    );
    // Said once, under the field, not again above the form.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByTestId('elsewhere')).not.toBeInTheDocument();
  });

  it('leads back to the list on Cancel', async () => {
    const user = setupUser();
    mockFetch({});
    render();
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(/^\/students$/);
  });
});
