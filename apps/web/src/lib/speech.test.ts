import { afterEach, describe, expect, it, vi } from 'vitest';
import { canSpeak, speak } from './speech';

class FakeUtterance {
  lang = '';
  voice: unknown = null;
  rate = 1;
  constructor(readonly text: string) {}
}

function installSpeech(voices: { lang: string; name: string }[]) {
  const spoken: FakeUtterance[] = [];
  const synthesis = {
    getVoices: () => voices,
    cancel: vi.fn(),
    speak: vi.fn((utterance: FakeUtterance) => spoken.push(utterance)),
  };
  vi.stubGlobal('speechSynthesis', synthesis);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  return { spoken, synthesis };
}

afterEach(() => vi.unstubAllGlobals());

describe('reading aloud', () => {
  it('speaks in the user’s language with a voice of that language, cutting off what was said', () => {
    const { spoken, synthesis } = installSpeech([
      { lang: 'en-US', name: 'English' },
      { lang: 'es-MX', name: 'Español' },
    ]);
    speak('¿Cuánto es 3 + 4?', 'es');
    expect(synthesis.cancel).toHaveBeenCalled();
    expect(spoken).toHaveLength(1);
    expect(spoken[0]).toMatchObject({
      text: '¿Cuánto es 3 + 4?',
      lang: 'es-ES',
      voice: { name: 'Español' },
    });
    expect(canSpeak('es')).toBe(true);
  });

  it('says nothing, and breaks nothing, where there is no voice for the language', () => {
    const { spoken } = installSpeech([{ lang: 'en-GB', name: 'English' }]);
    speak('Hola', 'es');
    expect(spoken).toEqual([]);
    expect(canSpeak('es')).toBe(false);
    vi.unstubAllGlobals();
    vi.stubGlobal('speechSynthesis', undefined);
    expect(() => speak('Hello', 'en')).not.toThrow();
    expect(canSpeak('en')).toBe(false);
  });
});
