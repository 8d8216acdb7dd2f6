import { vi } from 'vitest';

class FakeUtterance {
  lang = '';
  voice: unknown = null;
  rate = 1;
  constructor(readonly text: string) {}
}

/**
 * A browser that speaks English and Spanish (window.speechSynthesis and
 * SpeechSynthesisUtterance), recording what it is asked to say. The test setup removes it after
 * each test.
 */
export function installSpeech() {
  const spoken: FakeUtterance[] = [];
  const synthesis = {
    getVoices: () => [
      { lang: 'en-US', name: 'English' },
      { lang: 'es-ES', name: 'Español' },
    ],
    cancel: vi.fn(),
    speak: vi.fn((utterance: FakeUtterance) => spoken.push(utterance)),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  };
  vi.stubGlobal('speechSynthesis', synthesis);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  /** What was said, each with the language it was said in. */
  const said = () => spoken.map(({ text, lang }) => ({ text, lang }));
  return { said, synthesis };
}
