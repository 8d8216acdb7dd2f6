import {
  appendFileSync,
  copyFileSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from '@aula/db/testing';
import { SAMPLE, writeSampleSources } from '@aula/content/testing';
import { buildPack, ContentStore, randomKey } from '@aula/content';
import type { CatalogueTestApp } from '../../../testing/catalogue-app';
import { createCatalogueTestApp } from '../../../testing/catalogue-app';
import { importPack } from '../../../content/import-pack';
import { samplePackFile } from '../../../testing/sample-pack';
import { LessonContent } from '../../../content/lesson-content';
import { setReadMode } from '../../../content/read-mode';
import { LESSON_OPENING_TTL_MS } from '../../../domain/lesson-content/lesson-openings-repository';
import { advanceClockForTest } from '../../../testing/test-clock';

const firstLesson = SAMPLE.lessonIds[0]!;
const secondLesson = SAMPLE.lessonIds[1]!;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

describe.each(testDialects())('lesson content on %s', (dialect) => {
  let t: CatalogueTestApp;
  let studentId: number;
  let student: string;
  async function createStudent() {
    const user = await t.createUser('student');
    studentId = user.id;
    student = await t.tokenFor(user);
  }

  const openLesson = (token: string, lessonId: number, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/decrypt_lesson',
      headers: { ...t.bearer(token), 'accept-language': language },
      payload: { path: SAMPLE.localPath(lessonId) },
    });
  const serve = (token: string, lessonId: number, language = 'en') =>
    t.activity.inject({
      method: 'POST',
      url: '/v1/serve-lesson',
      headers: { ...t.bearer(token), 'accept-language': language },
      payload: { lesson_id: lessonId },
    });

  // These read what the installation holds; each test has a student of its own.
  describe('on a shared installation', () => {
    beforeAll(async () => {
      t = await createCatalogueTestApp(dialect);
    });
    afterAll(async () => {
      await t.close();
    });
    beforeEach(createStudent);

    it('opens an open lesson, marks it in progress and serves it decrypted with pictures inlined', async () => {
      const opened = await openLesson(student, firstLesson);
      expect(opened.json()).toEqual({
        lesson_id: firstLesson,
        path: SAMPLE.localPath(firstLesson),
        status: 'open',
        state_id: 2,
      });
      const served = await serve(student, firstLesson);
      expect(served.statusCode).toBe(200);
      const lesson = served.json();
      expect(lesson).toMatchObject({
        lesson_id: firstLesson,
        lang: 'en',
        narration: 'Let us count.',
      });
      expect(lesson.html).toContain(SAMPLE.secretSentence);
      expect(lesson.html).toMatch(
        /<img alt="Dots" src="data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+" \/>/,
      );
      expect(lesson.glossary).toHaveLength(3);

      const spanish = (await serve(student, firstLesson, 'es')).json();
      expect(spanish.html).toContain('Los elefantes morados');

      const lessons = await t.app.inject({
        method: 'GET',
        url: `/lessons?cluster_id=${SAMPLE.clusterIds[0]}`,
        headers: t.bearer(student),
      });
      expect(lessons.json().items[0].state_id).toBe(2);
    });

    it('serves nothing until the lesson is opened, and nothing after it is closed', async () => {
      const before = await serve(student, firstLesson);
      expect(before.statusCode).toBe(409);
      expect(before.json().message).toBe('Open the lesson before reading it.');
      await openLesson(student, firstLesson);
      const closed = await t.app.inject({
        method: 'POST',
        url: '/api/encrypt_lesson',
        headers: t.bearer(student),
        payload: { path: SAMPLE.localPath(firstLesson) },
      });
      expect(closed.json()).toMatchObject({ status: 'closed', state_id: 2 });
      expect((await serve(student, firstLesson)).statusCode).toBe(409);
    });

    it('lets an opening left behind (a closed tab) lapse after a school day', async () => {
      await openLesson(student, firstLesson);
      advanceClockForTest(t, LESSON_OPENING_TTL_MS - 60_000);
      expect((await serve(student, firstLesson)).statusCode).toBe(200);
      advanceClockForTest(t, 120_000);
      expect((await serve(student, firstLesson)).statusCode).toBe(409);
      await openLesson(student, firstLesson);
      expect((await serve(student, firstLesson)).statusCode).toBe(200);
    });

    it('refuses a locked lesson and a cluster the tutor turned off', async () => {
      const locked = await openLesson(student, secondLesson, 'es');
      expect(locked.statusCode).toBe(403);
      expect(locked.json()).toMatchObject({ error: 'lesson_locked' });
      expect(locked.json().message).toMatch(/bloqueada/);
      expect((await serve(student, secondLesson)).statusCode).toBe(403);

      await openLesson(student, firstLesson);
      await t.context.database.db
        .insertInto('student_cluster_access')
        .values({
          student_id: studentId,
          cluster_id: SAMPLE.clusterIds[0]!,
          subject_id: SAMPLE.subjectId,
          enabled: 0,
          updated_at: new Date().toISOString(),
        })
        .execute();
      expect((await serve(student, firstLesson)).statusCode).toBe(403);
      expect((await openLesson(student, firstLesson)).statusCode).toBe(403);
    });

    it('serves lesson content to students only', async () => {
      const tutor = await t.tokenFor(await t.createUser('tutor'));
      expect((await openLesson(tutor, firstLesson)).statusCode).toBe(403);
      expect((await serve(tutor, firstLesson)).statusCode).toBe(403);
      expect(
        (
          await t.activity.inject({
            method: 'POST',
            url: '/v1/serve-lesson',
            payload: { lesson_id: firstLesson },
          })
        ).statusCode,
      ).toBe(401);
      expect((await openLesson(student, 99)).statusCode).toBe(404);
      const blank = await t.app.inject({
        method: 'POST',
        url: '/api/decrypt_lesson',
        headers: t.bearer(student),
        payload: { path: ' ' },
      });
      expect(blank.json().fields.path).toBe('The lesson path is required');
    });

    it('keeps no plaintext in data/content', () => {
      const files = filesUnder(t.context.contentStore.root);
      expect(files.length).toBeGreaterThanOrEqual(SAMPLE.lessonIds.length * 3);
      for (const file of files) {
        const bytes = readFileSync(file);
        expect(bytes.includes(Buffer.from(SAMPLE.secretSentence))).toBe(false);
        expect(bytes.includes(Buffer.from('<svg'))).toBe(false);
      }
    });
  });

  // These import packs over the installed one, change the read mode or remove the sealed
  // files, which every later reader would see: each starts from a pristine installation.
  describe('changing the installed content', () => {
    beforeEach(async () => {
      t = await createCatalogueTestApp(dialect);
      await createStudent();
    });
    afterEach(async () => {
      await t.close();
    });

    it('sends a long lesson compressed to a browser that accepts it, and plain to one that does not', async () => {
      // The sample's lessons are a few lines: a pack whose lessons say a good deal more.
      const dir = mkdtempSync(join(tmpdir(), 'aula-long-lessons-'));
      const sources = writeSampleSources(join(dir, 'src'), '3.0.0');
      const story = Array.from({ length: 200 }, (_, i) => `<p>Step ${i}: count ${i} apples.</p>`);
      for (const body of filesUnder(sources).filter((file) => file.endsWith('body.en.html')))
        appendFileSync(body, story.join(''));
      const packFile = join(dir, 'long.aulapack');
      await buildPack(sources, packFile);
      await importPack(t.context.database, t.context.contentStore, packFile);
      await openLesson(student, firstLesson);

      const serveAccepting = (encoding: string) =>
        t.activity.inject({
          method: 'POST',
          url: '/v1/serve-lesson',
          headers: { ...t.bearer(student), 'accept-encoding': encoding },
          payload: { lesson_id: firstLesson },
        });
      const compressed = await serveAccepting('gzip');
      expect(compressed.statusCode).toBe(200);
      expect(compressed.headers['content-encoding']).toBe('gzip');
      const lesson = JSON.parse(gunzipSync(compressed.rawPayload).toString('utf8'));
      expect(lesson.html).toContain('Step 199: count 199 apples.');
      expect(compressed.rawPayload.length).toBeLessThan(JSON.stringify(lesson).length / 4);

      const plain = await serveAccepting('identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.json().html).toContain('Step 199: count 199 apples.');
    });

    it('serves a lesson opened again from memory, and a newly imported pack at once', async () => {
      await openLesson(student, firstLesson);
      expect((await serve(student, firstLesson)).json().html).toContain(SAMPLE.secretSentence);
      // The sealed files gone: the second opening no longer needs them.
      rmSync(t.context.contentStore.root, { recursive: true, force: true });
      expect((await serve(student, firstLesson)).json().html).toContain(SAMPLE.secretSentence);
      // A new import is a new generation: read from the store again, not from memory.
      await importPack(t.context.database, t.context.contentStore, await samplePackFile('2.0.0'));
      await openLesson(student, firstLesson);
      rmSync(t.context.contentStore.root, { recursive: true, force: true });
      const afterImport = await serve(student, firstLesson);
      expect(afterImport.statusCode).toBe(422);
    });

    it('reads from the external disc in read mode 1, and warns when the disc is gone', async () => {
      const disc = mkdtempSync(join(tmpdir(), 'aula-disc-'));
      const packFile = join(disc, 'content.aulapack');
      copyFileSync(await samplePackFile('2.0.0', 'BOX-KEY-1'), packFile);
      await importPack(t.context.database, t.context.contentStore, disc, { packKey: 'BOX-KEY-1' });
      await setReadMode(t.context.database.db, 1);
      // The store's copy is not used in this mode: remove it to prove where the lesson comes from.
      rmSync(t.context.contentStore.root, { recursive: true, force: true });
      await openLesson(student, firstLesson);
      const served = await serve(student, firstLesson);
      expect(served.statusCode).toBe(200);
      expect(served.json().html).toContain(SAMPLE.secretSentence);

      rmSync(disc, { recursive: true, force: true });
      const missing = await serve(student, firstLesson);
      expect(missing.statusCode).toBe(422);
      expect(missing.json().error).toBe('lesson_unavailable');
    });

    it("cannot read another installation's content: the Upss warning in the user's language", async () => {
      // The same pack imported by another installation, with its own key, copied over ours.
      const other = new ContentStore(t.context.contentStore.root, randomKey());
      const content = new LessonContent(t.context.database.db, other);
      await importPack(t.context.database, other, await samplePackFile('1.0.1'));
      expect(content).toBeDefined();
      await openLesson(student, firstLesson);
      const served = await serve(student, firstLesson, 'es');
      expect(served.statusCode).toBe(422);
      expect(served.json()).toEqual({
        error: 'lesson_unavailable',
        message: 'No pudimos abrir esta lección. Por favor solicita el contenido de Matemáticas.',
      });
      expect((await serve(student, firstLesson, 'en')).json().message).toBe(
        'We could not open this lesson. Please request the content of Math.',
      );
    });
  });
});
