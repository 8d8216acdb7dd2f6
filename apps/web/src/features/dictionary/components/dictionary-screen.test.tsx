import type { WordDefinition } from '@aula/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { mockFetch } from '../../../test/fetch-mock';
import { currentUser } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render-screen';
import { DictionaryScreen } from './dictionary-screen';
import { setupUser } from '../../../test/user';

const ROUTE = '/spelling-helper-dictionary';

function planet(): WordDefinition {
  return {
    word: 'planet',
    lang: 'en',
    entries: [
      {
        part_of_speech: 'noun',
        definition: 'a large body that moves around a star',
        example: 'the Earth is a planet',
      },
      { part_of_speech: 'noun', definition: 'a wandering star (old meaning)', example: '' },
    ],
  };
}

function renderDictionary(path = ROUTE) {
  return renderScreen(<DictionaryScreen />, { user: currentUser('student'), route: ROUTE, path });
}

function wordBox() {
  return screen.getByRole('combobox', { name: /^Word/ });
}

function installSpeech() {
  const spoken: { text: string; lang: string }[] = [];
  class FakeUtterance {
    lang = '';
    voice: unknown = null;
    rate = 1;
    constructor(readonly text: string) {}
  }
  vi.stubGlobal('speechSynthesis', {
    getVoices: () => [
      { lang: 'en-US', name: 'English' },
      { lang: 'es-ES', name: 'Español' },
    ],
    cancel: vi.fn(),
    speak: vi.fn((utterance: FakeUtterance) => spoken.push(utterance)),
  });
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  return spoken;
}

