import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const leanModule = (path: string) => fileURLToPath(new URL(`../src/${path}.ts`, import.meta.url));
const mantineComponent = (name: string) =>
  new RegExp(`[\\\\/]@mantine[\\\\/]core[\\\\/]esm[\\\\/]components[\\\\/]${name}[\\\\/]`);

/**
 * Where a Mantine component takes one small thing from a library whose build is a single
 * module, the bundle would fetch the whole library with it: a chunk cannot hold part of a
 * module. These components get that one thing from a module of ours instead (same behaviour,
 * same values, but for the one noted); the components that need the whole library still get it.
 */
const SUBSTITUTIONS = [
  {
    // ScrollArea (inside every Table, through its ScrollContainer) merges three refs with
    // floating-ui's `useMergeRefs`: 15 KB gzip of popup positioning on every screen with a table.
    importer: mantineComponent('ScrollArea'),
    source: '@floating-ui/react',
    replacement: leanModule('lib/lean-imports/merge-refs'),
  },
  {
    // Table carries Table.ScrollContainer, which scrolls with ScrollArea: 5 KB gzip on every
    // screen with a table. Aula's tables scroll with TableScroll (the browser's scrollbar), and
    // Table.ScrollContainer is that one too (beside TableScroll in components/ui).
    importer: mantineComponent('Table'),
    source: './TableScrollContainer.mjs',
    replacement: leanModule('components/ui/table-scroll-container'),
  },
  {
    // The AppShell's header, footer and aside read one class name from react-remove-scroll:
    // 4 KB gzip of scroll locking in every signed-in layout. Dialogs, which lock the page's
    // scroll, still get the library.
    importer: mantineComponent('AppShell'),
    source: 'react-remove-scroll',
    replacement: leanModule('lib/lean-imports/remove-scroll-class-names'),
  },
];

export function leanMantineImports(): Plugin {
  return {
    name: 'aula-lean-mantine-imports',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null;
      const substitution = SUBSTITUTIONS.find(
        (candidate) => candidate.source === source && candidate.importer.test(importer),
      );
      return substitution?.replacement ?? null;
    },
  };
}
