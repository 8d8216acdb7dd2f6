import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from '@aula/db';
import { testDialects } from '@aula/db/testing';
import { SAMPLE } from '@aula/content/testing';
import type { ActivationStatus } from '@aula/shared';
import { TRIAL_DAYS } from '@aula/shared';
import { ensureTrialStart } from '../../../bootstrap/installation';
import type { CatalogueTestApp } from '../../../testing/catalogue-app';
import { createCatalogueTestApp } from '../../../testing/catalogue-app';
import type { MainTestApp } from '../../../testing/main-app';
import { createMainTestApp } from '../../../testing/main-app';
import type { UserRow } from '../../../domain/users/users-repository';
import { LicenseService, licenseServiceFor } from '../../../domain/licensing/license-service';

const DAY_MS = 86_400_000;
const TRIAL_START = 'trial_started_at';
const TRIAL_SIGNATURE = 'trial_started_at_signature';
const firstLesson = SAMPLE.lessonIds[0]!;

/*
 * The trial's start cannot be reset or moved by editing the database: deleting it, moving it
 * later, or putting in another installation's, ends the trial rather than starting a new one.
 */
describe.each(testDialects())('the trial start on %s', (dialect) => {
  let t: CatalogueTestApp;
  let student: UserRow;
  let tutorToken: string;
  let studentToken: string;
  let other: MainTestApp | undefined;

  /** The installation's settings and migration times as first started, put back after each test. */
  let pristine: {
    settings: { key: string; value: string }[];
    migrations: { name: string; timestamp: string }[];
  };

  beforeAll(async () => {
    t = await createCatalogueTestApp(dialect);
    // The installation id is written at the first read and then kept in memory: it is part of
    // what each test starts from.
    await licenseServiceFor(t.context).state();
    pristine = {
      settings: await db().selectFrom('installation_settings').select(['key', 'value']).execute(),
      migrations: (
        await sql<{
          name: string;
          timestamp: string;
        }>`select name, timestamp from kysely_migration`.execute(db())
      ).rows,
    };
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    const tutor = await t.createUser('tutor');
    student = await t.createUser('student', { tutor_id: tutor.id, account_id: tutor.account_id });
    tutorToken = await t.tokenFor(tutor);
    studentToken = await t.tokenFor(student);
  });
  // Every test edits the trial's start or the migration times: the next starts from the
  // installation's first start again.
  afterEach(async () => {
    await other?.close();
    other = undefined;
    await db().deleteFrom('installation_settings').execute();
    await db().insertInto('installation_settings').values(pristine.settings).execute();
    for (const { name, timestamp } of pristine.migrations)
      await sql`update kysely_migration set timestamp = ${timestamp} where name = ${name}`.execute(
        db(),
      );
    licenseServiceFor(t.context).forgetCachedState();
  });

  const db = () => t.context.database.db;
  const status = async (app: MainTestApp = t, token = tutorToken) => {
    const response = await app.app.inject({
      method: 'POST',
      url: '/tpm_is_activated',
      payload: {},
      headers: app.bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ActivationStatus>();
  };
  const setting = async (key: string, database = db()) =>
    (
      await database
        .selectFrom('installation_settings')
        .select('value')
        .where('key', '=', key)
        .executeTakeFirst()
    )?.value;
  const setSetting = (key: string, value: string) =>
    db()
      .insertInto('installation_settings')
      .values({ key, value })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
      .execute();
  const deleteSettings = (...keys: string[]) =>
    db().deleteFrom('installation_settings').where('key', 'in', keys).execute();
  const daysAgo = (days: number) =>
    new Date(t.context.now().getTime() - days * DAY_MS).toISOString();
  /** As if the database had been made (migrated) `days` days ago; that time, as kept. */
  async function migratedDaysAgo(days: number) {
    const at = daysAgo(days);
    await sql`update kysely_migration set timestamp = ${at}`.execute(db());
    return at;
  }
  /** A later start of this installation: its migrations ran before this process started. */
  async function restart() {
    await ensureTrialStart(db(), t.context.now, t.context.now());
    licenseServiceFor(t.context).forgetCachedState();
  }
  const openLesson = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/decrypt_lesson',
      payload: { path: SAMPLE.localPath(firstLesson) },
      headers: t.bearer(studentToken),
    });
  const readLesson = () =>
    t.activity.inject({
      method: 'POST',
      url: '/v1/serve-lesson',
      payload: { lesson_id: firstLesson },
      headers: t.bearer(studentToken),
    });
  const signInStudent = () =>
    t.app.inject({
      method: 'POST',
      url: '/auth',
      payload: { username: student.username, password: 'secret1' },
    });

  async function expectTrialEnded() {
    expect(await status()).toMatchObject({
      activated: false,
      status: 'trial_expired',
      trial: { days_left: 0 },
    });
    const lesson = await openLesson();
    expect(lesson.statusCode).toBe(403);
    expect(lesson.json()).toMatchObject({ error: 'activation_required' });
    expect((await readLesson()).statusCode).toBe(403);
    expect((await signInStudent()).statusCode).toBe(403);
  }

  it('gives a fresh installation a 180-day trial from its first start, kept across starts', async () => {
    const fresh = await status();
    expect(fresh).toMatchObject({ status: 'trial', trial: { days_left: TRIAL_DAYS } });
    const started = new Date(fresh.trial.started_at).getTime();
    expect(started).toBeLessThanOrEqual(t.context.now().getTime());
    expect(new Date(fresh.trial.ends_at).getTime() - started).toBe(TRIAL_DAYS * DAY_MS);
    await restart();
    expect((await status()).trial).toEqual(fresh.trial);
    expect((await openLesson()).statusCode).toBe(200);
  });

  it('gives a first start that stopped before writing its trial the trial from its migrations', async () => {
    // Stopped (Ctrl+C, a power cut) after migrating, before the trial and the id were written.
    await deleteSettings(TRIAL_START, TRIAL_SIGNATURE, 'installation_id');
    const migrated = await migratedDaysAgo(3);
    await restart();
    expect(await status()).toMatchObject({
      status: 'trial',
      trial: { started_at: migrated, days_left: TRIAL_DAYS - 3 },
    });
    expect((await openLesson()).statusCode).toBe(200);
  });

  it('ends the trial when its start is deleted, rather than starting a new one', async () => {
    expect((await status()).status).toBe('trial');
    await deleteSettings(TRIAL_START);
    await restart();
    await expectTrialEnded();
  });

  it('ends the trial when its start and signature are both deleted', async () => {
    expect((await status()).status).toBe('trial');
    await deleteSettings(TRIAL_START, TRIAL_SIGNATURE);
    await restart();
    await expectTrialEnded();
  });

  it('ends the trial when its start is moved later', async () => {
    expect((await status()).status).toBe('trial');
    await setSetting(TRIAL_START, new Date(t.context.now().getTime() + 30 * DAY_MS).toISOString());
    await restart();
    await expectTrialEnded();
  });

  it("ends the trial with another installation's start and signature, or an altered signature", async () => {
    const own = { start: await setting(TRIAL_START), signature: await setting(TRIAL_SIGNATURE) };
    expect(own.start).toBeDefined();
    expect(own.signature).toBeDefined();

    // Another installation started later: its record would give a longer trial.
    other = await createMainTestApp(dialect);
    const otherTutor = await other.createUser('tutor');
    expect((await status(other, await other.tokenFor(otherTutor))).status).toBe('trial');
    const otherDb = other.context.database.db;
    await setSetting(TRIAL_START, (await setting(TRIAL_START, otherDb))!);
    await setSetting(TRIAL_SIGNATURE, (await setting(TRIAL_SIGNATURE, otherDb))!);
    await restart();
    await expectTrialEnded();

    // Its own start with a signature altered in one character.
    const altered = `${own.signature!.slice(0, 20)}${own.signature![20] === 'A' ? 'B' : 'A'}${own.signature!.slice(21)}`;
    await setSetting(TRIAL_START, own.start!);
    await setSetting(TRIAL_SIGNATURE, altered);
    await restart();
    expect(await status()).toMatchObject({ status: 'trial_expired' });

    // Put back as it was, the trial goes on.
    await setSetting(TRIAL_SIGNATURE, own.signature!);
    await restart();
    expect(await status()).toMatchObject({ status: 'trial', trial: { days_left: TRIAL_DAYS } });
  });

  it('keeps the start of an installation from before signed starts, and signs it once', async () => {
    // What an older release left: its first start, 30 days ago, migrated the database and
    // wrote the trial's start, unsigned.
    const started = await migratedDaysAgo(30);
    await setSetting(TRIAL_START, started);
    await deleteSettings(TRIAL_SIGNATURE);
    await restart();
    expect(await status()).toMatchObject({
      status: 'trial',
      trial: { started_at: started, days_left: TRIAL_DAYS - 30 },
    });
    expect((await openLesson()).statusCode).toBe(200);

    // From then on it is signed: moving it later ends the trial.
    await setSetting(TRIAL_START, daysAgo(10));
    await restart();
    await expectTrialEnded();
  });

  it("counts the trial from the database's first migration when that is earlier", async () => {
    // An unsigned start of today on a database made 100 days ago.
    const firstMigration = await migratedDaysAgo(100);
    await setSetting(TRIAL_START, t.context.now().toISOString());
    await deleteSettings(TRIAL_SIGNATURE);
    await restart();
    expect(await status()).toMatchObject({
      status: 'trial',
      trial: { started_at: firstMigration, days_left: TRIAL_DAYS - 100 },
    });

    // A signed start does not outlive the database's first migration either.
    await migratedDaysAgo(TRIAL_DAYS + 1);
    await restart();
    await expectTrialEnded();
  });

  it('lets copies starting together on one database agree on one signed start', async () => {
    const unsigned = await setting(TRIAL_START);
    await deleteSettings(TRIAL_SIGNATURE);
    // Each copy of a service has its own license service; they sign the start at once.
    const copies = Array.from({ length: 4 }, () => new LicenseService(t.context));
    const states = await Promise.all(copies.map((copy) => copy.state()));
    for (const state of states)
      expect(state).toMatchObject({ status: 'trial', trialStartedAt: unsigned });
    const signature = await setting(TRIAL_SIGNATURE);
    expect(signature).toBeDefined();
    expect(await Promise.all(copies.map((copy) => copy.state()))).toEqual(states);
    expect(await setting(TRIAL_SIGNATURE)).toBe(signature);
  });
});
