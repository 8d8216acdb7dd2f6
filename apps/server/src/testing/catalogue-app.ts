import type { DialectName } from '@aula/db';
import { importPack } from '../content/import-pack';
import { createActivityService } from '../services/activity/activity-service';
import { createMainTestApp } from './main-app';
import { samplePackFile } from './sample-pack';

/** The main and activity services over one fresh database with the sample pack installed. */
export async function createCatalogueTestApp(dialect: DialectName) {
  const t = await createMainTestApp(dialect);
  await importPack(t.context.database, t.context.contentStore, await samplePackFile());
  const activity = await createActivityService(t.context);
  await activity.ready();
  return {
    ...t,
    activity,
    async close() {
      await activity.close();
      await t.close();
    },
  };
}

export type CatalogueTestApp = Awaited<ReturnType<typeof createCatalogueTestApp>>;
