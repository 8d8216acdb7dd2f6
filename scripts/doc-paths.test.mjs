import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The architecture and the product rules are only worth reading while what they name is there:
 * every repository path the docs name exists, every link between them lands, and every heading
 * a code comment cites (`docs/<doc>.md#<heading>`) is still a heading of that doc.
 */

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const read = (path) => readFileSync(join(root, path), 'utf8');

/** The docs held to what they name: the README, the architecture and everything in docs/. */
const DOCS = [
  'README.md',
  'ARCHITECTURE.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

const PATH_ROOTS = ['apps/', 'packages/', 'scripts/', 'e2e/', 'bench/', 'docs/'];
/** Files at the repository's root a doc may name without a folder. */
const ROOT_FILE =
  /^(?:[A-Z][A-Z_-]*\.md|package(?:-lock)?\.json|tsconfig[\w.-]*\.json|[\w-]+\.config\.[cm]?[jt]s|eslint\.[\w.-]+\.js)$/;

/** The text of a doc outside its fenced code blocks (shell examples are not claims). */
function prose(markdown) {
  return markdown.replace(/^```[\s\S]*?^```/gm, '');
}

/** Backticked tokens that name a file or folder of the repository, without any `#anchor`. */
function namedPaths(markdown) {
  const paths = new Set();
  for (const [, token] of prose(markdown).matchAll(/`([^`\s]+)`/g)) {
    const path = token.split('#')[0];
    // Placeholders, globs and build output are not files of the repository.
    if (/[<>{}*…]/.test(path) || /(^|\/)dist(\/|$)/.test(path)) continue;
    if (PATH_ROOTS.some((prefix) => path.startsWith(prefix)) || ROOT_FILE.test(path))
      paths.add(path);
  }
  return [...paths];
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
function slugOf(heading) {
  return heading
    .replace(/`/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Every anchor a doc's headings give, with GitHub's -1, -2… for repeated ones. */
function anchorsOf(markdown) {
  const anchors = new Set();
  const seen = new Map();
  for (const [, heading] of prose(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const slug = slugOf(heading);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

const anchorCache = new Map();
function anchorsOfFile(path) {
  if (!anchorCache.has(path)) anchorCache.set(path, anchorsOf(read(path)));
  return anchorCache.get(path);
}

/** Relative links of a doc, `[text](target)`, as repository paths with their anchor. */
function relativeLinks(doc, markdown) {
  const links = [];
  for (const [, target] of prose(markdown).matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/i.test(target)) continue;
    const [file, anchor] = target.split('#');
    const path = file ? relative(root, resolve(root, dirname(doc), file)) : doc;
    links.push({ target, path, anchor });
  }
  return links;
}

/** The source files whose comments may cite a doc. */
function sourceFiles(folder) {
  const files = [];
  for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!['node_modules', 'dist', 'test-results', 'playwright-report'].includes(entry.name))
        files.push(...sourceFiles(path));
    } else if (/\.(ts|tsx|js|mjs)$/.test(entry.name)) files.push(path);
  }
  return files;
}

const exists = (path) => existsSync(join(root, path.replace(/\/$/, '')));
const thisFile = relative(root, fileURLToPath(import.meta.url));

describe('the docs', () => {
  it.each(DOCS)('%s names only paths that exist', (doc) => {
    const missing = namedPaths(read(doc)).filter((path) => !exists(path));
    expect(missing).toEqual([]);
  });

  it.each(DOCS)('%s links only to files and headings that exist', (doc) => {
    const broken = relativeLinks(doc, read(doc))
      .filter(({ path, anchor }) => {
        if (!exists(path)) return true;
        return anchor !== undefined && path.endsWith('.md') && !anchorsOfFile(path).has(anchor);
      })
      .map(({ target }) => target);
    expect(broken).toEqual([]);
  });
});

describe('the code comments', () => {
  const files = ['apps', 'packages', 'scripts', 'e2e', 'bench']
    .flatMap(sourceFiles)
    .filter((path) => path !== thisFile);
  const citations = files.flatMap((file) =>
    [...read(file).matchAll(/\b((?:docs\/[\w-]+|ARCHITECTURE)\.md)(?:#([\w-]+))?/g)].map(
      ([, doc, anchor]) => ({ file, doc, anchor }),
    ),
  );

  it('cite the docs somewhere (the search itself works)', () => {
    expect(citations.length).toBeGreaterThan(0);
  });

  it('cite only docs and headings that exist', () => {
    const broken = citations
      .filter(({ doc, anchor }) => !exists(doc) || (anchor && !anchorsOfFile(doc).has(anchor)))
      .map(({ file, doc, anchor }) => `${file}: ${doc}${anchor ? `#${anchor}` : ''}`);
    expect(broken).toEqual([]);
  });
});

describe('the readers', () => {
  it('make GitHub anchors: punctuation but hyphens dropped, spaces turned to hyphens', () => {
    expect(slugOf("Tutors' tools")).toBe('tutors-tools');
    expect(slugOf('Lazy dialogs, popups and other late pieces')).toBe(
      'lazy-dialogs-popups-and-other-late-pieces',
    );
    expect(slugOf('The `domain/` folder')).toBe('the-domain-folder');
    expect([...anchorsOf('## Quiz\n\n```\n## not a heading\n```\n\n### Quiz\n')]).toEqual([
      'quiz',
      'quiz-1',
    ]);
  });

  it('take backticked repository paths, not placeholders or build output', () => {
    expect(
      namedPaths(
        'See `apps/web/src/main.tsx#boot`, `eslint.config.js`, `services/<name>/`, ' +
          '`apps/web/dist/index.html`, `main.tsx` and `docs/`.',
      ),
    ).toEqual(['apps/web/src/main.tsx', 'eslint.config.js', 'docs/']);
  });
});
