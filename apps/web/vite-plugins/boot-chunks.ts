import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChunkingContext } from 'rolldown';
import type { InlineConfig } from 'vite';
import { build } from 'vite';

// Joined as paths: Vite (under Vitest) would take `new URL('…', import.meta.url)` for an asset.
const sourceDir = join(dirname(fileURLToPath(import.meta.url)), '../src');
const source = (path: string) => join(sourceDir, path);

/**
 * The modules each visit starts from, in the order it loads them: index.html's script, the
 * app's entry (which that script imports), then either the sign-in screens or the signed-in
 * app with the roles' route tables.
 */
export const BOOT_ROOTS = {
  page: [source('early-requests.ts')],
  app: [source('main.tsx')],
  visitor: [source('app/visitor-app.tsx')],
  signedIn: [source('app/signed-in-app.tsx'), source('app/role-routes.tsx')],
};

/** Each role's layout, loaded after the signed-in app for a user of that role. */
export const LAYOUT_ROOTS = {
  student: source('app/layouts/student-layout.tsx'),
  tutor: source('app/layouts/tutor-layout.tsx'),
  installer: source('app/layouts/installer-layout.tsx'),
};

/**
 * The chunk a module waits in: the one of the first boot stage that needs it.
 * - "page": what index.html's script imports;
 * - "app": what the app's entry imports besides;
 * - "frame": what both the sign-in screens and the signed-in app import (a visit loads one or
 *   the other, so either needed it anyway);
 * - "shell": what only the signed-in app and its route tables import;
 * - "layout~…": what the layouts of the roles named import besides, one chunk per set of roles
 *   (a user loads only their role's layout, so each chunk they load holds only what it needs);
 * - "shared": what the signed-in app or a layout imports and a visitor may load later too (the
 *   password reset screen's form and requests), which would otherwise bring the visitor the
 *   whole shell or layout.
 */
export type BootStage = 'page' | 'app' | 'frame' | 'shell' | 'shared' | `layout~${string}`;
export type BootChunkPlan = ReadonlyMap<string, BootStage>;

/** What the plan needs to know of a built chunk (a subset of Rollup's OutputChunk). */
export interface BuiltChunk {
  fileName: string;
  moduleIds: string[];
  /** The chunks it imports statically: loaded before it runs. */
  imports: string[];
  /** The chunks it may import later (a lazily loaded screen, dialog or texts). */
  dynamicImports: string[];
}

/**
 * Which stage each module of a build belongs to, read off that build's chunks, where the
 * bundler has already worked out which modules each chunk really uses. (The module graph alone
 * cannot tell: importing one component from a library's index reaches all of its components.)
 */
export function bootChunkPlanOf(chunks: BuiltChunk[]): BootChunkPlan {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  /**
   * The chunks `roots` load before they run, or `lazily` ever after too (but for what the
   * chunks of `bootChunks` import lazily: which of those a visit loads is the boot's own choice,
   * visitor or signed-in), and their modules.
   */
  const loadedBy = (roots: string[], { lazily = false, bootChunks = new Set<string>() } = {}) => {
    const pending = chunks
      .filter((chunk) => chunk.moduleIds.some((id) => roots.includes(id)))
      .map((chunk) => chunk.fileName);
    if (pending.length === 0) {
      throw new Error(`Boot chunks: no chunk holds ${roots.join(', ')}`);
    }
    const modules = new Set<string>();
    const seen = new Set<string>();
    for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
      if (seen.has(file)) continue;
      seen.add(file);
      const chunk = byFile.get(file)!;
      for (const id of chunk.moduleIds) modules.add(id);
      pending.push(...chunk.imports);
      if (lazily && !bootChunks.has(file)) pending.push(...chunk.dynamicImports);
    }
    return { chunks: seen, modules };
  };
  const page = loadedBy(BOOT_ROOTS.page);
  const app = loadedBy(BOOT_ROOTS.app);
  const visitor = loadedBy(BOOT_ROOTS.visitor).modules;
  const signedIn = loadedBy(BOOT_ROOTS.signedIn).modules;
  // What a visitor may load at some point (the password reset screen, say): a module of theirs
  // in a signed-in user's chunk would bring the whole chunk to the visitor.
  const visitorMayLoad = loadedBy(BOOT_ROOTS.visitor, {
    lazily: true,
    bootChunks: new Set([...page.chunks, ...app.chunks]),
  }).modules;

  const plan = new Map<string, BootStage>();
  const layoutRoles = new Map<string, string[]>();
  for (const [role, root] of Object.entries(LAYOUT_ROOTS))
    for (const id of loadedBy([root]).modules)
      layoutRoles.set(id, [...(layoutRoles.get(id) ?? []), role]);
  for (const [id, roles] of layoutRoles) {
    if (visitor.has(id)) continue;
    plan.set(id, visitorMayLoad.has(id) ? 'shared' : `layout~${roles.join('~')}`);
  }
  for (const id of signedIn) {
    if (visitor.has(id)) plan.set(id, 'frame');
    else plan.set(id, visitorMayLoad.has(id) ? 'shared' : 'shell');
  }
  for (const id of app.modules) plan.set(id, 'app');
  for (const id of page.modules) plan.set(id, 'page');
  // The roots keep chunks of their own, which name them in the build manifest (the bundle
  // budget reads it) and which their importers load by name.
  for (const id of [...Object.values(BOOT_ROOTS).flat(), ...Object.values(LAYOUT_ROOTS)])
    plan.delete(id);
  return plan;
}

/**
 * Builds the app once without the boot groups, in memory and unminified (what each chunk holds
 * does not depend on either), and plans the boot chunks from what it made.
 */
export async function planBootChunks(config: InlineConfig): Promise<BootChunkPlan> {
  const result = await build({
    ...config,
    configFile: false,
    logLevel: 'silent',
    build: { ...config.build, write: false, minify: false, manifest: false },
  });
  const outputs = Array.isArray(result) ? result : [result];
  const chunks = outputs.flatMap((output) =>
    'output' in output ? output.output.filter((item) => item.type === 'chunk') : [],
  );
  return bootChunkPlanOf(chunks);
}

/**
 * A code-splitting group's `name`: one chunk per boot stage instead of dozens. The bundler does
 * not know the order a visit loads the app in, so it keeps apart every module that some later
 * screen shares too (a Mantine component, a hook of a kilobyte or two), and each is a request:
 * a browser fetches six at a time from one server over HTTP/1.1, and on the lesson some sixty
 * queued before the screen's own code could start. Knowing the order, each module waits in the
 * chunk of the first stage that needs it, which every later screen has already loaded, so a
 * signed-in screen loads no more than before (often less: one chunk compresses better than
 * twenty). What only the sign-in screens import stays with them (a signed-in screen loads none
 * of it), and index.html's script stays a chunk of its own.
 */
export function bootChunks(plan: BootChunkPlan) {
  return (id: string, ctx: ChunkingContext): string | null => {
    if (ctx.getModuleInfo(id)?.isEntry) return null;
    return plan.get(id) ?? null;
  };
}
