import { describe, expect, it } from 'vitest';
import { NAMESPACES, resources } from './resources';

type Tree = { [key: string]: string | Tree };

function leafKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`),
  );
}

function placeholders(text: string) {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();
}

describe.each(NAMESPACES)('the %s namespace', (namespace) => {
  const english = resources.en[namespace] as Tree;
  const spanish = resources.es[namespace] as Tree;

  it('has the same keys in English and Spanish', () => {
    const englishKeys = leafKeys(english);
    const spanishKeys = leafKeys(spanish);
    expect(spanishKeys.filter((key) => !englishKeys.includes(key))).toEqual([]);
    expect(englishKeys.filter((key) => !spanishKeys.includes(key))).toEqual([]);
  });

  it('has no empty text and the same placeholders in both languages', () => {
    const lookup = (tree: Tree, key: string) =>
      key
        .split('.')
        .reduce<string | Tree | undefined>(
          (node, part) => (typeof node === 'object' ? node[part] : undefined),
          tree,
        );
    for (const key of leafKeys(english)) {
      const en = lookup(english, key);
      const es = lookup(spanish, key);
      expect(typeof en === 'string' && en.trim().length > 0, `en ${key}`).toBe(true);
      expect(typeof es === 'string' && es.trim().length > 0, `es ${key}`).toBe(true);
      expect(placeholders(String(es)), `${namespace}:${key}`).toEqual(placeholders(String(en)));
    }
  });
});
