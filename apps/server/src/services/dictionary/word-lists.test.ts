import { describe, expect, it } from 'vitest';
import { dictionaryWordProblem } from '@aula/shared';
import { foldWord } from './fold-word';
import { PrefixIndex } from './prefix-index';
import { splitGloss } from './wordnet';

describe('splitGloss', () => {
  it('separates the definition from the first quoted example', () => {
    expect(splitGloss('a young person; "the child sang"; "she is a child"')).toEqual({
      definition: 'a young person',
      example: 'the child sang',
    });
  });

  it('leaves the example empty when the gloss has none', () => {
    expect(splitGloss('a frozen dessert  ')).toEqual({
      definition: 'a frozen dessert',
      example: '',
    });
  });
});

describe('PrefixIndex', () => {
  const index = new PrefixIndex([
    { word: 'cat', key: 'cat', rank: -5 },
    { word: 'catalogue', key: 'catalogue', rank: -9 },
    { word: 'cab', key: 'cab', rank: 0 },
    { word: 'car', key: 'car', rank: 0 },
    { word: 'dog', key: 'dog', rank: -100 },
  ]);

  it('ranks the most common first, then the shortest, then the alphabet', () => {
    expect(index.find('ca', 10)).toEqual(['catalogue', 'cat', 'cab', 'car']);
    expect(index.find('ca', 2)).toEqual(['catalogue', 'cat']);
    expect(index.find('x', 10)).toEqual([]);
  });
});

describe('foldWord', () => {
  it('reads Spanish words without case, accents or tildes', () => {
    expect(foldWord('Árbol')).toBe('arbol');
    expect(foldWord('NIÑO')).toBe('nino');
  });
});

describe('dictionaryWordProblem', () => {
  it('accepts words, phrases and words with accents', () => {
    for (const word of ['dog', ' ice cream ', "don't", 'well-being', 'árbol', 'собака', '-mente'])
      expect(dictionaryWordProblem(word), word).toBeNull();
  });

  it('names what is wrong with odd input', () => {
    expect(dictionaryWordProblem('  ')).toBe('validation.word.required');
    expect(dictionaryWordProblem('é'.repeat(65))).toBe('validation.word.tooLong');
    expect(dictionaryWordProblem('--')).toBe('validation.word.noLetters');
    expect(dictionaryWordProblem('a+b')).toBe('validation.word.invalidCharacters');
    expect(dictionaryWordProblem('hеllo')).toBe('validation.word.mixedScripts');
    expect(dictionaryWordProblem('he\tllo')).toBe('validation.word.controlCharacters');
  });
});
