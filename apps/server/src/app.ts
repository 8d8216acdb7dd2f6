import { join } from 'node:path';
import { ContentStore } from '@aula/content';
import { createDb, migrateToLatest } from '@aula/db';
import { LessonContent } from './content/lesson-content';
import { QuestionPictures } from './content/question-pictures';
import { CatalogueCache } from './domain/catalogue/catalogue-cache';
import { createDomainRepositories } from './domain/repositories';
import {
  ensureInstallationId,
  ensureTokenSecret,
  ensureTrialStart,
} from './bootstrap/installation';
import { keepDamagedWal, recordWalDamage } from './bootstrap/wal-damage';
import type { ServiceContext } from './domain/service-context';
import { openContentKey } from './platform/data-dir/content-key';
import { prepareDataDir } from './platform/data-dir/private-files';
import type { Env } from './platform/env';
import { databaseUrlOf } from './platform/env';
import { createMailer } from './platform/mail';
import { createActivityService } from './services/activity/activity-service';
import { createDictionaryService } from './services/dictionary/dictionary-service';
import { createMainService } from './services/main/main-service';
import { createWebApp } from './web/web-app';

export const serviceNames = ['main', 'activity', 'dictionary', 'web'] as const;
export type ServiceName = (typeof serviceNames)[number];

/** Opens the database (migrated), the signing secret and the mailer: one per process. */
export async function openContext(env: Env): Promise<ServiceContext> {
  // Everything under data/ is the user's, password hashes included: keep it private.
  prepareDataDir(env.DATA_DIR, databaseUrlOf(env));
  // Before SQLite opens the database, whose recovery silently drops a damaged log's frames.
  const walDamage = keepDamagedWal(env, new Date());
  const database = createDb({ url: databaseUrlOf(env), poolSize: env.DATABASE_POOL_SIZE });
  await migrateToLatest(database.db);
  // At once: the log is recovered now, so a later failed start could not find the damage again.
  await recordWalDamage(database.db, walDamage);
  // Before the start writes anything of its own: content sealed with a key that is gone
  // stops it here (content-key.ts says why).
  const contentKey = await openContentKey(env.DATA_DIR, database).catch(async (error: unknown) => {
    await database.destroy();
    throw error;
  });
  const tokenSecret = env.JWT_SECRET ?? (await ensureTokenSecret(database.db));
  // The web trial's clock starts at the first start; the id is what phone activation reads.
  await ensureTrialStart(database.db, () => new Date());
  await ensureInstallationId(database.db);
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    outboxDir: join(env.DATA_DIR, 'outbox'),
    log: (message, details) => console.log(message, details),
  });
  const contentStore = new ContentStore(join(env.DATA_DIR, 'content'), contentKey);
  const catalogue = new CatalogueCache(database.db);
  const now = () => new Date();
  return {
    env,
    database,
    mailer,
    tokenSecret,
    contentStore,
    lessonContent: new LessonContent(database.db, contentStore),
    questionPictures: new QuestionPictures(database.db, contentStore),
    catalogue,
    repositories: createDomainRepositories({ database, catalogue, now }),
    now,
  };
}

export function buildService(name: ServiceName, context: ServiceContext) {
  switch (name) {
    case 'main':
      return createMainService(context);
    case 'activity':
      return createActivityService(context);
    case 'dictionary':
      return createDictionaryService(context);
    case 'web':
      return createWebApp(context.env);
  }
}

export function portOf(name: ServiceName, env: Env): number {
  return {
    main: env.MAIN_PORT,
    activity: env.ACTIVITY_PORT,
    dictionary: env.DICTIONARY_PORT,
    web: env.WEB_PORT,
  }[name];
}
