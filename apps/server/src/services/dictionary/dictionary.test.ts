import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '@aula/db/testing';
import type { ApiError, Spelling, WordDefinition, WordSuggestions } from '@aula/shared';
import type { DictionaryTestApp } from '../../testing/dictionary-app';
import { createDictionaryTestApp } from '../../testing/dictionary-app';

describe.each(testDialects())('dictionary service on %s', (dialect) => {
  let t: DictionaryTestApp;
  let studentToken: string;
  let tutorToken: string;

  beforeAll(async () => {
    t = await createDictionaryTestApp(dialect);
    const tutor = await t.createUser('tutor');
    const student = await t.createUser('student', {
      account_id: tutor.account_id,
      tutor_id: tutor.id,
    });
    studentToken = await t.tokenFor(student);
    tutorToken = await t.tokenFor(tutor);
  });

  afterAll(async () => {
    await t.close();
  });

  function get(url: string, headers: Record<string, string> = {}, token = studentToken) {
    return t.dictionary.inject({ method: 'GET', url, headers: { ...t.bearer(token), ...headers } });
  }

  async function ok<T>(url: string, headers?: Record<string, string>, token?: string) {
    const response = await get(url, headers, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  }

  const q = (text: string) => encodeURIComponent(text);

  describe('spelling', () => {
    it('accepts a word spelled right in English and in Spanish', async () => {
      expect(await ok<Spelling>('/v1/spell?word=elephant&lang=en')).toEqual({
        word: 'elephant',
        correct: true,
        suggestions: [],
      });
      expect(await ok<Spelling>(`/v1/spell?word=${q('árbol')}&lang=es`)).toEqual({
        word: 'árbol',
        correct: true,
        suggestions: [],
      });
    });

    it('suggests at most 8 corrections for a misspelled word', async () => {
      const english = await ok<Spelling>('/v1/spell?word=recieve&lang=en');
      expect(english.correct).toBe(false);
      expect(english.suggestions).toContain('receive');

      const many = await ok<Spelling>('/v1/spell?word=paris&lang=en');
      expect(many.suggestions.length).toBeGreaterThan(0);
      expect(many.suggestions.length).toBeLessThanOrEqual(8);
    });

    it('puts the accented spelling first when a Spanish word only lacks its accent', async () => {
      const spanish = await ok<Spelling>('/v1/spell?word=arbol&lang=es');
      expect(spanish).toMatchObject({ word: 'arbol', correct: false });
      expect(spanish.suggestions[0]).toBe('árbol');
    });

    it('checks a phrase word by word and suggests inside the phrase', async () => {
      const phrase = await ok<Spelling>(`/v1/spell?word=${q('ice crem')}&lang=en`);
      expect(phrase.correct).toBe(false);
      expect(phrase.suggestions).toContain('ice cream');
    });

    it('gives no suggestions for a word nobody could mean, without failing', async () => {
      const nonsense = await ok<Spelling>(`/v1/spell?word=${'zq'.repeat(20)}&lang=en`);
      expect(nonsense).toEqual({ word: 'zq'.repeat(20), correct: false, suggestions: [] });
    });
  });

  describe('definitions', () => {
    it('defines an English word from WordNet with part of speech and example', async () => {
      const dog = await ok<WordDefinition>('/v1/words/dog?lang=en');
      expect(dog.word).toBe('dog');
      expect(dog.lang).toBe('en');
      expect(dog.entries[0]).toEqual({
        part_of_speech: 'noun',
        definition: expect.stringContaining('domesticated') as string,
        example: 'the dog barked all night',
      });
      expect(dog.entries.map((entry) => entry.part_of_speech)).toContain('verb');
    });

    it('ignores case and finds the base form of a regular plural', async () => {
      expect((await ok<WordDefinition>('/v1/words/DOG?lang=en')).word).toBe('dog');
      expect((await ok<WordDefinition>('/v1/words/elephants?lang=en')).word).toBe('elephant');
    });

    it('gives an empty example when WordNet has none, and knows phrases', async () => {
      const iceCream = await ok<WordDefinition>(`/v1/words/${q('ice cream')}?lang=en`);
      expect(iceCream.entries[0]!.definition).toMatch(/frozen dessert/);
      const examples = iceCream.entries.map((entry) => entry.example);
      expect(examples.every((example) => typeof example === 'string')).toBe(true);
    });

    it('defines a Spanish word from the project word list, with or without accents', async () => {
      const arbol = await ok<WordDefinition>(`/v1/words/${q('árbol')}?lang=es`);
      expect(arbol).toEqual({
        word: 'árbol',
        lang: 'es',
        entries: [
          {
            part_of_speech: 'noun',
            definition: 'Planta grande y alta con un tronco de madera, ramas y hojas.',
            example: 'Los pájaros hicieron un nido en el árbol.',
          },
        ],
      });
      expect(await ok<WordDefinition>('/v1/words/arbol?lang=es')).toEqual(arbol);
      expect(await ok<WordDefinition>(`/v1/words/${q('ÁRBOL')}?lang=es`)).toEqual(arbol);
    });

    it('answers 404 with a translated message for an unknown word', async () => {
      const english = await get('/v1/words/blorptastic?lang=en');
      expect(english.statusCode).toBe(404);
      expect(english.json<ApiError>().error).toBe('not_found');

      const spanish = await get('/v1/words/blorptastico?lang=es');
      expect(spanish.statusCode).toBe(404);
      expect(spanish.json<ApiError>().message).not.toBe(english.json<ApiError>().message);
    });
  });

  describe('prefix suggestions', () => {
    it('suggests at most 10 English lemmas starting with the prefix', async () => {
      const { items } = await ok<WordSuggestions>('/v1/suggest?prefix=ele&lang=en');
      expect(items.length).toBeGreaterThan(0);
      expect(items.length).toBeLessThanOrEqual(10);
      expect(items.every((item) => item.startsWith('ele'))).toBe(true);
      expect(new Set(items).size).toBe(items.length);
      const { items: wide } = await ok<WordSuggestions>('/v1/suggest?prefix=s&lang=en');
      expect(wide).toHaveLength(10);
    });

    it('finds Spanish words typed without accents, shortest first', async () => {
      const { items } = await ok<WordSuggestions>('/v1/suggest?prefix=arb&lang=es');
      expect(items).toContain('árbol');
      const { items: short } = await ok<WordSuggestions>('/v1/suggest?prefix=A&lang=es');
      expect(short[0]).toBe('a');
      expect(short.length).toBeLessThanOrEqual(10);
      const lengths = short.map((item) => item.length);
      expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
    });

    it('answers an empty list when nothing starts with the prefix', async () => {
      expect(await ok<WordSuggestions>('/v1/suggest?prefix=zzzzq&lang=en')).toEqual({
        items: [],
      });
    });
  });

  describe('language', () => {
    it('follows Accept-Language when the query names no language', async () => {
      const spanish = await ok<WordDefinition>('/v1/words/arbol', { 'accept-language': 'es' });
      expect(spanish).toMatchObject({ word: 'árbol', lang: 'es' });
      const english = await ok<WordDefinition>('/v1/words/dog', { 'accept-language': 'en-US' });
      expect(english.lang).toBe('en');
      expect((await ok<WordDefinition>('/v1/words/dog')).lang).toBe('en');
    });

    it('lets the lang query win over Accept-Language, messages included', async () => {
      const english = await ok<WordDefinition>('/v1/words/dog?lang=en', {
        'accept-language': 'es',
      });
      expect(english.lang).toBe('en');
      const spelled = await ok<Spelling>(`/v1/spell?word=${q('árbol')}&lang=es`, {
        'accept-language': 'en',
      });
      expect(spelled.correct).toBe(true);
      const refused = await get(`/v1/spell?word=${q('123')}&lang=es`, { 'accept-language': 'en' });
      expect(refused.json<ApiError>().message).toBe('Una palabra necesita letras');
    });

    it('refuses a language it does not have with a 400', async () => {
      const response = await get('/v1/words/dog?lang=fr');
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiError>()).toMatchObject({
        error: 'validation',
        message: 'Choose English or Spanish',
        fields: { lang: 'Choose English or Spanish' },
      });
    });
  });

  describe('odd input', () => {
    const cases: [name: string, word: string, en: string, es: string][] = [
      ['an empty word', '', 'Type a word', 'Escribe una palabra'],
      ['only spaces', '   ', 'Type a word', 'Escribe una palabra'],
      [
        'a word of 65 letters',
        'a'.repeat(65),
        'Type a word of 64 characters at most',
        'Escribe una palabra de 64 caracteres como máximo',
      ],
      ['only digits', '12345', 'A word needs letters', 'Una palabra necesita letras'],
      ['only punctuation', '?!*', 'A word needs letters', 'Una palabra necesita letras'],
      ['an emoji', '🐶', 'A word needs letters', 'Una palabra necesita letras'],
      [
        'letters and digits',
        'dog2',
        "A word has only letters (and - ' or spaces)",
        "Una palabra solo tiene letras (y - ' o espacios)",
      ],
      [
        'Latin and Cyrillic letters',
        'dоg', // the "о" is Cyrillic
        'A word is written in one alphabet only',
        'Una palabra se escribe con un solo alfabeto',
      ],
      [
        'a control character',
        'do\u0000g',
        'The word has hidden characters; type it again',
        'La palabra tiene caracteres ocultos; escríbela otra vez',
      ],
      [
        'an invisible format character',
        'do\u200Bg',
        'The word has hidden characters; type it again',
        'La palabra tiene caracteres ocultos; escríbela otra vez',
      ],
    ];

    it.each(cases)(
      'refuses %s with a translated 400 on every endpoint',
      async (_name, word, en, es) => {
        for (const url of [
          `/v1/spell?word=${q(word)}`,
          `/v1/suggest?prefix=${q(word)}`,
          ...(word.trim() ? [`/v1/words/${q(word)}`] : []),
        ]) {
          for (const [language, message] of [
            ['en', en],
            ['es', es],
          ] as const) {
            const response = await get(url, { 'accept-language': language });
            expect(response.statusCode, `${url} ${response.body}`).toBe(400);
            expect(response.json<ApiError>()).toMatchObject({ error: 'validation', message });
          }
        }
      },
    );

    it('refuses a missing word and a 64-letter word is still a word', async () => {
      expect((await get('/v1/spell')).statusCode).toBe(400);
      expect((await get('/v1/suggest?lang=en')).statusCode).toBe(400);
      expect((await get(`/v1/spell?word=${'a'.repeat(64)}`)).statusCode).toBe(200);
      expect((await get(`/v1/words/${'a'.repeat(64)}`)).statusCode).toBe(404);
      // Percent-encoded accents make a long path; it is still read as one word.
      expect((await get(`/v1/words/${q('á'.repeat(64))}?lang=es`)).statusCode).toBe(404);
      expect((await get(`/v1/words/${q('á'.repeat(65))}?lang=es`)).statusCode).toBe(400);
    });

    it('accepts words of another single alphabet and simply does not know them', async () => {
      expect((await get(`/v1/words/${q('собака')}?lang=en`)).statusCode).toBe(404);
      const spelled = await ok<Spelling>(`/v1/spell?word=${q('собака')}&lang=en`);
      expect(spelled.correct).toBe(false);
    });

    it('treats a malformed percent-encoding as a bad request, never a 500', async () => {
      expect((await get('/v1/spell?word=%E0%A4%A')).statusCode).toBeLessThan(500);
      expect((await get('/v1/words/%E0%A4%A')).statusCode).toBe(400);
    });
  });

  describe('who may use it', () => {
    it('answers 401 without a token or with a bad one', async () => {
      for (const url of [
        '/v1/spell?word=dog',
        '/v1/words/dog',
        '/v1/suggest?prefix=do',
        '/v1/glossary',
      ]) {
        const none = await t.dictionary.inject({ method: 'GET', url });
        expect(none.statusCode, url).toBe(401);
        expect(none.json<ApiError>().error).toBe('unauthorized');
        const bad = await t.dictionary.inject({
          method: 'GET',
          url,
          headers: t.bearer('not-a-token'),
        });
        expect(bad.statusCode, url).toBe(401);
      }
    });

    it('lets tutors use it too, and refuses the installer', async () => {
      expect((await get('/v1/words/dog', {}, tutorToken)).statusCode).toBe(200);
      const installer = await t.tokenFor(await t.createUser('installer'));
      expect((await get('/v1/words/dog', {}, installer)).statusCode).toBe(403);
    });
  });
});
