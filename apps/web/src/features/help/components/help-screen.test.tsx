import { screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { currentUser } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render-screen';
import { StudentHelpScreen, TutorHelpScreen } from './help-screen';
import { setupUser } from '../../../test/user';

const exists = (paths: string[]): RouteObject[] => paths.map((path) => ({ path }));
const TUTOR_ROUTES = exists([
  '/students',
  '/students/new',
  '/students/import',
  '/manage-content-by-grade',
  '/settings',
  '/evaluation',
  '/tutors/new',
  '/profile/edit',
  '/help',
]);

const contents = () =>
  within(screen.getByRole('navigation', { name: 'On this page' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

const sectionHeadings = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe("the tutor's help", () => {
  it('has a table of contents of its sections, the parents’ guide among them', () => {
    renderScreen(<TutorHelpScreen />, { user: currentUser('tutor'), routes: TUTOR_ROUTES });
    expect(screen.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
    expect(contents()).toEqual([
      ['Tutorials', '#tutorials'],
      ["Parents' guide", '#parents-guide'],
      ['Technical support', '#support'],
      ['Contact', '#contact'],
      ['Limited warranty', '#warranty'],
      ['About Aula', '#about'],
    ]);
    expect(sectionHeadings()).toEqual([
      'Tutorials',
      "Parents' guide",
      'Technical support',
      'Contact',
      'Limited warranty',
      'About Aula',
    ]);
    const about = within(screen.getByRole('region', { name: 'About Aula' }));
    expect(about.getByRole('link', { name: 'Watch the welcome again' })).toHaveAttribute(
      'href',
      '/welcome',
    );
    // No build id in a test page (a production build writes it into index.html).
    expect(about.getByText('Version: development')).toBeVisible();
    const guide = within(screen.getByRole('region', { name: "Parents' guide" }));
    expect(
      guide.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual([
      'Build a routine',
      'Keep screen time healthy',
      'Encourage, do not pressure',
      'Read the reports',
    ]);
    expect(screen.getByRole('region', { name: 'Limited warranty' })).toHaveTextContent(
      'This warranty does not take away any right that the law of your country or state gives you.',
    );
    expect(screen.getByRole('button', { name: 'Print this help' })).toBeVisible();
  });

  it('shows the technical support hours, the vendor’s address and what to write', () => {
    renderScreen(<TutorHelpScreen />, { user: currentUser('tutor'), routes: TUTOR_ROUTES });
    const support = within(screen.getByRole('region', { name: 'Technical support' }));
    expect(support.getByText('9 am to 6 pm Pacific, Monday to Friday')).toBeVisible();
    expect(support.getByRole('link', { name: 'support@aula.example' })).toHaveAttribute(
      'href',
      'mailto:support@aula.example',
    );
    expect(support.getByText(/address of Aula's technical support team/)).toBeVisible();
    expect(support.getByRole('heading', { name: 'What to include in your message' })).toBeVisible();
    expect(
      support.getByText('Never send a password: our team will never ask for one.'),
    ).toBeVisible();
  });

  it('shows the technical support hours and every section in Spanish', async () => {
    await i18n.changeLanguage('es');
    renderScreen(<TutorHelpScreen />, { user: currentUser('tutor'), routes: TUTOR_ROUTES });
    expect(sectionHeadings()).toEqual([
      'Tutoriales',
      'Guía para padres',
      'Soporte técnico',
      'Contacto',
      'Garantía limitada',
      'Acerca de Aula',
    ]);
    const support = screen.getByRole('region', { name: 'Soporte técnico' });
    expect(
      within(support).getByText('de 9 a. m. a 6 p. m., hora del Pacífico, de lunes a viernes'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: /Eliminar un estudiante/ })).toBeVisible();
    expect(screen.getByRole('button', { name: /^Preparar una evaluación/ })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Imprimir esta ayuda' })).toBeVisible();
  });

  it('moves to a section, and its heading, from the table of contents', async () => {
    const user = setupUser();
    renderScreen(<TutorHelpScreen />, { user: currentUser('tutor'), routes: TUTOR_ROUTES });
    const contentsNav = within(screen.getByRole('navigation', { name: 'On this page' }));
    await user.click(contentsNav.getByRole('link', { name: 'Limited warranty' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Limited warranty' })).toHaveFocus();
    expect(window.location.hash).toBe('#warranty');
  });

  it('offers a guide for each task, with steps that link to the screens', async () => {
    const user = setupUser();
    renderScreen(<TutorHelpScreen />, { user: currentUser('tutor'), routes: TUTOR_ROUTES });
    const titles = [
      'Register a student',
      'Import students from a CSV file',
      'Turn topics on or off for a student',
      'Set tests and the time per question',
      "Read a student's reports",
      'Set up an evaluation',
      'Get reports by email',
      'Delete a student',
      'Add another tutor',
      'Edit your profile',
    ];
    for (const title of titles) {
      expect(screen.getByRole('button', { name: new RegExp(`^${title}`) })).toBeVisible();
    }

    await user.click(screen.getByRole('button', { name: /^Set tests and the time per question/ }));
    expect(await screen.findByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/settings#study',
    );

    await user.click(screen.getByRole('button', { name: /^Get reports by email/ }));
    await waitFor(() =>
      expect(
        screen.getAllByRole('link', { name: 'Settings' }).map((link) => link.getAttribute('href')),
      ).toContain('/settings#email-reports'),
    );

    await user.click(screen.getByRole('button', { name: /^Set up an evaluation/ }));
    expect(await screen.findByRole('link', { name: 'Evaluation' })).toHaveAttribute(
      'href',
      '/evaluation',
    );

    await user.click(screen.getByRole('button', { name: /^Delete a student/ }));
    // The panel opens with a short animation: wait until it shows.
    await waitFor(() =>
      expect(
        screen.getByText("All of the student's data is deleted and cannot be recovered."),
      ).toBeVisible(),
    );

    await user.click(screen.getByRole('button', { name: /^Import students from a CSV file/ }));
    const columns = await screen.findByRole('table', { name: 'Columns of the CSV file' });
    expect(
      within(columns)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'firstname',
      'lastname',
      'username',
      'password',
      'grade',
      'school',
      'language',
      'email',
      'avatar',
    ]);
    expect(screen.getByRole('link', { name: 'Import students' })).toHaveAttribute(
      'href',
      '/students/import',
    );
    expect(screen.getByText(/Up to 1,000 students in one file/)).toBeVisible();
  });
});

describe("the student's help", () => {
  it('has tutorials, support, contact and warranty, without the parents’ guide', () => {
    renderScreen(<StudentHelpScreen />, { user: currentUser('student') });
    expect(contents()).toEqual([
      ['Tutorials', '#tutorials'],
      ['Technical support', '#support'],
      ['Contact', '#contact'],
      ['Limited warranty', '#warranty'],
      ['About Aula', '#about'],
    ]);
    expect(screen.queryByRole('region', { name: "Parents' guide" })).not.toBeInTheDocument();
    const support = within(screen.getByRole('region', { name: 'Technical support' }));
    expect(support.getByText('9 am to 6 pm Pacific, Monday to Friday')).toBeVisible();
    expect(support.getByText(/tell your tutor/)).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Contact' })).getByText(
        'You forgot your password: your tutor can give you a new one.',
      ),
    ).toBeVisible();
  });

  it('offers illustrated how-tos for what students do, linking only to screens that exist', async () => {
    const user = setupUser();
    renderScreen(<StudentHelpScreen />, {
      user: currentUser('student'),
      routes: exists(['/', '/search', '/games', '/help']),
    });
    const titles = [
      'Start a lesson',
      'Take a quiz',
      'Search for a lesson',
      'Play a game',
      'Read a book',
      'Look up a word',
    ];
    for (const title of titles) {
      expect(screen.getByRole('button', { name: new RegExp(`^${title}`) })).toBeVisible();
    }

    await user.click(screen.getByRole('button', { name: /^Take a quiz/ }));
    // The panel opens with a short animation: wait until it shows.
    await waitFor(() =>
      expect(
        screen.getByText(
          'Read the instructions: the quiz has 4 questions, and 3 right answers pass it.',
        ),
      ).toBeVisible(),
    );

    await user.click(screen.getByRole('button', { name: /^Search for a lesson/ }));
    expect(await screen.findByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search');

    // The library is not there yet for this user: the step names it without a dead link.
    await user.click(screen.getByRole('button', { name: /^Read a book/ }));
    await waitFor(() => expect(screen.getByText('Books')).toBeVisible());
    expect(screen.queryByRole('link', { name: 'Books' })).not.toBeInTheDocument();
  });

  it('speaks Spanish, with the support hours', async () => {
    await i18n.changeLanguage('es');
    renderScreen(<StudentHelpScreen />, { user: currentUser('student') });
    expect(sectionHeadings()).toEqual([
      'Tutoriales',
      'Soporte técnico',
      'Contacto',
      'Garantía limitada',
      'Acerca de Aula',
    ]);
    expect(
      within(screen.getByRole('region', { name: 'Acerca de Aula' })).getByRole('link', {
        name: 'Ver la bienvenida de nuevo',
      }),
    ).toHaveAttribute('href', '/welcome');
    expect(
      within(screen.getByRole('region', { name: 'Soporte técnico' })).getByText(
        'de 9 a. m. a 6 p. m., hora del Pacífico, de lunes a viernes',
      ),
    ).toBeVisible();
    for (const title of [
      'Empezar una lección',
      'Hacer un cuestionario',
      'Jugar a un juego',
      'Leer un libro',
    ]) {
      expect(screen.getByRole('button', { name: new RegExp(`^${title}`) })).toBeVisible();
    }
  });
});

describe('the build shown in Help', () => {
  it('is the one named in the page (index.html of a production build)', () => {
    const meta = document.createElement('meta');
    meta.name = 'aula-build';
    meta.content = '20261127T120000000Z';
    document.head.append(meta);
    try {
      renderScreen(<StudentHelpScreen />, { user: currentUser('student') });
      expect(
        within(screen.getByRole('region', { name: 'About Aula' })).getByText(
          'Version: 20261127T120000000Z',
        ),
      ).toBeVisible();
    } finally {
      meta.remove();
    }
  });
});
