import { fileURLToPath } from 'node:url';
import type { ChunkingContext } from 'rolldown';

const source = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));

/** The app's entry: what it imports is loaded before any screen. */
const APP_ENTRY = source('main.tsx');
/** Fetched before any signed-in screen: the signed-in app and the roles' route tables. */
const SIGNED_IN_SHELL = [source('app/signed-in-app.tsx'), source('app/role-routes.tsx')];
/** Fetched by a visitor: the sign-in screen and its frame. */
const VISITOR_APP = source('app/visitor-app.tsx');

/** Every module `roots` import statically, themselves included. */
function staticallyReached(roots: string[], ctx: ChunkingContext) {
  const reached = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    pending.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return reached;
}

/**
 * A code-splitting group's `name`: one chunk, "shell", for the modules that only the signed-in
 * app and its route tables import statically. Every signed-in screen loads them all before it
 * shows, but left to itself the bundler spreads them over dozens of chunks of a kilobyte or
 * two (whichever other screens share each one), and each is a request: a browser fetches six
 * at a time from one server over HTTP/1.1. Modules the visitor's screens or the entry also
 * import keep their own chunks, so the sign-in screen loads nothing more; a module that is a
 * chunk's root itself (a lazily loaded screen or dialog) stays one.
 */
export function shellChunks() {
  let shellOnly: Set<string> | undefined;
  return (id: string, ctx: ChunkingContext): string | null => {
    if (!shellOnly) {
      const elsewhere = staticallyReached([APP_ENTRY, VISITOR_APP], ctx);
      shellOnly = new Set(
        [...staticallyReached(SIGNED_IN_SHELL, ctx)].filter((module) => !elsewhere.has(module)),
      );
    }
    const info = ctx.getModuleInfo(id);
    if (!info || !shellOnly.has(id) || info.dynamicImporters.length > 0) return null;
    return 'shell';
  };
}
