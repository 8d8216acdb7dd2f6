import { describe, expect, it } from 'vitest';
import { entryKeys } from './entry-keys';

const t = (en: string, es = en) => ({ en, es });

describe('entryKeys', () => {
  it('names entries by the rank of their text, not their position', () => {
    expect(entryKeys([t('b'), t('c'), t('a')], 'i')).toEqual(['i2', 'i3', 'i1']);
    // Listing the same texts in another order gives each text the same key.
    expect(entryKeys([t('a'), t('b'), t('c')], 'i')).toEqual(['i1', 'i2', 'i3']);
  });

  it('breaks ties with Spanish, then the authored position', () => {
    expect(entryKeys([t('x', 'b'), t('x', 'a')], 'c')).toEqual(['c2', 'c1']);
    expect(entryKeys([t('x'), t('x')], 'c')).toEqual(['c1', 'c2']);
  });
});
