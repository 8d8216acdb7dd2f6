import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildPack, openPackSource, readPack } from '@aula/content';
import type { GradedSourcesOptions } from '@aula/content/testing';
import { gradedIds, gradedLessonSentence, writeGradedSources } from '@aula/content/testing';
import { testDialects } from '@aula/db/testing';
import type { ContentCopy, ContentCopyPlan } from '@aula/shared';
import type { CatalogueTestApp } from '../../../testing/catalogue-app';
import { createCatalogueTestApp } from '../../../testing/catalogue-app';
import { createMainService } from '../main-service';
import { ContentCopiesRepository } from './content-copies-repository';
import { stagingFolder } from './copy-job';

const DISC: GradedSourcesOptions = {
  packId: 'art-disc',
  idBase: 7000,
  subjectPath: 'art',
  grades: [
    { grade_id: 1, path: 'grade-1', en: 'Grade 1', es: 'Primer grado' },
    { grade_id: 2, path: 'grade-2', en: 'Grade 2', es: 'Segundo grado' },
  ],
  // Pictures larger than a chunk, and enough of them, that a cancel lands mid-copy.
  picturesPerLesson: 12,
  pictureBytes: 300_000,
};
const [grade1, grade2] = gradedIds(DISC) as [
  ReturnType<typeof gradedIds>[number],
  ReturnType<typeof gradedIds>[number],
];

let fixtures: string;
let packFile: string;
/** A folder of discs: `art` unpacked, `art-file` as one pack file, `damaged` with a bad picture. */
let discsDir: string;

beforeAll(async () => {
  fixtures = mkdtempSync(join(tmpdir(), 'aula-discs-'));
  packFile = join(fixtures, 'art.aulapack');
  await buildPack(writeGradedSources(join(fixtures, 'src'), DISC), packFile);
  discsDir = join(fixtures, 'discs');
  const unpacked = join(discsDir, 'art');
  const source = await openPackSource(packFile);
  for (const name of source.names()) {
    mkdirSync(join(unpacked, name, '..'), { recursive: true });
    writeFileSync(join(unpacked, name), await source.read(name));
  }
  source.close();
  mkdirSync(join(discsDir, 'art-file'));
  cpSync(packFile, join(discsDir, 'art-file', 'art.aulapack'));
  cpSync(unpacked, join(discsDir, 'damaged'), { recursive: true });
  writeFileSync(
    join(discsDir, 'damaged', `lessons/${grade2.lessonIds[1]}/media/picture-3.svg`),
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
  );
  mkdirSync(join(discsDir, 'empty-folder'));
});
afterAll(() => rmSync(fixtures, { recursive: true, force: true }));

/** Bytes of the files under these folders of the unpacked disc. */
function bytesUnder(...folders: string[]): number {
  let total = 0;
  const walk = (path: string) => {
    for (const child of readdirSync(path, { withFileTypes: true }))
      if (child.isDirectory()) walk(join(path, child.name));
      else total += statSync(join(path, child.name)).size;
  };
  for (const folder of folders)
    if (statSync(join(discsDir, 'art', folder), { throwIfNoEntry: false }))
      walk(join(discsDir, 'art', folder));
  return total;
}
const sharedBytes = () =>
  statSync(join(discsDir, 'art', 'catalogue.json')).size +
  statSync(join(discsDir, 'art', 'questions.json')).size;
const gradeBytes = (grade: typeof grade1) =>
  bytesUnder(...grade.lessonIds.map((id) => `lessons/${id}`), `clusters/${grade.clusterId}`);

