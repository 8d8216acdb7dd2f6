import { describe, expect, it } from 'vitest';
import type { BuiltChunk } from './boot-chunks';
import { BOOT_ROOTS, LAYOUT_ROOTS, bootChunkPlanOf } from './boot-chunks';

const [pageScript] = BOOT_ROOTS.page;
const [appEntry] = BOOT_ROOTS.app;
const [visitorApp] = BOOT_ROOTS.visitor;
const [signedInApp, roleRoutes] = BOOT_ROOTS.signedIn;

/**
 * A build as the bundler splits it without boot groups: each root in a chunk of its own, and
 * what several chunks share in small chunks of its own.
 */
const chunks: BuiltChunk[] = [
  {
    fileName: 'index.js',
    moduleIds: ['index.html', pageScript!],
    imports: ['storage.js'],
    dynamicImports: [],
  },
  { fileName: 'storage.js', moduleIds: ['lib/storage.ts'], imports: [], dynamicImports: [] },
  {
    fileName: 'main.js',
    moduleIds: [appEntry!],
    imports: ['text.js', 'storage.js'],
    dynamicImports: [],
  },
  { fileName: 'text.js', moduleIds: ['mantine/Text.mjs'], imports: [], dynamicImports: [] },
  {
    fileName: 'visitor-app.js',
    moduleIds: [visitorApp!],
    imports: ['paper.js', 'text.js', 'password.js'],
    dynamicImports: ['reset-password.js'],
  },
  // The visitor's lazily loaded password reset, sharing modules with the signed-in app.
  {
    fileName: 'reset-password.js',
    moduleIds: ['reset-password-screen.tsx'],
    imports: ['form-rules.js', 'language-switch.js'],
    dynamicImports: [],
  },
  { fileName: 'form-rules.js', moduleIds: ['lib/form-rules.ts'], imports: [], dynamicImports: [] },
  {
    fileName: 'language-switch.js',
    moduleIds: ['app/language-switch.tsx'],
    imports: [],
    dynamicImports: [],
  },
  {
    fileName: 'password.js',
    moduleIds: ['mantine/PasswordInput.mjs'],
    imports: [],
    dynamicImports: [],
  },
  {
    fileName: 'paper.js',
    moduleIds: ['mantine/Paper.mjs', 'mantine/Box.mjs'],
    imports: [],
    dynamicImports: [],
  },
  {
    fileName: 'signed-in-app.js',
    moduleIds: [signedInApp!],
    imports: ['paper.js', 'query.js', 'form-rules.js'],
    dynamicImports: [],
  },
  {
    fileName: 'role-routes.js',
    moduleIds: [roleRoutes!],
    imports: ['guards.js'],
    dynamicImports: [],
  },
  {
    fileName: 'query.js',
    moduleIds: ['tanstack/query.mjs'],
    imports: ['text.js'],
    dynamicImports: [],
  },
  { fileName: 'guards.js', moduleIds: ['app/guards.ts'], imports: [], dynamicImports: [] },
  // The roles' layouts, fetched after the signed-in app.
  {
    fileName: 'student-layout.js',
    moduleIds: [LAYOUT_ROOTS.student],
    imports: ['app-shell.js', 'pet-badge.js', 'password.js', 'language-switch.js'],
    dynamicImports: [],
  },
  {
    fileName: 'tutor-layout.js',
    moduleIds: [LAYOUT_ROOTS.tutor],
    imports: ['app-shell.js'],
    dynamicImports: [],
  },
  {
    fileName: 'installer-layout.js',
    moduleIds: [LAYOUT_ROOTS.installer],
    imports: [],
    dynamicImports: [],
  },
  {
    fileName: 'app-shell.js',
    moduleIds: ['mantine/AppShell.mjs'],
    imports: ['text.js'],
    dynamicImports: [],
  },
  { fileName: 'pet-badge.js', moduleIds: ['app/pet-badge.tsx'], imports: [], dynamicImports: [] },
  // Fetched lazily (a screen): no stage loads it.
  {
    fileName: 'lesson-screen.js',
    moduleIds: ['lesson-screen.tsx'],
    imports: ['card.js'],
    dynamicImports: [],
  },
  {
    fileName: 'card.js',
    moduleIds: ['mantine/Card.mjs'],
    imports: ['paper.js'],
    dynamicImports: [],
  },
];

describe('boot chunk plan', () => {
  const plan = bootChunkPlanOf(chunks);

  it('puts each module in the first stage of a visit that loads it', () => {
    expect(plan.get('lib/storage.ts')).toBe('page');
    // The app's entry and the signed-in app both load it: the entry comes first.
    expect(plan.get('mantine/Text.mjs')).toBe('app');
    // Both the sign-in screens and the signed-in app load these.
    expect(plan.get('mantine/Paper.mjs')).toBe('frame');
    expect(plan.get('mantine/Box.mjs')).toBe('frame');
    // Only the signed-in app and its route tables load these.
    expect(plan.get('tanstack/query.mjs')).toBe('shell');
    expect(plan.get('app/guards.ts')).toBe('shell');
  });

  it("puts what the roles' layouts import besides in a chunk per set of roles whose layouts load it", () => {
    expect(plan.get('mantine/AppShell.mjs')).toBe('layout~student~tutor');
    expect(plan.get('app/pet-badge.tsx')).toBe('layout~student');
    // Loaded earlier by every signed-in visit: it stays where the app put it.
    expect(plan.get('mantine/Text.mjs')).toBe('app');
  });

  it('leaves the roots, lazily loaded screens and what only they or the sign-in screens load to the bundler', () => {
    for (const root of [...Object.values(BOOT_ROOTS).flat(), ...Object.values(LAYOUT_ROOTS)])
      expect(plan.has(root)).toBe(false);
    expect(plan.has('lesson-screen.tsx')).toBe(false);
    expect(plan.has('mantine/Card.mjs')).toBe(false);
    // A signed-in screen may share it; grouped with the sign-in screens, it would load them all,
    // and grouped with a layout, the sign-in screens would load that layout's.
    expect(plan.has('mantine/PasswordInput.mjs')).toBe(false);
  });

  it("keeps what a visitor may load later out of the signed-in user's other chunks", () => {
    // Grouped with the shell or a layout, the password reset would load all of it.
    expect(plan.get('lib/form-rules.ts')).toBe('shared');
    expect(plan.get('app/language-switch.tsx')).toBe('shared');
  });

  it('fails the build when a root is missing, rather than planning nothing', () => {
    expect(() =>
      bootChunkPlanOf(chunks.filter((chunk) => chunk.fileName !== 'visitor-app.js')),
    ).toThrow(/no chunk holds .*visitor-app/);
  });
});
