import { describe, expect, it } from 'vitest';
import { mergeMantineTheme, DEFAULT_THEME } from '@mantine/core';
import { theme, variantColorResolver } from './theme';

const fullTheme = mergeMantineTheme(DEFAULT_THEME, theme);
const colors = (color: string, variant: string) =>
  variantColorResolver({ color, variant, theme: fullTheme });

describe('the colours of light badges and alerts', () => {
  it('writes a shaded light badge in its shade on the light tint, never on the shade itself', () => {
    expect(colors('teal.9', 'light')).toMatchObject({
      background: 'var(--mantine-color-teal-light)',
      color: 'var(--mantine-color-teal-9)',
    });
    expect(colors('grape.9', 'light').background).toBe('var(--mantine-color-grape-light)');
  });

  it("keeps Mantine's colours for everything else", () => {
    expect(colors('teal', 'light')).toMatchObject({
      background: 'var(--mantine-color-teal-light)',
      color: 'var(--mantine-color-teal-light-color)',
    });
    expect(colors('gray.8', 'filled').background).toBe('var(--mantine-color-gray-8)');
  });
});