describe.each(testDialects())('copying content from a disc on %s', (dialect) => {
  let t: CatalogueTestApp;
  let tutor: string;
  let student: string;

  /** Fresh users for each test, and the drive folder as a test may have left it unset. */
  async function prepare() {
    t.context.env.CONTENT_DISCS_DIR = discsDir;
    tutor = await t.tokenFor(await t.createUser('tutor'));
    student = await t.tokenFor(await t.createUser('student'));
  }

  const call = (
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    token = tutor,
    language = 'en',
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...t.bearer(token), 'accept-language': language },
      ...(payload ? { payload } : {}),
    });

  /** Waits until the copy stops running, and gives it. */
  async function settled(id: number): Promise<ContentCopy> {
    for (let attempt = 0; attempt < 600; attempt += 1) {
      const copy = (await call('GET', `/content_copies/${id}`)).json<ContentCopy>();
      if (copy.status !== 'copying' && copy.status !== 'importing') return copy;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the copy did not finish');
  }

  async function copy(disc: string, gradeIds: number[]) {
    const started = await call('POST', '/content_copies', { disc, grade_ids: gradeIds });
    expect(started.statusCode).toBe(202);
    return started.json<ContentCopy>();
  }

  const subjectIdsOfGrade = async (gradeId: number) =>
    (await call('GET', `/subjects?grade_id=${gradeId}`, undefined, student))
      .json<{ items: { id: number }[] }>()
      .items.map((subject) => subject.id);

  const rendered = (lessonId: number) =>
    t.context.lessonContent.render(DISC.packId, lessonId, 'en');

  describe('reading the discs', () => {
    beforeAll(async () => {
      t = await createCatalogueTestApp(dialect);
    });
    afterAll(() => t.close());
    beforeEach(prepare);

    it('lists the discs that hold a pack, and says when no drive folder is set', async () => {
      expect((await call('GET', '/content_discs')).json()).toEqual({
        configured: true,
        items: [{ name: 'art' }, { name: 'art-file' }, { name: 'damaged' }],
      });
      t.context.env.CONTENT_DISCS_DIR = undefined;
      expect((await call('GET', '/content_discs')).json()).toEqual({
        configured: false,
        items: [],
      });
    });

    it('plans a disc: its pack, each grade with the size of its content, and what is here', async () => {
      const response = await call('POST', '/content_copy_plans', { disc: 'art' });
      expect(response.statusCode).toBe(200);
      const plan = response.json<ContentCopyPlan>();
      expect(plan).toEqual({
        disc: 'art',
        pack: {
          id: 'art-disc',
          version: '1.0.0',
          title: { en: 'Disc art-disc', es: 'Disco art-disc' },
        },
        needs_key: false,
        shared_bytes: sharedBytes(),
        grades: [
          {
            grade_id: 1,
            name: { en: 'Grade 1', es: 'Primer grado' },
            bytes: gradeBytes(grade1),
            installed: false,
          },
          {
            grade_id: 2,
            name: { en: 'Grade 2', es: 'Segundo grado' },
            bytes: gradeBytes(grade2),
            installed: false,
          },
        ],
      });
      expect(plan.grades[0]!.bytes).toBeGreaterThan(12 * 300_000);
      // The same plan from the pack-file disc.
      const fromFile = (await call('POST', '/content_copy_plans', { disc: 'art-file' })).json();
      expect(fromFile.grades).toEqual(plan.grades);

      for (const disc of ['nowhere', '../art', 'empty-folder'])
        expect((await call('POST', '/content_copy_plans', { disc })).json()).toMatchObject({
          message: 'That disc is not in the drive. Insert it and choose it again.',
        });
    });

    it('refuses a disc whose manifest leads out of its pack, naming the disc, and writes nothing', async () => {
      const outside = mkdtempSync(join(tmpdir(), 'aula-outside-'));
      const escaping = join(discsDir, 'escaping');
      cpSync(join(discsDir, 'art'), escaping, { recursive: true });
      const manifestFile = join(escaping, 'manifest.json');
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
        entries: { path: string; sha256: string; size: number }[];
      };
      const climbing = `${'../'.repeat(12)}${outside.slice(1)}/f.txt`;
      manifest.entries.push({ path: climbing, sha256: '0'.repeat(64), size: 4 });
      writeFileSync(join(outside, 'f.txt.part'), 'kept');
      writeFileSync(manifestFile, JSON.stringify(manifest));
      try {
        for (const path of ['/content_copy_plans', '/content_copies']) {
          const english = await call('POST', path, { disc: 'escaping', grade_ids: [1] });
          expect(english.statusCode, path).toBe(400);
          expect(english.json().message).toBe(
            `The disc “escaping” lists a file outside its content (${climbing}), so nothing on it is copied. Use another copy of the disc.`,
          );
        }
        const spanish = await call(
          'POST',
          '/content_copy_plans',
          { disc: 'escaping' },
          tutor,
          'es',
        );
        expect(spanish.json().message).toMatch(/^El disco «escaping» incluye un archivo fuera/);
        expect(readdirSync(outside)).toEqual(['f.txt.part']);
        expect(readFileSync(join(outside, 'f.txt.part'), 'utf8')).toBe('kept');
        expect((await call('GET', '/content_copies/latest')).json()).toEqual({ copy: null });
      } finally {
        rmSync(escaping, { recursive: true, force: true });
        rmSync(outside, { recursive: true, force: true });
      }
    });

    it('refuses a copy without a grade, in English and in Spanish, and starts nothing', async () => {
      for (const payload of [{ disc: 'art', grade_ids: [] }, { disc: 'art' }]) {
        const english = await call('POST', '/content_copies', payload);
        expect(english.statusCode).toBe(400);
        expect(english.json().message).toBe('Copy content requires at least one grade');
        const spanish = await call('POST', '/content_copies', payload, tutor, 'es');
        expect(spanish.json().message).toBe('Copiar contenido requiere al menos un grado');
      }
      const unknown = await call('POST', '/content_copies', { disc: 'art', grade_ids: [9] });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toBe('That grade is not on this disc.');
      expect((await call('GET', '/content_copies/latest')).json()).toEqual({ copy: null });
    });

    it('is for tutors: students get 403, no sign-in 401, an unknown copy 404', async () => {
      const requests: ['GET' | 'POST', string, object?][] = [
        ['GET', '/content_discs'],
        ['POST', '/content_copy_plans', { disc: 'art' }],
        ['POST', '/content_copies', { disc: 'art', grade_ids: [1] }],
        ['GET', '/content_copies/latest'],
        ['GET', '/content_copies/1'],
        ['POST', '/content_copies/1/cancel'],
        ['POST', '/content_copies/1/resume'],
      ];
      for (const [method, url, payload] of requests) {
        expect((await call(method, url, payload, student)).statusCode, url).toBe(403);
        const anonymous = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
        expect(anonymous.statusCode, url).toBe(401);
      }
      expect((await call('GET', '/content_copies/latest')).json()).toEqual({ copy: null });
      for (const [method, url] of requests.slice(4))
        expect((await call(method, url)).statusCode, url).toBe(404);
    });
  });

  // A copy installs content, keeps its row and staging folder, and sets the read mode: each of
  // these tests starts from a pristine app.
  describe('running copies', () => {
    beforeEach(async () => {
      t = await createCatalogueTestApp(dialect);
      await prepare();
    });
    afterEach(() => t.close());

    it('copies grades to 100 %, then their lessons are listed and readable from this computer', async () => {
      expect(await subjectIdsOfGrade(1)).not.toContain(grade1.subjectId);
      const first = await copy('art', [1]);
      expect(first).toMatchObject({ status: 'copying', grade_ids: [1], pack_id: 'art-disc' });
      expect(first.bytes_total).toBe(sharedBytes() + gradeBytes(grade1));
      const done = await settled(first.id);
      expect(done).toMatchObject({ status: 'done', percent: 100, error: null });
      expect(done.bytes_done).toBe(done.bytes_total);
      expect(await subjectIdsOfGrade(1)).toContain(grade1.subjectId);
      expect(await rendered(grade1.lessonIds[0]!)).toContain(
        gradedLessonSentence(grade1.lessonIds[0]!),
      );
      // Its staging folder goes once the copy is done: the job says so first, then removes it.
      await expect
        .poll(() =>
          statSync(stagingFolder(t.context.env.DATA_DIR, first.id), { throwIfNoEntry: false }),
        )
        .toBeUndefined();

      // Grade 2 from the pack-file disc keeps grade 1, which is copied again for the import.
      const plan = (
        await call('POST', '/content_copy_plans', { disc: 'art-file' })
      ).json<ContentCopyPlan>();
      expect(plan.grades.map((grade) => grade.installed)).toEqual([true, false]);
      const second = await copy('art-file', [2]);
      expect(second.bytes_total).toBe(sharedBytes() + gradeBytes(grade1) + gradeBytes(grade2));
      expect(await settled(second.id)).toMatchObject({ status: 'done', percent: 100 });
      expect(await subjectIdsOfGrade(1)).toContain(grade1.subjectId);
      expect(await subjectIdsOfGrade(2)).toContain(grade2.subjectId);
      expect(await rendered(grade2.lessonIds[1]!)).toContain(
        gradedLessonSentence(grade2.lessonIds[1]!),
      );
      // The sample pack installed before is untouched.
      expect(await subjectIdsOfGrade(1)).toHaveLength(2);

      // Read mode 1 reads the same lessons from the disc they came from.
      await call('POST', '/read-from', { mode: 1 });
      expect(await rendered(grade2.lessonIds[0]!)).toContain(
        gradedLessonSentence(grade2.lessonIds[0]!),
      );
    });

    it('cancels after the current chunk, keeps what was verified, and resumes to the same end', async () => {
      const started = await copy('art', [1, 2]);
      // Cancel once a few chunks are on this computer, while the copy runs.
      let progress = started;
      // Each poll waits a moment: back-to-back reads can be answered without the event loop
      // ever turning, which starves the copy they wait for.
      while (progress.status === 'copying' && progress.bytes_done < 3 * 256 * 1024) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        progress = (await call('GET', `/content_copies/${started.id}`)).json<ContentCopy>();
      }
      const cancelled = await call('POST', `/content_copies/${started.id}/cancel`);
      expect(cancelled.statusCode).toBe(200);
      const stopped = await settled(started.id);
      expect(stopped.status).toBe('cancelled');
      expect(stopped.bytes_done).toBeGreaterThanOrEqual(3 * 256 * 1024);
      expect(stopped.bytes_done).toBeLessThan(stopped.bytes_total);
      expect(stopped.percent).toBeLessThan(100);
      // What was copied stays in the staging folder for the resume.
      const staged = readdirSync(stagingFolder(t.context.env.DATA_DIR, started.id), {
        recursive: true,
      });
      expect(staged).toContain('manifest.json');
      expect(staged.some((name) => String(name).startsWith('lessons'))).toBe(true);
      // Nothing was installed, and cancelling twice is refused.
      expect(await subjectIdsOfGrade(2)).toEqual([]);
      expect((await call('POST', `/content_copies/${started.id}/cancel`)).statusCode).toBe(409);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const still = (await call('GET', `/content_copies/${started.id}`)).json<ContentCopy>();
      expect(still.bytes_done).toBe(stopped.bytes_done);

      const resumed = await call('POST', `/content_copies/${started.id}/resume`);
      expect(resumed.statusCode).toBe(202);
      expect(resumed.json().bytes_done).toBeGreaterThanOrEqual(stopped.bytes_done);
      const done = await settled(started.id);
      expect(done).toMatchObject({ status: 'done', percent: 100, error: null });
      expect(done.bytes_done).toBe(done.bytes_total);
      expect((await call('POST', `/content_copies/${started.id}/resume`)).statusCode).toBe(409);

      // Identical to the disc: the installed build is the disc's, every lesson reads the same.
      const expected = await readPack(join(discsDir, 'art'));
      const installed = await t.context.database.db
        .selectFrom('content_packs')
        .select(['fingerprint', 'source_location'])
        .where('id', '=', DISC.packId)
        .executeTakeFirstOrThrow();
      expect(installed).toEqual({
        fingerprint: expected.fingerprint,
        source_location: join(discsDir, 'art'),
      });
      for (const lesson of expected.contents.catalogue.lessons)
        expect(await rendered(lesson.id)).toContain(gradedLessonSentence(lesson.id));
    });

    it('refuses a damaged file on the disc and leaves the previous content in use', async () => {
      await settled((await copy('art', [1])).id);
      const failed = await settled((await copy('damaged', [2])).id);
      const damagedFile = `lessons/${grade2.lessonIds[1]}/media/picture-3.svg`;
      expect(failed.status).toBe('failed');
      expect(failed.error).toBe(
        `${damagedFile} on the disc is damaged (its checksum does not match). The previous content is still in use. Clean the disc and resume, or use another copy of the disc.`,
      );
      expect(failed.percent).toBeLessThan(100);
      const spanish = (
        await call('GET', `/content_copies/${failed.id}`, undefined, tutor, 'es')
      ).json<ContentCopy>();
      expect(spanish.error).toMatch(/^lessons\/.+ en el disco está dañado/);
      expect(await subjectIdsOfGrade(1)).toContain(grade1.subjectId);
      expect(await subjectIdsOfGrade(2)).toEqual([]);
      expect(await rendered(grade1.lessonIds[1]!)).toContain(
        gradedLessonSentence(grade1.lessonIds[1]!),
      );
    });

    it("says what stopped a copy by the disc and its files, never by this server's folders", async () => {
      // Where copies are staged is taken by a file, so saving the disc's files fails.
      writeFileSync(join(t.context.env.DATA_DIR, 'content-copies'), 'in the way');
      const failed = await settled((await copy('art', [1])).id);
      expect(failed.status).toBe('failed');
      expect(failed.error).toMatch(/^Copying stopped because this computer could not save/);
      expect(failed.error).not.toContain(t.context.env.DATA_DIR);
      expect(failed.error).not.toMatch(/\/(tmp|home|var|mnt|media|root)\//);
      const spanish = (
        await call('GET', `/content_copies/${failed.id}`, undefined, tutor, 'es')
      ).json<ContentCopy>();
      expect(spanish.error).toMatch(/^La copia se detuvo porque esta computadora no pudo guardar/);
      expect(spanish.error).not.toContain(t.context.env.DATA_DIR);
    });

    it('marks a copy that was running when the server stopped as interrupted, and resumes it', async () => {
      const repository = new ContentCopiesRepository(t.context.database.db, t.context.now);
      const plan = (
        await call('POST', '/content_copy_plans', { disc: 'art' })
      ).json<ContentCopyPlan>();
      const expected = await readPack(join(discsDir, 'art'));
      const id = await repository.create({
        disc: 'art',
        pack_id: plan.pack.id,
        pack_title_en: plan.pack.title.en,
        pack_title_es: plan.pack.title.es,
        manifest_sha256: expected.fingerprint,
        grade_ids: [2],
        import_grade_ids: [2],
        bytes_total: plan.shared_bytes + plan.grades[1]!.bytes,
        started_by: null,
      });
      // A new start of the main service over the same database.
      const restarted = await createMainService(t.context);
      await restarted.ready();
      const latest = (await call('GET', '/content_copies/latest')).json<{ copy: ContentCopy }>();
      expect(latest.copy).toMatchObject({
        id,
        status: 'interrupted',
        error:
          'The copy was interrupted when Aula stopped. Resume it to continue where it left off.',
      });
      // It had copied the start of a picture (here: bytes that are not the picture's). A resume
      // continues that file rather than starting it again, so the checksum catches them...
      const picture = `lessons/${grade2.lessonIds[0]}/media/picture-1.svg`;
      const part = join(stagingFolder(t.context.env.DATA_DIR, id), `${picture}.part`);
      mkdirSync(join(part, '..'), { recursive: true });
      writeFileSync(part, 'z'.repeat(100));
      expect((await call('POST', `/content_copies/${id}/resume`)).statusCode).toBe(202);
      const failed = await settled(id);
      expect(failed.status).toBe('failed');
      expect(failed.error).toMatch(new RegExp(`^${picture} on the disc is damaged`));
      expect(await subjectIdsOfGrade(2)).toEqual([]);
      // ...and drops them, so the next resume copies the picture whole and finishes.
      expect((await call('POST', `/content_copies/${id}/resume`)).statusCode).toBe(202);
      expect(await settled(id)).toMatchObject({ status: 'done', percent: 100 });
      expect(await subjectIdsOfGrade(2)).toEqual([grade2.subjectId]);
      await restarted.close();
    });

    it('lets only one copy run at a time', async () => {
      const first = await copy('art', [1, 2]);
      const second = await call('POST', '/content_copies', { disc: 'art', grade_ids: [1] });
      expect(second.statusCode).toBe(409);
      expect(second.json().message).toBe(
        'A copy is already running. Wait for it to finish, or cancel it first.',
      );
      await call('POST', `/content_copies/${first.id}/cancel`);
      await settled(first.id);
    });
  });
});

