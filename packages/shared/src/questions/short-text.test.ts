import { describe, expect, it } from 'vitest';
import { normalizeShortText, scoreShortTextAnswer } from './short-text';

describe('normalizeShortText', () => {
  it('trims, collapses spaces, and by default drops case and accents', () => {
    expect(normalizeShortText('  Buenos\t  AIRES ')).toBe('buenos aires');
    expect(normalizeShortText('Canción')).toBe('cancion');
    expect(normalizeShortText('Cancio\u0301n')).toBe('cancion');
    expect(normalizeShortText('don’t')).toBe("don't");
  });

  it('keeps case or accents when asked', () => {
    expect(normalizeShortText(' París ', { case_sensitive: true })).toBe('Paris');
    expect(normalizeShortText('París', { accent_sensitive: true })).toBe('parís');
    // Composed and decomposed accents are the same letter.
    expect(normalizeShortText('Pari\u0301s', { accent_sensitive: true })).toBe('parís');
  });
});

describe('scoreShortTextAnswer', () => {
  it('ignores case, spacing and accents by default', () => {
    for (const text of ['París', 'paris', '  PARIS ', 'Pari\u0301s'])
      expect(scoreShortTextAnswer(text, ['París'])).toEqual({ outcome: 'correct' });
    expect(scoreShortTextAnswer('Lyon', ['París'])).toEqual({ outcome: 'wrong' });
    expect(scoreShortTextAnswer('los  angeles', ['Los Ángeles'])).toEqual({ outcome: 'correct' });
  });

  it('counts ñ as n unless accents matter', () => {
    expect(scoreShortTextAnswer('ano', ['año']).outcome).toBe('correct');
    expect(scoreShortTextAnswer('ano', ['año'], { accent_sensitive: true }).outcome).toBe('wrong');
    expect(scoreShortTextAnswer('año', ['año'], { accent_sensitive: true }).outcome).toBe(
      'correct',
    );
  });

  it('honours case_sensitive', () => {
    expect(scoreShortTextAnswer('h2o', ['H2O'], { case_sensitive: true }).outcome).toBe('wrong');
    expect(scoreShortTextAnswer('H2O', ['H2O'], { case_sensitive: true }).outcome).toBe('correct');
  });

  it('accepts any of the accepted answers', () => {
    expect(scoreShortTextAnswer('twelve', ['12', 'twelve']).outcome).toBe('correct');
  });

  it('asks again for a blank answer', () => {
    expect(scoreShortTextAnswer('   ', ['x'])).toEqual({ outcome: 'invalid', reason: 'empty' });
  });
});
