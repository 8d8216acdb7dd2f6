import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import type { RecordedRequest } from '../../../test/fetch-mock';
import { mockFetch } from '../../../test/fetch-mock';
import { currentUser } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render-screen';
import { SettingsScreen } from './settings-screen';
import { setupUser } from '../../../test/user';

function renderSettings(put: (request: RecordedRequest) => { status?: number; body?: unknown }) {
  let saved = { intro_video_enabled: true, lesson_audio_enabled: true, auto_read_questions: true };
  const mock = mockFetch({
    'GET /students': { body: { items: [], total: 0, page: 1, page_size: 100 } },
    'GET /users/me/media_settings': () => ({ body: saved }),
    'PUT /users/me/media_settings': (request) => {
      const reply = put(request);
      if ((reply.status ?? 200) === 200) saved = { ...saved, ...(request.body as object) };
      return reply.status ? reply : { body: saved };
    },
  });
  renderScreen(<SettingsScreen />, { user: currentUser('tutor') });
  return mock;
}

const puts = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.method === 'PUT').map((request) => request.body);

describe('settings: intro video and lesson audio', () => {
  it('has a card for each, both on by default, each saved on its own at once', async () => {
    const user = setupUser();
    const { requests } = renderSettings(() => ({}));
    // Both sections' code arrives just after the screen's: their cards are drawn anew then.
    await screen.findByRole('switch', { name: 'Show the intro video' });

    const video = within(screen.getByRole('region', { name: 'Intro video' }));
    const audio = within(screen.getByRole('region', { name: 'Lesson audio' }));
    expect(screen.getByRole('link', { name: 'Intro video' })).toHaveAttribute(
      'href',
      '#intro-video',
    );
    expect(screen.getByRole('link', { name: 'Lesson audio' })).toHaveAttribute(
      'href',
      '#lesson-audio',
    );
    const videoSwitch = await video.findByRole('switch', { name: 'Show the intro video' });
    const audioSwitch = await audio.findByRole('switch', {
      name: 'Students can listen to lessons',
    });
    expect(videoSwitch).toBeChecked();
    expect(audioSwitch).toBeChecked();
    expect(video.getByRole('link', { name: 'Watch the welcome' })).toHaveAttribute(
      'href',
      '/welcome',
    );

    await user.click(audioSwitch);
    expect(audioSwitch).not.toBeChecked();
    expect(
      await screen.findByText('Lessons are no longer read aloud to your students.'),
    ).toBeVisible();
    await user.click(videoSwitch);
    expect(await screen.findByText('The welcome no longer shows the intro video.')).toBeVisible();
    expect(puts(requests)).toEqual([
      { lesson_audio_enabled: false },
      { intro_video_enabled: false },
    ]);
    expect(videoSwitch).not.toBeChecked();
    expect(audioSwitch).not.toBeChecked();
  });

  it('puts the switch back and says why when the save fails, in Spanish too', async () => {
    await i18n.changeLanguage('es');
    try {
      const user = setupUser();
      renderSettings(() => ({
        status: 500,
        body: { error: 'internal', message: 'Algo salió mal' },
      }));
      const toggle = await screen.findByRole('switch', {
        name: 'Mostrar el video de introducción',
      });
      await user.click(toggle);
      expect(
        await screen.findByText('No se guardó el ajuste del video de introducción'),
      ).toBeVisible();
      expect(toggle).toBeChecked();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('settings: reading questions aloud', () => {
  const label = 'Read each question aloud when it appears (kindergarten and grade 1)';

  it('sits with lesson audio, on by default, saved at once, and waits while lesson audio is off', async () => {
    const user = setupUser();
    const { requests } = renderSettings(() => ({}));
    // The section's code arrives just after the screen's: its card is drawn anew then.
    await screen.findByRole('switch', { name: label });
    const audio = within(screen.getByRole('region', { name: 'Lesson audio' }));
    const autoRead = audio.getByRole('switch', { name: label });
    expect(autoRead).toBeChecked();
    expect(audio.getByText('Works while students can listen to lessons.')).toBeVisible();

    await user.click(autoRead);
    expect(autoRead).not.toBeChecked();
    expect(
      await screen.findByText(
        'Questions are no longer read aloud by themselves; the speaker buttons stay.',
      ),
    ).toBeVisible();
    expect(puts(requests)).toEqual([{ auto_read_questions: false }]);

    await user.click(audio.getByRole('switch', { name: 'Students can listen to lessons' }));
    expect(autoRead).toBeDisabled();
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    try {
      renderSettings(() => ({}));
      expect(
        await screen.findByRole('switch', {
          name: 'Leer cada pregunta en voz alta al aparecer (kínder y primer grado)',
        }),
      ).toBeChecked();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
