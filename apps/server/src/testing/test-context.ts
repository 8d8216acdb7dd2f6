import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { ContentStore, loadOrCreateContentKey } from '@aula/content';
import type { DialectName } from '@aula/db';
import type { TestDbTemplate } from '@aula/db/testing';
import { ensureTrialStart } from '../bootstrap/installation';
import { LessonContent } from '../content/lesson-content';
import { QuestionPictures } from '../content/question-pictures';
import { CatalogueCache } from '../domain/catalogue/catalogue-cache';
import { createDomainRepositories } from '../domain/repositories';
import { createTestDb } from '@aula/db/testing';
import type { RoleName } from '@aula/shared';
import { ROLE_IDS } from '@aula/shared';
import type { ServiceContext } from '../domain/service-context';
import { loadEnv } from '../platform/env';
import type { OutgoingMail } from '../platform/mail';
import { hashPassword } from '../platform/passwords';
import type { NewUser, UserRow } from '../domain/users/users-repository';

/** A saved installation a test starts from: its database and its data folder. */
export interface TestStart {
  database: TestDbTemplate;
  dataDir: string;
}

// Hashing is deliberately slow; tests reuse one hash per password.
const hashes = new Map<string, Promise<string>>();
const cachedHash = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
};

/** A migrated database, a context with a clock that tests can move, and a mail catcher. */
export async function createTestContext(
  dialect: DialectName,
  /** More settings, as the environment gives them (`REDIS_URL`, say). */
  settings: Record<string, string> = {},
  /** An installation to start from instead of an empty one (see sample-catalogue.ts). */
  start?: TestStart,
) {
  const database = await createTestDb(dialect, { template: start?.database });
  const dataDir = mkdtempSync(join(tmpdir(), 'aula-test-'));
  // The content store and its key, as that installation left them.
  if (start) cpSync(start.dataDir, dataDir, { recursive: true });
  const env = loadEnv({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: dataDir,
    ...settings,
  });
  const mails: OutgoingMail[] = [];
  let offsetMs = 0;
  const contentStore = new ContentStore(join(dataDir, 'content'), loadOrCreateContentKey(dataDir));
  // Tests change packs and read at once: no time-based reuse.
  const catalogue = new CatalogueCache(database.db, 0);
  const now = () => new Date(Date.now() + offsetMs);
  const context: ServiceContext = {
    env,
    database,
    contentStore,
    lessonContent: new LessonContent(database.db, contentStore),
    questionPictures: new QuestionPictures(database.db, contentStore),
    catalogue,
    repositories: createDomainRepositories({ database, catalogue, now }),
    tokenSecret: randomBytes(32).toString('hex'),
    mailer: { send: async (mail) => void mails.push(mail) },
    now,
  };
  // The installation's first start, as openContext makes it: the web trial starts now.
  await ensureTrialStart(database.db, context.now);
  const { users } = context.repositories;
  let counter = 0;

  return {
    context,
    mails,
    users,
    advanceClock(ms: number) {
      offsetMs += ms;
    },
    /** Forgets the mails sent so far: tests that share an app each read only their own. */
    clearMails() {
      mails.length = 0;
    },
    /** Creates a user straight in the database; the password is "secret1" unless given. */
    async createUser(
      role: RoleName,
      overrides: Partial<NewUser> & { password?: string } = {},
    ): Promise<UserRow> {
      counter += 1;
      const { password = 'secret1', ...fields } = overrides;
      const accountId =
        fields.account_id !== undefined
          ? fields.account_id
          : role === 'installer'
            ? null
            : await users.createAccount(`Account ${counter}`);
      return users.create({
        username: `${role}${counter}`,
        password_hash: await cachedHash(password),
        firstname: 'Test',
        lastname: `User ${counter}`,
        email: `${role}${counter}@example.com`,
        language: 'en',
        avatar: null,
        name_of_the_school: 'Test School',
        grade_id: role === 'student' ? 1 : null,
        rol_id: ROLE_IDS[role],
        tutor_id: null,
        ...fields,
        account_id: accountId,
      });
    },
    async close() {
      await database.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestContext = Awaited<ReturnType<typeof createTestContext>>;
