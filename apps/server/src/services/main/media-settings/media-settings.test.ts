import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '@aula/db/testing';
import type { MainTestApp } from '../../../testing/main-app';
import { createMainTestApp } from '../../../testing/main-app';

const URL = '/users/me/media_settings';
const ALL_ON = { intro_video_enabled: true, lesson_audio_enabled: true, auto_read_questions: true };

describe.each(testDialects())('media settings on %s', (dialect) => {
  let t: MainTestApp;
  const tokens: Record<'tutor' | 'student' | 'otherTutor' | 'otherStudent' | 'installer', string> =
    {} as never;

  beforeAll(async () => {
    t = await createMainTestApp(dialect);
    const tutor = await t.createUser('tutor');
    const student = await t.createUser('student', {
      account_id: tutor.account_id,
      tutor_id: tutor.id,
    });
    const otherTutor = await t.createUser('tutor');
    const otherStudent = await t.createUser('student', {
      account_id: otherTutor.account_id,
      tutor_id: otherTutor.id,
    });
    const installer = await t.createUser('installer');
    Object.assign(tokens, {
      tutor: await t.tokenFor(tutor),
      student: await t.tokenFor(student),
      otherTutor: await t.tokenFor(otherTutor),
      otherStudent: await t.tokenFor(otherStudent),
      installer: await t.tokenFor(installer),
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (token: string) =>
    t.app.inject({ method: 'GET', url: URL, headers: t.bearer(token) });
  const put = (payload: unknown, token = tokens.tutor, lang = 'en') =>
    t.app.inject({
      method: 'PUT',
      url: URL,
      payload: payload as object,
      headers: { ...t.bearer(token), 'accept-language': lang },
    });

  it('starts with the intro video and lesson audio on, for tutors and students alike', async () => {
    expect((await get(tokens.tutor)).json()).toEqual(ALL_ON);
    expect((await get(tokens.student)).json()).toEqual(ALL_ON);
  });

  it("saves a tutor's switch at once for their students, and only theirs", async () => {
    const saved = await put({ lesson_audio_enabled: false });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ ...ALL_ON, lesson_audio_enabled: false });
    expect((await get(tokens.student)).json()).toEqual({ ...ALL_ON, lesson_audio_enabled: false });
    // Another family keeps its own.
    expect((await get(tokens.otherTutor)).json()).toEqual(ALL_ON);
    expect((await get(tokens.otherStudent)).json()).toEqual(ALL_ON);

    // One switch changes without touching the other.
    expect((await put({ intro_video_enabled: false })).json()).toEqual({
      ...ALL_ON,
      intro_video_enabled: false,
      lesson_audio_enabled: false,
    });
    expect((await put({ intro_video_enabled: true, lesson_audio_enabled: true })).json()).toEqual(
      ALL_ON,
    );
    expect((await get(tokens.student)).json()).toEqual(ALL_ON);
  });

  it('keeps the worksheets switch when the media switches are saved', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/users/me/worksheet_settings',
      payload: { enabled: false },
      headers: t.bearer(tokens.otherTutor),
    });
    await put({ lesson_audio_enabled: false }, tokens.otherTutor);
    const worksheets = await t.app.inject({
      method: 'GET',
      url: '/users/me/worksheet_settings',
      headers: t.bearer(tokens.otherStudent),
    });
    expect(worksheets.json()).toEqual({ enabled: false });
    expect((await get(tokens.otherStudent)).json()).toEqual({
      ...ALL_ON,
      lesson_audio_enabled: false,
    });
  });

  it("reads each question aloud to the youngest unless the tutor turns it off; a student reads their tutor's", async () => {
    const off = await put({ auto_read_questions: false }, tokens.otherTutor);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ auto_read_questions: false });
    const student = (await get(tokens.otherStudent)).json();
    expect(student).toMatchObject({ auto_read_questions: false });
    // The other switches keep what they had.
    expect(student).toMatchObject({ intro_video_enabled: true });
    // Another family keeps the default: on.
    expect((await get(tokens.student)).json()).toMatchObject({ auto_read_questions: true });

    expect((await put({ auto_read_questions: true }, tokens.otherTutor)).json()).toMatchObject({
      auto_read_questions: true,
    });
    expect((await get(tokens.otherStudent)).json()).toMatchObject({ auto_read_questions: true });
    // Students read it but cannot change it.
    expect((await put({ auto_read_questions: false }, tokens.otherStudent)).statusCode).toBe(403);
    expect((await get(tokens.otherStudent)).json()).toMatchObject({ auto_read_questions: true });
  });

  it('refuses bad input with a translated message, and changes nothing', async () => {
    const before = (await get(tokens.tutor)).json();
    const wrongType = await put({ intro_video_enabled: 'no' }, tokens.tutor, 'es');
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toMatchObject({
      error: 'validation',
      fields: {
        intro_video_enabled: 'Indica si el video de introducción está activado o desactivado',
      },
    });
    const autoRead = await put({ auto_read_questions: 1 }, tokens.tutor, 'es');
    expect(autoRead.statusCode).toBe(400);
    expect(autoRead.json()).toMatchObject({
      error: 'validation',
      fields: { auto_read_questions: 'Indica si las preguntas se leen en voz alta al aparecer' },
    });
    const autoReadEn = await put({ auto_read_questions: 'yes' });
    expect(autoReadEn.json()).toMatchObject({
      fields: { auto_read_questions: 'Say whether questions are read aloud as they appear' },
    });
    const empty = await put({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      error: 'validation',
      message: 'Say which setting to change',
    });
    expect((await get(tokens.tutor)).json()).toEqual(before);
  });

  it('lets only tutors change the switches, and nobody without a session', async () => {
    expect((await put({ lesson_audio_enabled: false }, tokens.student)).statusCode).toBe(403);
    expect((await get(tokens.student)).json()).toEqual((await get(tokens.tutor)).json());
    expect((await get(tokens.installer)).statusCode).toBe(403);
    expect((await put({ lesson_audio_enabled: false }, tokens.installer)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });
});
