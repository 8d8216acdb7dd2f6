import type { RoleName } from '@aula/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import type { RecordedRequest } from '../../../test/fetch-mock';
import { mockFetch } from '../../../test/fetch-mock';
import { currentUser } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render-screen';
import { FirstRunWelcome } from './first-run-welcome';
import { setupUser } from '../../../test/user';

interface Options {
  welcomedAt?: string | null;
  introVideo?: boolean;
}

function renderWelcome(role: RoleName, { welcomedAt = null, introVideo = false }: Options = {}) {
  let welcomed_at = welcomedAt;
  const mock = mockFetch({
    'GET /users/me/welcome': () => ({ body: { welcomed_at } }),
    'POST /users/me/welcome': () => {
      welcomed_at ??= '2026-11-27T10:00:00.000Z';
      return { body: { welcomed_at } };
    },
    'GET /users/me/media_settings': {
      body: {
        intro_video_enabled: introVideo,
        lesson_audio_enabled: true,
        auto_read_questions: false,
      },
    },
  });
  const view = renderScreen(<FirstRunWelcome role={role} />, { user: currentUser(role) });
  return { ...mock, ...view };
}

const posts = (requests: RecordedRequest[]) =>
  requests.filter(
    (request) => request.method === 'POST' && request.url.pathname === '/users/me/welcome',
  );

describe('the first-run welcome', () => {
  it('greets a new student once, shows how to study, and is remembered when closed', async () => {
    const user = setupUser();
    const { requests, unmount } = renderWelcome('student');

    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Aula, Sofía!' });
    // The dialog shows its steps once it knows whether the family has the intro video on.
    const steps = (await within(dialog).findAllByRole('listitem')).map((item) => item.textContent);
    expect(steps).toEqual(
      expect.arrayContaining([
        'Your grade',
        'A subject',
        'A topic',
        'A lesson',
        'A quiz',
        'A test',
      ]),
    );
    expect(within(dialog).getByRole('link', { name: 'Open Books' })).toHaveAttribute(
      'href',
      '/book',
    );
    expect(within(dialog).getByRole('link', { name: 'Open the dictionary' })).toHaveAttribute(
      'href',
      '/spelling-helper-dictionary',
    );
    expect(within(dialog).getByRole('link', { name: 'Play games' })).toHaveAttribute(
      'href',
      '/games',
    );
    // The intro video is off for this family.
    expect(within(dialog).queryByRole('region', { name: 'Intro video' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: "Let's start" }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(requests)).toHaveLength(1);
    unmount();
  });

  it('is not shown again once the server says it was seen', async () => {
    const { requests } = renderWelcome('student', { welcomedAt: '2026-11-27T10:00:00.000Z' });
    await waitFor(() =>
      expect(requests.some((request) => request.url.pathname === '/users/me/welcome')).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a tutor what Aula does for them in four steps, and a link closes it for good', async () => {
    const user = setupUser();
    const { requests, router } = renderWelcome('tutor');
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Aula, Marta!' });
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['1. Your students', '2. Topics', '3. Reports', '4. Settings']);
    await user.click(within(dialog).getByRole('link', { name: 'Open Settings' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/settings');
    expect(posts(requests)).toHaveLength(1);
  });

  it('starts with the intro video when it is on, and goes on to the steps when skipped', async () => {
    const user = setupUser();
    const { requests } = renderWelcome('student', { introVideo: true });
    const dialog = await screen.findByRole('dialog');
    const video = within(await within(dialog).findByRole('region', { name: 'Intro video' }));
    expect(
      video.getByText('Welcome to Aula! Learning for every grade, in English and Spanish.'),
    ).toBeVisible();
    expect(video.getByText('Scene 1 of 6')).toBeVisible();

    await user.click(video.getByRole('button', { name: 'Skip the intro' }));
    expect(within(dialog).queryByRole('region', { name: 'Intro video' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: "Let's start" })).toBeVisible();
    // Skipping the video is not closing the welcome.
    expect(posts(requests)).toHaveLength(0);
  });

  it("starts a tutor's welcome with the tutor's intro video, not a student's", async () => {
    renderWelcome('tutor', { introVideo: true });
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Aula, Marta!' });
    const video = within(await within(dialog).findByRole('region', { name: 'Intro video' }));
    expect(
      video.getByText(
        "Welcome to Aula! Guide your children's learning, grade by grade, in English and Spanish.",
      ),
    ).toBeVisible();
    expect(
      video.queryByText('Welcome to Aula! Learning for every grade, in English and Spanish.'),
    ).not.toBeInTheDocument();
  });

  it('is not shown to installers, nor asked for', async () => {
    const { requests } = renderWelcome('installer');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    try {
      renderWelcome('student', { introVideo: true });
      const dialog = await screen.findByRole('dialog', { name: '¡Bienvenido a Aula, Sofía!' });
      expect(
        await within(dialog).findByText(
          '¡Bienvenido a Aula! Aprender en todos los grados, en inglés y en español.',
        ),
      ).toBeVisible();
      expect(within(dialog).getByRole('button', { name: 'Saltar la introducción' })).toBeVisible();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
