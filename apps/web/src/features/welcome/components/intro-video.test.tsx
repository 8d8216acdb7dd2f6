import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { INTRO_SCENES, SCENE_MS } from './intro-scenes';
import { IntroVideo } from './intro-video';

const CAPTIONS = {
  first: 'Welcome to Aula! Learning for every grade, in English and Spanish.',
  second: 'Choose your grade and a subject: math, grammar, reading, science and more.',
  last: "Read books, look up words and play games. Let's start!",
};

function renderVideo() {
  const onDone = vi.fn();
  render(
    <AppProvider>
      <IntroVideo onDone={onDone} />
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
  it('has six scenes of about five seconds: half a minute', () => {
    expect(INTRO_SCENES).toHaveLength(6);
    expect(INTRO_SCENES.length * SCENE_MS).toBe(30_000);
  });

  it('stands still for less motion: the reader steps through it with Previous and Next', async () => {
    const user = userEvent.setup({ delay: null });
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
