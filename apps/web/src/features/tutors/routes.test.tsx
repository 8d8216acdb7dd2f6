import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { currentUser, tutor } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { setupUser } from '../../test/user';

const breadcrumbs = () => within(screen.getByRole('navigation', { name: 'Breadcrumbs' }));

describe('the tutors routes', () => {
  it("name the tutor in the breadcrumbs and lead from the profile to the tutors' list", async () => {
    const user = setupUser();
    mockFetch({
      'GET /users/me': { body: currentUser('tutor') },
      'GET /tutors': {
        body: {
          items: [tutor({ id: 21 }), tutor({ id: 22, firstname: 'Luis', lastname: 'Romero' })],
          total: 2,
        },
      },
      'GET /tutors/22': {
        body: {
          ...tutor({ id: 22, firstname: 'Luis', lastname: 'Romero' }),
          created_at: '2024-03-05T10:00:00.000Z',
          students: [],
        },
      },
    });
    const app = renderApp('/profile', { token: 'token' });
    await screen.findByRole('heading', { level: 1, name: 'My profile' });

    await user.click(screen.getByRole('link', { name: 'Tutors of your account' }));
    await screen.findByRole('heading', { level: 1, name: 'Tutors of your account' });
    // The title follows once the route's texts are in.
    await waitFor(() => expect(document.title).toBe('Tutors - Aula'));

    await user.click(await screen.findByRole('link', { name: 'Luis Romero' }));
    await screen.findByRole('heading', { level: 1, name: 'Luis Romero' });
    expect(breadcrumbs().getByRole('link', { name: 'Tutors' })).toHaveAttribute('href', '/tutors');
    expect(breadcrumbs().getByText('Luis Romero')).toHaveAttribute('aria-current', 'page');
    app.unmount();
  });

  it('open the form to add a tutor and the form to edit the profile', async () => {
    const user = setupUser();
    mockFetch({
      'GET /users/me': { body: currentUser('tutor') },
      'GET /tutors': { body: { items: [tutor({ id: 21 })], total: 1 } },
    });
    const app = renderApp('/tutors', { token: 'token' });
    await user.click(await screen.findByRole('link', { name: 'Add a tutor' }));
    await screen.findByRole('heading', { level: 1, name: 'Add a tutor' });
    expect(breadcrumbs().getByText('Add a tutor')).toHaveAttribute('aria-current', 'page');
    app.unmount();

    const again = renderApp('/profile/edit', { token: 'token' });
    await screen.findByRole('heading', { level: 1, name: 'Edit my profile' });
    expect(breadcrumbs().getByRole('link', { name: 'My profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    await waitFor(() => expect(document.title).toBe('Edit profile - Aula'));
    again.unmount();
  });
});