describe('spelling-helper dictionary', () => {
  it('starts with tips, then looks a word up and shows its meanings with part of speech and example', async () => {
    const user = setupUser();
    const spoken = installSpeech();
    const { requests } = mockFetch({
      'GET /v1/suggest': { body: { items: [] } },
      'GET /v1/words/planet': { body: planet() },
    });
    const view = renderDictionary();
    expect(screen.getByRole('heading', { level: 1, name: 'Spelling helper' })).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 2, name: 'What word are you curious about?' }),
    ).toBeVisible();
    expect(screen.getByText('Press “Read aloud” to hear the word.')).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Browse the glossary of your lessons' }),
    ).toHaveAttribute('href', '/glossary');

    await user.type(wordBox(), 'planet{Enter}');
    expect(await screen.findByRole('heading', { level: 2, name: 'planet' })).toBeVisible();
    expect(view.router.state.location.search).toBe('?word=planet&lang=en');
    const lookups = requests.filter((request) => request.url.pathname === '/v1/words/planet');
    expect(lookups[0]?.url.searchParams.get('lang')).toBe('en');
    expect(lookups[0]?.headers['Accept-Language']).toBe('en');

    const meanings = within(screen.getByRole('list', { name: 'Meanings of “planet”' }));
    const items = meanings.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('noun')).toBeVisible();
    expect(within(items[0]!).getByText('a large body that moves around a star')).toBeVisible();
    expect(within(items[0]!).getByText('“the Earth is a planet”')).toBeVisible();
    expect(within(items[1]!).queryByText(/Example/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Read “planet” aloud' }));
    expect(spoken).toMatchObject([{ text: 'planet', lang: 'en-US' }]);
  });

  it('offers "Did you mean…" for a misspelled word, and picking a suggestion looks it up', async () => {
    const user = setupUser();
    const { requests } = mockFetch({
      'GET /v1/words/plannet': { status: 404, body: { error: 'not_found', message: 'Not found' } },
      'GET /v1/spell': {
        body: { word: 'plannet', correct: false, suggestions: ['planet', 'planets'] },
      },
      'GET /v1/words/planet': { body: planet() },
    });
    const view = renderDictionary(`${ROUTE}?word=plannet`);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'We could not find “plannet”' }),
    ).toBeVisible();
    expect(screen.getByText('Did you mean…')).toBeVisible();
    const spell = requests.find((request) => request.url.pathname === '/v1/spell');
    expect(spell?.url.searchParams.get('word')).toBe('plannet');
    expect(screen.getByRole('button', { name: 'Look up “planets”' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Look up “planet”' }));
    expect(await screen.findByRole('list', { name: 'Meanings of “planet”' })).toBeVisible();
    expect(view.router.state.location.search).toBe('?word=planet&lang=en');
    expect(wordBox()).toHaveValue('planet');
  });

  it('suggests words while typing, and the keyboard picks one', async () => {
    const user = setupUser();
    const { requests } = mockFetch({
      'GET /v1/suggest': { body: { items: ['planet', 'plant', 'plate'] } },
      'GET /v1/words/plant': {
        body: {
          word: 'plant',
          lang: 'en',
          entries: [
            { part_of_speech: 'noun', definition: 'a living thing that grows', example: '' },
          ],
        },
      },
    });
    renderDictionary();
    await user.type(wordBox(), 'pla');
    expect(await screen.findByRole('option', { name: 'plant', hidden: true })).toBeInTheDocument();
    const suggests = requests.filter((request) => request.url.pathname === '/v1/suggest');
    // Debounced: one request for what was typed, not one per letter.
    expect(suggests.map((request) => request.url.searchParams.get('prefix'))).toEqual(['pla']);
    expect(suggests[0]?.url.searchParams.get('lang')).toBe('en');

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(await screen.findByText('a living thing that grows')).toBeVisible();
    expect(wordBox()).toHaveValue('plant');
  });

  it('says it is looking for words while the suggestions are on their way', async () => {
    const user = setupUser();
    let answer: (reply: { body: unknown }) => void = () => {};
    mockFetch({
      'GET /v1/suggest': () => new Promise((resolve) => (answer = resolve)),
    });
    renderDictionary();
    await user.type(wordBox(), 'pla');
    // A named loader needs a role: a bare span with a label is an axe violation.
    expect(await screen.findByRole('status', { name: 'Looking for words…' })).toBeInTheDocument();
    answer({ body: { items: ['planet'] } });
    expect(await screen.findByRole('option', { name: 'planet', hidden: true })).toBeInTheDocument();
  });

  it('speaks Spanish: the word is looked up in Spanish and its part of speech is translated', async () => {
    await i18n.changeLanguage('es');
    const user = setupUser();
    const { requests } = mockFetch({
      'GET /v1/suggest': { body: { items: [] } },
      'GET /v1/words/arbol': {
        body: {
          word: 'árbol',
          lang: 'es',
          entries: [
            {
              part_of_speech: 'noun',
              definition: 'Planta grande con tronco, ramas y hojas.',
              example: 'El árbol da sombra.',
            },
          ],
        },
      },
      'GET /v1/words/tree': {
        body: {
          word: 'tree',
          lang: 'en',
          entries: [{ part_of_speech: 'noun', definition: 'a tall plant', example: '' }],
        },
      },
    });
    renderDictionary();
    expect(screen.getByRole('heading', { level: 1, name: 'Ayudante de ortografía' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Español' })).toBeChecked();

    await user.type(screen.getByRole('combobox', { name: /^Palabra/ }), 'arbol{Enter}');
    expect(await screen.findByRole('heading', { level: 2, name: 'árbol' })).toBeVisible();
    expect(screen.getByText('sustantivo')).toBeVisible();
    expect(screen.getByText('Idioma: Español')).toBeVisible();
    const lookup = requests.find((request) => request.url.pathname === '/v1/words/arbol');
    expect(lookup?.url.searchParams.get('lang')).toBe('es');
    expect(lookup?.headers['Accept-Language']).toBe('es');

    // The word's language may differ from the interface's.
    await user.click(screen.getByRole('radio', { name: 'English' }));
    await user.clear(screen.getByRole('combobox', { name: /^Palabra/ }));
    await user.type(screen.getByRole('combobox', { name: /^Palabra/ }), 'tree{Enter}');
    expect(await screen.findByText('a tall plant')).toBeVisible();
    const tree = requests.find((request) => request.url.pathname === '/v1/words/tree');
    expect(tree?.url.searchParams.get('lang')).toBe('en');
    expect(tree?.headers['Accept-Language']).toBe('es');
    expect(screen.getByText('sustantivo')).toBeVisible();
  });

  it("shows the server's 400 message on the word box", async () => {
    const user = setupUser();
    mockFetch({
      'GET /v1/suggest': { body: { items: [] } },
      'GET /v1/words/zzz': {
        status: 400,
        body: {
          error: 'validation',
          message: 'A word is written in one alphabet only',
          fields: { word: 'A word is written in one alphabet only' },
        },
      },
    });
    renderDictionary();
    await user.type(wordBox(), 'zzz{Enter}');
    expect(await screen.findByText('A word is written in one alphabet only')).toBeVisible();
    expect(wordBox()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it('says what is wrong with a typed word before asking the service', async () => {
    const user = setupUser();
    const { requests } = mockFetch({});
    renderDictionary();
    await user.type(wordBox(), '1234{Enter}');
    expect(await screen.findByText('A word needs letters')).toBeVisible();
    expect(wordBox()).toHaveAttribute('aria-invalid', 'true');
    expect(requests.filter((request) => request.url.pathname.startsWith('/v1/words'))).toEqual([]);
  });
});
