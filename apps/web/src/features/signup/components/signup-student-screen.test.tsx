import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { mockFetch } from '../../../test/fetch-mock';
import { currentUser, student, tutor } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render-screen';
import { SignupStudentScreen } from './signup-student-screen';
import { setupUser } from '../../../test/user';

const textbox = (name: string) => screen.getByRole('textbox', { name });
const select = (name: string) => screen.getByRole('combobox', { name });

const tutors = {
  items: [
    tutor({ id: 7, firstname: 'Marta', lastname: 'Ruiz', username: 'marta' }),
    tutor({ id: 8, firstname: 'Pablo', lastname: 'Soto', username: 'pablo' }),
  ],
  total: 2,
};

describe('student sign-up', () => {
  it('offers the tutors of GET /tutors and grades 1 to 12', async () => {
    mockFetch({ 'GET /tutors': { body: tutors } });
    renderScreen(<SignupStudentScreen />, { user: currentUser('installer') });

    expect(await screen.findByRole('option', { name: 'Marta Ruiz (marta)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Pablo Soto (pablo)' })).toBeInTheDocument();
    const grades = Array.from(
      (select('Grade') as HTMLSelectElement).options,
      (option) => option.textContent,
    );
    expect(grades).toEqual([
      'Choose a grade',
      ...Array.from({ length: 12 }, (_, index) => `Grade ${index + 1}`),
    ]);
  });

  it('shows each message on an empty submit; the email is optional', async () => {
    const user = setupUser();
    const { requests } = mockFetch({ 'GET /tutors': { body: tutors } });
    renderScreen(<SignupStudentScreen />, { user: currentUser('installer') });
    await screen.findByRole('option', { name: 'Marta Ruiz (marta)' });

    await user.click(screen.getByRole('button', { name: 'Create student account' }));

    await waitFor(() => expect(textbox('Name')).toHaveAccessibleDescription('Name is required'));
    expect(textbox('Last name')).toHaveAccessibleDescription('Last name is required');
    expect(textbox('School name')).toHaveAccessibleDescription('School name is required');
    expect(textbox('Username')).toHaveAccessibleDescription('Username is required');
    expect(select('Grade')).toHaveAccessibleDescription('Grade is required');
    expect(select('Tutor')).toHaveAccessibleDescription("Choose the student's tutor");
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      expect.stringContaining('Password is required'),
    );
    expect(screen.getByLabelText(/^Verify password/)).toHaveAccessibleDescription(
      expect.stringContaining('Verify password is required'),
    );
    expect(textbox('Email (optional)')).not.toHaveAttribute('aria-invalid', 'true');
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('shows the messages in Spanish', async () => {
    const user = setupUser();
    mockFetch({ 'GET /tutors': { body: tutors } });
    await i18n.changeLanguage('es');
    renderScreen(<SignupStudentScreen />, { user: currentUser('installer') });
    await screen.findByRole('option', { name: 'Marta Ruiz (marta)' });

    await user.click(screen.getByRole('button', { name: 'Crear la cuenta de estudiante' }));

    await waitFor(() =>
      expect(textbox('Nombre')).toHaveAccessibleDescription('El nombre es obligatorio'),
    );
    expect(textbox('Apellido')).toHaveAccessibleDescription('El apellido es obligatorio');
    expect(textbox('Nombre de la escuela')).toHaveAccessibleDescription(
      'El nombre de la escuela es obligatorio',
    );
    expect(textbox('Nombre de usuario')).toHaveAccessibleDescription(
      'El nombre de usuario es obligatorio',
    );
    expect(select('Grado')).toHaveAccessibleDescription('El grado es obligatorio');
    expect(select('Tutor')).toHaveAccessibleDescription('Elige el tutor del estudiante');
    expect(screen.getByLabelText(/^Contraseña/)).toHaveAccessibleDescription(
      expect.stringContaining('La contraseña es obligatoria'),
    );
    expect(screen.getByLabelText(/^Confirmar contraseña/)).toHaveAccessibleDescription(
      expect.stringContaining('Confirmar la contraseña es obligatorio'),
    );
    expect(screen.getByRole('option', { name: 'Grado 5' })).toBeInTheDocument();
  });

  it('checks an email only when one is given', async () => {
    const user = setupUser();
    mockFetch({ 'GET /tutors': { body: tutors } });
    renderScreen(<SignupStudentScreen />, { user: currentUser('installer') });
    await user.type(textbox('Email (optional)'), 'leo@');
    await user.click(screen.getByRole('button', { name: 'Create student account' }));
    await waitFor(() =>
      expect(textbox('Email (optional)')).toHaveAccessibleDescription('Invalid email format'),
    );
  });

  it('creates the student with grade and tutor as numbers and names them', async () => {
    const user = setupUser();
    const { requests } = mockFetch({
      'GET /tutors': { body: tutors },
      'POST /signup/student': {
        status: 201,
        body: student({ firstname: 'Leo', lastname: 'Pérez' }),
      },
    });
    renderScreen(<SignupStudentScreen />, { user: currentUser('installer') });
    await screen.findByRole('option', { name: 'Marta Ruiz (marta)' });

    await user.type(textbox('Name'), 'Leo');
    await user.type(textbox('Last name'), 'Pérez');
    await user.type(textbox('School name'), 'Lincoln Elementary');
    await user.selectOptions(select('Grade'), '4');
    await user.selectOptions(select('Tutor'), '8');
    await user.type(textbox('Username'), 'leo');
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await user.type(screen.getByLabelText(/^Verify password/), 'secret1');
    await user.click(screen.getByRole('radio', { name: 'Lion' }));
    await user.click(screen.getByRole('button', { name: 'Create student account' }));

    expect(await screen.findByText('Leo Pérez can now sign in as a student.')).toBeVisible();
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
      tutor_id: 8,
      language: 'en',
      avatar: 'lion',
    });
    await waitFor(() => expect(textbox('Name')).toHaveValue(''));
  });

  it("fills in the chosen tutor's school, unless another school was typed", async () => {
    const user = setupUser();
    const { requests } = mockFetch({
      'GET /tutors': {
        body: {
          items: [
            tutor({ id: 7, firstname: 'Marta', lastname: 'Ruiz', name_of_the_school: 'Casa Azul' }),
            tutor({ id: 8, firstname: 'Pablo', lastname: 'Soto', name_of_the_school: 'Oak Hill' }),
          ],
          total: 2,
        },
      },
      'POST /signup/student': { status: 201, body: student({ firstname: 'Leo' }) },
    });
    renderScreen(<SignupStudentScreen />, { user: currentUser('installer') });
    await screen.findByRole('option', { name: /^Marta Ruiz/ });
    expect(textbox('School name')).toHaveValue('');

    await user.selectOptions(select('Tutor'), '7');
    expect(textbox('School name')).toHaveValue('Casa Azul');
    await user.selectOptions(select('Tutor'), '8');
    expect(textbox('School name')).toHaveValue('Oak Hill');

    // Still editable, and a school typed by the installer stays when the tutor changes.
    await user.clear(textbox('School name'));
    await user.type(textbox('School name'), 'Riverside Academy');
    await user.selectOptions(select('Tutor'), '7');
    expect(textbox('School name')).toHaveValue('Riverside Academy');

    await user.type(textbox('Name'), 'Leo');
    await user.type(textbox('Last name'), 'Pérez');
    await user.selectOptions(select('Grade'), '4');
    await user.type(textbox('Username'), 'leo');
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await user.type(screen.getByLabelText(/^Verify password/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create student account' }));
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'POST')?.body).toMatchObject({
        name_of_the_school: 'Riverside Academy',
        tutor_id: 7,
      }),
    );
  });

  it('points to the tutor sign-up when there are no tutors yet', async () => {
    mockFetch({ 'GET /tutors': { body: { items: [], total: 0 } } });
    renderScreen(<SignupStudentScreen />, { user: currentUser('installer') });
    expect(
      await screen.findByRole('link', { name: 'There are no tutors yet. Sign up a tutor first.' }),
    ).toHaveAttribute('href', '/signup/tutor');
  });
});

describe('student sign-up without the ability', () => {
  it("says 'Access denied' instead of showing the form", () => {
    mockFetch({ 'GET /tutors': { body: tutors } });
    renderScreen(<SignupStudentScreen />, {
      user: currentUser('installer', { permissions: [] }),
    });
    expect(screen.getByRole('heading', { name: 'Access denied' })).toBeVisible();
    expect(
      screen.queryByRole('button', { name: 'Create student account' }),
    ).not.toBeInTheDocument();
  });
});
