import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { i18n } from '../../../lib/i18n';
import { INTRO_SCENES, SCENE_MS } from './intro-scenes';
import { IntroVideo } from './intro-video';
import { setupUser } from '../../../test/user';

const CAPTIONS = {
  first: 'Welcome to Aula! Learning for every grade, in English and Spanish.',
  second: 'Choose your grade and a subject: math, grammar, reading, science and more.',
  last: "Read books, look up words and play games. Let's start!",
};

function renderVideo(role: 'student' | 'tutor' = 'student') {
  const onDone = vi.fn();
  render(
    <AppProvider>
      <IntroVideo role={role} onDone={onDone} />
    </AppProvider>,
  );
  return { onDone };
}

/** The test DOM asks for less motion (test/setup.ts); these tests may ask for motion. */
function allowMotion() {
  const original = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...original(query),
    matches: false,
  }));
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the intro video', () => {
  it('has six scenes of about five seconds for each role: half a minute', () => {
    for (const scenes of [INTRO_SCENES.student, INTRO_SCENES.tutor]) {
      expect(scenes).toHaveLength(6);
      expect(scenes.length * SCENE_MS).toBe(30_000);
    }
  });

  it("shows a tutor their own steps, not a student's, in English and Spanish", async () => {
    const user = setupUser();
    renderVideo('tutor');
    const captions = [
      "Welcome to Aula! Guide your children's learning, grade by grade, in English and Spanish.",
      'Add a child: on Children, register each one with their grade and a username and password of their own.',
      'Choose what each child may study: in Topics by grade, turn topics on or off.',
      'Set up their tests: turn them on or off, and choose the time per question and the score that completes a topic.',
      'Follow their progress: their reports show tests, time studied, daily activity and attendance.',
      "Set evaluations, print worksheets and have reports emailed to you. Let's start!",
    ];
    for (const [index, caption] of captions.entries()) {
      if (index > 0) await user.click(screen.getByRole('button', { name: /Next/ }));
      expect(screen.getByText(caption)).toBeVisible();
      expect(screen.queryByText(CAPTIONS.second)).not.toBeInTheDocument();
    }
    expect(screen.getByText('Scene 6 of 6')).toBeVisible();

    await i18n.changeLanguage('es');
    expect(
      await screen.findByText(
        'Prepara evaluaciones, imprime hojas de trabajo y recibe informes por correo. ¡Comencemos!',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Anterior/ }));
    expect(
      screen.getByText(
        'Sigue su progreso: sus informes muestran las pruebas, el tiempo de estudio, la actividad diaria y la asistencia.',
      ),
    ).toBeVisible();
  });

  it('stands still for less motion: the reader steps through it with Previous and Next', async () => {
    const user = setupUser();
    const { onDone } = renderVideo();
    expect(screen.getByText(CAPTIONS.first)).toBeVisible();
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(screen.getByText(CAPTIONS.second)).toBeVisible();
    expect(screen.getByText('Scene 2 of 6')).toBeVisible();
    for (let step = 2; step < 6; step += 1) {
      await user.click(screen.getByRole('button', { name: /Next/ }));
    }
    expect(screen.getByText(CAPTIONS.last)).toBeVisible();
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Continue/ }));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('plays by itself, pauses, and can be replayed from the start', () => {
    allowMotion();
    vi.useFakeTimers();
    renderVideo();
    expect(screen.getByText(CAPTIONS.first)).toBeVisible();
    act(() => vi.advanceTimersByTime(SCENE_MS));
    expect(screen.getByText(CAPTIONS.second)).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    act(() => vi.advanceTimersByTime(SCENE_MS * 3));
    expect(screen.getByText(CAPTIONS.second)).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    // Scenes 3 to 6, then the end of the last one.
    for (let scene = 3; scene <= 7; scene += 1) act(() => vi.advanceTimersByTime(SCENE_MS));
    expect(screen.getByText(CAPTIONS.last)).toBeVisible();
    // The end: no Pause or Play any more, Continue goes on; Replay starts again.
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Continue/ })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Replay' }));
    expect(screen.getByText(CAPTIONS.first)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pause' })).toBeVisible();
  });

  it('reads each scene aloud where the browser can speak', () => {
    allowMotion();
    vi.useFakeTimers();
    const spoken: string[] = [];
    vi.stubGlobal('speechSynthesis', {
      getVoices: () => [{ lang: 'en-US' }],
      cancel: vi.fn(),
      speak: (utterance: { text: string }) => spoken.push(utterance.text),
    });
    vi.stubGlobal(
      'SpeechSynthesisUtterance',
      class {
        constructor(public text: string) {}
      },
    );
    try {
      renderVideo();
      act(() => vi.advanceTimersByTime(SCENE_MS));
      expect(spoken).toEqual([CAPTIONS.first, CAPTIONS.second]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
