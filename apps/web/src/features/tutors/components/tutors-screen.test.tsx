import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { mockFetch } from '../../../test/fetch-mock';
import { currentUser, tutor } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render-screen';
import { TutorsScreen } from './tutors-screen';
import { setupUser } from '../../../test/user';

const accountTutors = {
  items: [
    tutor({ id: 21, firstname: 'Marta', lastname: 'García', username: 'marta', avatar: 'bear' }),
    tutor({
      id: 22,
      firstname: 'Luis',
      lastname: 'Romero',
      username: 'luis',
      email: null,
      name_of_the_school: 'Oak School',
    }),
  ],
  total: 2,
};

describe("the account's tutors", () => {
  it('shows each tutor with a link to their details and marks the signed-in one', async () => {
    mockFetch({ 'GET /tutors': { body: accountTutors } });
    renderScreen(<TutorsScreen />, { user: currentUser('tutor') });
    expect(screen.getByRole('status')).toHaveTextContent('Loading tutors…');

    const list = await screen.findByRole('list', { name: 'Tutors of your account' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);

    const marta = within(cards[0]!);
    expect(marta.getByRole('link', { name: 'Marta García' })).toHaveAttribute('href', '/tutors/21');
    expect(marta.getByText('You')).toBeVisible();
    expect(marta.getByText('marta')).toBeVisible();
    expect(marta.getByText('ana@example.com')).toBeVisible();
    expect(marta.getByText('Lincoln Elementary')).toBeVisible();

    const luis = within(cards[1]!);
    expect(luis.getByRole('link', { name: 'Luis Romero' })).toHaveAttribute('href', '/tutors/22');
    expect(luis.queryByText('You')).not.toBeInTheDocument();
    expect(luis.getByText('No email')).toBeVisible();
    expect(luis.getByText('Oak School')).toBeVisible();

    expect(screen.getByText('2 tutors')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add a tutor' })).toHaveAttribute(
      'href',
      '/tutors/new',
    );
  });

  it('speaks Spanish', async () => {
    mockFetch({ 'GET /tutors': { body: accountTutors } });
    await i18n.changeLanguage('es');
    renderScreen(<TutorsScreen />, { user: currentUser('tutor') });
    const list = await screen.findByRole('list', { name: 'Tutores de tu cuenta' });
    expect(within(list).getByText('Tú')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Tutores de tu cuenta' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Añadir un tutor' })).toBeVisible();
  });

  it('shows a friendly empty state', async () => {
    mockFetch({ 'GET /tutors': { body: { items: [], total: 0 } } });
    renderScreen(<TutorsScreen />, { user: currentUser('tutor') });
    expect(await screen.findByRole('heading', { name: 'No tutors yet' })).toBeVisible();
    expect(
      screen.getByText(
        'Add a parent or a teacher so they can look after the students of this account too.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the error and lets the tutor try again', async () => {
    const user = setupUser();
    let calls = 0;
    mockFetch({
      'GET /tutors': () => {
        calls += 1;
        return calls === 1
          ? { status: 403, body: { error: 'forbidden', message: 'Access denied' } }
          : { body: accountTutors };
      },
    });
    renderScreen(<TutorsScreen />, { user: currentUser('tutor') });
    expect(await screen.findByRole('alert')).toHaveTextContent('Access denied');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Luis Romero' })).toBeVisible();
  });
});