describe.each(testDialects())('an encrypted disc on %s', (dialect) => {
  let t: CatalogueTestApp;
  let tutor: string;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'aula-locked-disc-'));
    const locked = { ...DISC, packId: 'locked-disc', picturesPerLesson: 1, pictureBytes: 0 };
    mkdirSync(join(dir, 'locked'));
    await buildPack(
      writeGradedSources(join(dir, 'src'), locked),
      join(dir, 'locked', 'locked.aulapack'),
      {
        packKey: 'open-sesame-42',
      },
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  beforeAll(async () => {
    t = await createCatalogueTestApp(dialect);
    t.context.env.CONTENT_DISCS_DIR = dir;
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    tutor = await t.tokenFor(await t.createUser('tutor'));
  });

  const plan = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/content_copy_plans',
      headers: t.bearer(tutor),
      payload: { disc: 'locked', ...payload },
    });

  it('asks for the pack key, refuses a wrong one, and copies with the right one', async () => {
    expect((await plan({})).json()).toMatchObject({ needs_key: true, grades: [] });
    const wrong = await plan({ pack_key: 'wrong-key' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: 'The pack key does not unlock the content on this disc.',
      fields: { pack_key: 'The pack key does not unlock the content on this disc.' },
    });
    const noKey = await t.app.inject({
      method: 'POST',
      url: '/content_copies',
      headers: t.bearer(tutor),
      payload: { disc: 'locked', grade_ids: [1] },
    });
    expect(noKey.json().message).toBe(
      'The content on this disc is locked. Enter the pack key that came with it.',
    );
    expect((await plan({ pack_key: 'open-sesame-42' })).json().grades).toHaveLength(2);
    // The key is remembered (sealed): the next plan and the copy need it no more.
    expect((await plan({})).json().needs_key).toBe(false);
    const started = await t.app.inject({
      method: 'POST',
      url: '/content_copies',
      headers: t.bearer(tutor),
      payload: { disc: 'locked', grade_ids: [2] },
    });
    expect(started.statusCode).toBe(202);
    let copy: ContentCopy = started.json();
    while (copy.status === 'copying' || copy.status === 'importing') {
      await new Promise((resolve) => setTimeout(resolve, 50));
      copy = (
        await t.app.inject({
          method: 'GET',
          url: `/content_copies/${copy.id}`,
          headers: t.bearer(tutor),
        })
      ).json();
    }
    expect(copy).toMatchObject({ status: 'done', percent: 100 });
    const [, second] = gradedIds(DISC);
    expect(
      await t.context.lessonContent.render('locked-disc', second!.lessonIds[0]!, 'en'),
    ).toContain(gradedLessonSentence(second!.lessonIds[0]!));
  });
});
