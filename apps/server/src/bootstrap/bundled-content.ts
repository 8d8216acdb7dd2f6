import { existsSync } from 'node:fs';
import { BUNDLED_PACK_FILE } from '@aula/content';
import { inExclusiveSection } from '@aula/db';
import type { ServiceContext } from '../domain/service-context';
import type { ImportResult } from '../content/import-pack';
import { importPack, removeStaleContent } from '../content/import-pack';

/**
 * Makes sure the bundled pack is installed: imports it when the installed build differs, and
 * clears content generations that an interrupted import left behind. `npm start` and
 * `npm run build` build the pack file from its sources beforehand (nothing outside data/ is
 * written at run time). Copies of the main service starting together take turns.
 */
export function ensureBundledContent(
  context: ServiceContext,
  log: (message: string) => void = console.log,
): Promise<ImportResult | undefined> {
  return inExclusiveSection(context.database, 'aula:bundled-content', () =>
    installBundledContent(context, log),
  );
}

async function installBundledContent(
  context: ServiceContext,
  log: (message: string) => void,
): Promise<ImportResult | undefined> {
  await removeStaleContent(context.database, context.contentStore);
  if (!existsSync(BUNDLED_PACK_FILE)) {
    log(`No bundled content pack at ${BUNDLED_PACK_FILE}: run "npm run build" to build it.`);
    return undefined;
  }
  const result = await importPack(context.database, context.contentStore, BUNDLED_PACK_FILE, {
    now: context.now,
  });
  if (result.status === 'imported')
    log(`Installed content pack ${result.packId} ${result.version} (${result.lessons} lessons).`);
  return result;
}
