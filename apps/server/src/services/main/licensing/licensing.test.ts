import { createPublicKey } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from '@aula/db/testing';
import { SAMPLE } from '@aula/content/testing';
import type { ActivationStatus } from '@aula/shared';
import { TRIAL_DAYS } from '@aula/shared';
import { phoneKeyFor } from '../../../licensing/phone-keys';
import { checkSerial, issueSerial } from '../../../licensing/serials';
import type { CatalogueTestApp } from '../../../testing/catalogue-app';
import { createCatalogueTestApp } from '../../../testing/catalogue-app';
import { testLicenseKeys } from '../../../testing/license-keys';
import type { UserRow } from '../../../domain/users/users-repository';

const DAY_MS = 86_400_000;
const BOX = 'BOX-2040';
const keys = testLicenseKeys();
const otherVendor = testLicenseKeys();
const firstLesson = SAMPLE.lessonIds[0]!;

describe.each(testDialects())('licensing on %s', (dialect) => {
  let t: CatalogueTestApp;
  let tutor: UserRow;
  let student: UserRow;
  let tutorToken: string;
  let studentToken: string;

  /** The clock as a test moved it, so a shared app can be put back to the trial's start. */
  let clockMoved = 0;
  const advanceClock = (ms: number) => {
    clockMoved += ms;
    t.advanceClock(ms);
  };

  async function createApp() {
    t = await createCatalogueTestApp(dialect);
    keys.install(t.context);
  }
  async function createUsers() {
    tutor = await t.createUser('tutor');
    student = await t.createUser('student', { tutor_id: tutor.id, account_id: tutor.account_id });
    tutorToken = await t.tokenFor(tutor);
    studentToken = await t.tokenFor(student);
  }

  const post = (url: string, payload: object, token?: string, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...(token ? t.bearer(token) : {}), 'accept-language': language },
    });
  const status = async (token = tutorToken) => {
    const response = await post('/tpm_is_activated', {}, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ActivationStatus>();
  };
  const openLesson = (token = studentToken) =>
    post('/api/decrypt_lesson', { path: SAMPLE.localPath(firstLesson) }, token);
  const playGame = (token = studentToken) =>
    t.activity.inject({
      method: 'POST',
      url: '/v1/game-plays',
      headers: t.bearer(token),
      payload: {
        game: 'soccer-goal',
        level: 0,
        score: 1500,
        exercises_done: 5,
        wrong_answers: 0,
        lives_left: 3,
        won: true,
        duration_ms: 60_000,
      },
    });
  const signInStudent = () =>
    t.app.inject({
      method: 'POST',
      url: '/auth',
      payload: { username: student.username, password: 'secret1' },
    });
  /** Points online activation at this main service's own vendor endpoint, over real HTTP. */
  async function serveVendorEndpoint() {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    t.context.env.ACTIVATION_URL = `http://127.0.0.1:${port}/vendor/activations`;
  }

  const readLesson = () =>
    t.activity.inject({
      method: 'POST',
      url: '/v1/serve-lesson',
      payload: { lesson_id: firstLesson },
      headers: t.bearer(studentToken),
    });

  // These tests leave the installation as they found it, once the clock and the activation
  // server are put back.
  describe('within the trial', () => {
    let activationUrl: string | undefined;
    beforeAll(async () => {
      await createApp();
      activationUrl = t.context.env.ACTIVATION_URL;
    });
    afterAll(() => t.close());
    beforeEach(createUsers);
    afterEach(() => {
      t.advanceClock(-clockMoved);
      clockMoved = 0;
      t.context.env.ACTIVATION_URL = activationUrl;
    });

    it('starts in the 180-day trial, and shows the installation id to tutors only', async () => {
      const fresh = await status();
      expect(fresh).toMatchObject({
        activated: false,
        status: 'trial',
        trial: { days_left: TRIAL_DAYS, registered_email: null },
        activated_at: null,
        box_number: null,
      });
      expect(fresh.installation_id).toMatch(/^[0-9A-Z]{16}$/);
      const ends =
        new Date(fresh.trial.ends_at).getTime() - new Date(fresh.trial.started_at).getTime();
      expect(ends).toBe(TRIAL_DAYS * DAY_MS);
      expect((await status(studentToken)).installation_id).toBeNull();
      expect((await post('/tpm_is_activated', {})).statusCode).toBe(401);
      expect((await openLesson()).statusCode).toBe(200);
    });

    it('refuses reading a lesson opened a minute before the trial ended', async () => {
      advanceClock(180 * DAY_MS - 60_000);
      expect((await openLesson()).statusCode).toBe(200);
      expect((await readLesson()).statusCode).toBe(200);
      advanceClock(120_000);
      expect(await status()).toMatchObject({ status: 'trial_expired' });
      const read = await readLesson();
      expect(read.statusCode).toBe(403);
      expect(read.json()).toMatchObject({ error: 'activation_required' });
    });

    it('refuses a forged serial, one for another box and an unreachable server, changing nothing', async () => {
      await serveVendorEndpoint();
      const forged = await post(
        '/activation',
        {
          serial: issueSerial(otherVendor.privateKey, { boxNumber: BOX }),
          box_number: BOX,
        },
        tutorToken,
      );
      expect(forged.statusCode).toBe(400);
      expect(forged.json()).toMatchObject({
        error: 'license_invalid',
        message: 'The license number is not valid',
      });
      const serial = issueSerial(keys.privateKey, { boxNumber: BOX });
      const otherBox = await post(
        '/activation',
        { serial, box_number: 'BOX-9999' },
        tutorToken,
        'es',
      );
      expect(otherBox.statusCode).toBe(400);
      expect(otherBox.json()).toMatchObject({
        error: 'license_box_mismatch',
        message: 'Por favor, verifica que el número de caja y el número de licencia sean correctos',
      });
      const missing = await post('/activation', { serial: ' ', box_number: '' }, tutorToken);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().fields).toEqual({
        serial: 'License number is required',
        box_number: 'Box number is required',
      });

      t.context.env.ACTIVATION_URL = 'http://127.0.0.1:9/vendor/activations';
      const offline = await post('/activation', { serial, box_number: BOX }, tutorToken);
      expect(offline.statusCode).toBe(502);
      expect(offline.json()).toMatchObject({ error: 'activation_unavailable' });
      expect(offline.json().message).toMatch(/could not reach the activation server/);

      expect(await status()).toMatchObject({ activated: false, status: 'trial' });
      const seats = await t.context.database.db
        .selectFrom('license_activations')
        .selectAll()
        .execute();
      expect(seats).toHaveLength(0);
    });

    it('refuses activation to students and to callers without a token', async () => {
      const serial = issueSerial(keys.privateKey, { boxNumber: BOX });
      expect(
        (await post('/activation', { serial, box_number: BOX }, studentToken)).statusCode,
      ).toBe(403);
      expect(
        (
          await post(
            '/activation/phone',
            { serial, box_number: BOX, key_number: 'X' },
            studentToken,
          )
        ).statusCode,
      ).toBe(403);
      expect((await post('/activation', { serial, box_number: BOX })).statusCode).toBe(401);
    });
  });

  // Activating, registering the trial, a vendor's seats and its keys (read once per app) are
  // the installation's: each of these tests starts from a pristine app.
  describe('changing the license', () => {
    beforeEach(async () => {
      await createApp();
      await createUsers();
    });
    afterEach(async () => {
      clockMoved = 0;
      await t.close();
    });

    it('ends the trial on day 180: students are refused, data stays, and activation lets them study again', async () => {
      expect((await openLesson()).statusCode).toBe(200);
      expect((await playGame()).statusCode).toBe(201);
      await status();

      advanceClock(179 * DAY_MS);
      expect(await status()).toMatchObject({ status: 'trial', trial: { days_left: 1 } });
      expect((await openLesson()).statusCode).toBe(200);

      advanceClock(DAY_MS);
      expect(await status()).toMatchObject({
        activated: false,
        status: 'trial_expired',
        trial: { days_left: 0 },
      });
      const signIn = await signInStudent();
      expect(signIn.statusCode).toBe(403);
      expect(signIn.json()).toEqual({
        error: 'activation_required',
        message: "Aula's trial has ended. Ask your tutor to activate it to keep studying.",
      });
      const lesson = await openLesson();
      expect(lesson.statusCode).toBe(403);
      expect(lesson.json()).toMatchObject({ error: 'activation_required' });
      const quiz = await post('/quizzes', { lesson_id: firstLesson }, studentToken, 'es');
      expect(quiz.statusCode).toBe(403);
      expect(quiz.json().message).toBe(
        'La prueba de Aula ha terminado. Pídele a tu tutor que lo active para seguir estudiando.',
      );
      expect(
        (await post('/tests', { cluster_id: SAMPLE.clusterIds[0] }, studentToken)).statusCode,
      ).toBe(403);
      expect((await playGame()).statusCode).toBe(403);
      // Their history stays readable; the tutor keeps everything.
      expect(
        (await t.app.inject({ method: 'GET', url: '/tests', headers: t.bearer(studentToken) }))
          .statusCode,
      ).toBe(200);
      expect((await t.signIn(tutor.username)).length).toBeGreaterThan(0);
      const students = await t.app.inject({
        method: 'GET',
        url: '/students',
        headers: t.bearer(tutorToken),
      });
      expect(students.statusCode).toBe(200);

      // Nothing was deleted.
      const db = t.context.database.db;
      const lessonStates = await db
        .selectFrom('student_lesson_states')
        .selectAll()
        .where('student_id', '=', student.id)
        .execute();
      expect(lessonStates).toHaveLength(1);
      const plays = await db
        .selectFrom('game_plays')
        .selectAll()
        .where('student_id', '=', student.id)
        .execute();
      expect(plays).toHaveLength(1);

      // Online activation, through the vendor endpoint, lifts the lock at once.
      await serveVendorEndpoint();
      const serial = issueSerial(keys.privateKey, { boxNumber: BOX });
      const activated = await post('/activation', { serial, box_number: BOX }, tutorToken);
      expect(activated.statusCode, activated.body).toBe(200);
      expect(activated.json()).toMatchObject({
        activated: true,
        status: 'activated',
        activation_method: 'online',
        box_number: BOX,
        seats: 4,
      });
      expect((await signInStudent()).statusCode).toBe(200);
      expect((await openLesson()).statusCode).toBe(200);
      expect((await playGame()).statusCode).toBe(201);
      expect(await status(studentToken)).toMatchObject({ activated: true, installation_id: null });
    });

    it('lets one license activate 4 installations; the fifth is refused, the same one again is not', async () => {
      const serial = issueSerial(keys.privateKey, { boxNumber: BOX });
      const activate = (installation: string, language = 'en') =>
        post(
          '/vendor/activations',
          { serial, box_number: BOX, installation_id: installation },
          undefined,
          language,
        );
      for (const [index, installation] of [
        'AAAA1111',
        'BBBB2222',
        'CCCC3333',
        'DDDD4444',
      ].entries()) {
        const response = await activate(installation);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json()).toMatchObject({ seats: 4, seats_used: index + 1 });
      }
      const fifth = await activate('EEEE5555');
      expect(fifth.statusCode).toBe(409);
      expect(fifth.json()).toEqual({
        error: 'license_seats_used',
        message:
          'This license number is already activated on 4 installations, the most it allows. Deactivate one or contact technical support.',
      });
      expect((await activate('EEEE5555', 'es')).json().message).toMatch(/^Este número de licencia/);
      const again = await activate('BBBB-2222');
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ seats_used: 4 });

      // Seats are counted per license: another serial of the same box has its own four.
      const another = issueSerial(keys.privateKey, { boxNumber: BOX, seats: 1 });
      expect(
        (
          await post('/vendor/activations', {
            serial: another,
            box_number: BOX,
            installation_id: 'EEEE5555',
          })
        ).statusCode,
      ).toBe(200);
      expect(
        (
          await post('/vendor/activations', {
            serial: another,
            box_number: BOX,
            installation_id: 'FFFF6666',
          })
        ).statusCode,
      ).toBe(409);
    });

    it('answers 503 at the vendor endpoint without the vendor key', async () => {
      keys.install(t.context, { vendor: false });
      const serial = issueSerial(keys.privateKey, { boxNumber: BOX });
      const response = await post('/vendor/activations', {
        serial,
        box_number: BOX,
        installation_id: 'AAAA1111',
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ error: 'vendor_not_configured' });
    });

    it('activates by phone with the key number of this installation only', async () => {
      const serial = issueSerial(keys.privateKey, { boxNumber: BOX, seats: 2 });
      const checked = checkSerial(createPublicKey(keys.privateKey), serial, BOX);
      if (!checked.ok) throw new Error('test serial not valid');
      const installationId = (await status()).installation_id!;

      const noKey = await post(
        '/activation/phone',
        { serial, box_number: BOX, key_number: '' },
        tutorToken,
      );
      expect(noKey.statusCode).toBe(400);
      expect(noKey.json().fields).toEqual({ key_number: 'Key Number is required' });

      const otherInstallation = phoneKeyFor(keys.privateKey, checked.serial, 'ZZZZZZZZZZZZZZZZ');
      const refused = await post(
        '/activation/phone',
        { serial, box_number: BOX, key_number: otherInstallation },
        tutorToken,
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        error: 'key_number_invalid',
        message: 'The key number is not valid',
      });
      expect(await status()).toMatchObject({ activated: false });

      const key = phoneKeyFor(keys.privateKey, checked.serial, installationId);
      const installer = await t.createUser('installer');
      const activated = await post(
        '/activation/phone',
        {
          serial: serial.toLowerCase(),
          box_number: BOX.toLowerCase(),
          key_number: key.replaceAll('-', ' '),
        },
        await t.tokenFor(installer),
      );
      expect(activated.statusCode, activated.body).toBe(200);
      expect(activated.json()).toMatchObject({
        activated: true,
        activation_method: 'phone',
        box_number: BOX,
        seats: 2,
        installation_id: installationId,
      });
      expect(await status(studentToken)).toMatchObject({ activated: true, status: 'activated' });
    });

    it('registers the web trial to an email typed twice, for tutors only', async () => {
      const register = (payload: object, token = tutorToken, language = 'en') =>
        t.app.inject({
          method: 'PUT',
          url: '/web_trial_registration',
          payload,
          headers: { ...t.bearer(token), 'accept-language': language },
        });
      const invalid = await register({ email: 'marta@', confirm_email: 'marta@' });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().fields).toEqual({ email: 'Please enter a valid email address' });
      const mismatch = await register(
        { email: 'marta@example.com', confirm_email: 'marta@example.org' },
        tutorToken,
        'es',
      );
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json().fields).toEqual({
        confirm_email: 'Los correos electrónicos no coinciden',
      });
      expect((await status()).trial.registered_email).toBeNull();

      expect(
        (
          await register(
            { email: 'marta@example.com', confirm_email: 'marta@example.com' },
            studentToken,
          )
        ).statusCode,
      ).toBe(403);
      const saved = await register({
        email: ' marta@example.com ',
        confirm_email: 'Marta@Example.com',
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().trial).toMatchObject({ registered_email: 'marta@example.com' });
      expect((await status()).trial.registered_email).toBe('marta@example.com');
      // A student is not shown the tutor's address.
      expect((await status(studentToken)).trial.registered_email).toBeNull();
    });
  });
});
