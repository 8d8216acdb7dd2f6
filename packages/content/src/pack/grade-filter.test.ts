import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GradedSourcesOptions } from '../testing/graded-sources';
import { gradedIds, writeGradedSources } from '../testing/graded-sources';
import { InvalidPackError } from '../validate/issues';
import { buildPack } from './build-pack';
import { packGradeIndex } from './grade-filter';
import { openPackSource } from './pack-source';
import { readPack } from './read-pack';

const OPTIONS: GradedSourcesOptions = {
  packId: 'graded-pack',
  idBase: 7000,
  subjectPath: 'art',
  grades: [
    { grade_id: 1, path: 'grade-1', en: 'Grade 1', es: 'Primer grado' },
    { grade_id: 2, path: 'grade-2', en: 'Grade 2', es: 'Segundo grado' },
  ],
};
const [first, second] = gradedIds(OPTIONS);

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'aula-grades-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The pack unpacked into a folder standing for a disc, optionally without some entries. */
async function discWithout(skip: (path: string) => boolean, packKey?: string) {
  const packFile = join(dir, 'graded.aulapack');
  await buildPack(writeGradedSources(join(dir, 'src'), OPTIONS), packFile, { packKey });
  const disc = join(dir, 'disc');
  const source = await openPackSource(packFile);
  for (const name of source.names()) {
    if (skip(name)) continue;
    mkdirSync(join(disc, name, '..'), { recursive: true });
    writeFileSync(join(disc, name), await source.read(name));
  }
  source.close();
  return disc;
}

const issuesOf = async (promise: Promise<unknown>) => {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(InvalidPackError);
  return (error as InvalidPackError).issues.map((issue) => `${issue.where}: ${issue.message}`);
};

describe('reading a pack for some of its grades', () => {
  it('reads only the chosen grade when the other grade is absent from the disc', async () => {
    const disc = await discWithout(
      (name) =>
        name.startsWith(`lessons/${second!.lessonIds[0]}/`) ||
        name.startsWith(`lessons/${second!.lessonIds[1]}/`),
    );
    const { contents } = await readPack(disc, { grades: [1] });
    expect(contents.catalogue.grades.map((grade) => grade.grade_id)).toEqual([1]);
    expect(contents.catalogue.subjects.map((subject) => subject.id)).toEqual([first!.subjectId]);
    expect(contents.catalogue.lessons.map((lesson) => lesson.id)).toEqual(first!.lessonIds);
    expect(Object.keys(contents.questions.lessons).map(Number)).toEqual(first!.lessonIds);
    expect(Object.keys(contents.questions.clusters).map(Number)).toEqual([first!.clusterId]);
    expect(
      [...contents.files.keys()].every((path) => !path.includes(String(second!.subjectId))),
    ).toBe(true);
    expect(contents.files.has(`lessons/${first!.lessonIds[0]}/body.en.html`)).toBe(true);

    // The whole pack still needs every entry.
    expect(await issuesOf(readPack(disc))).toContain(
      `lessons/${second!.lessonIds[0]}/body.en.html: entry listed in the manifest is missing`,
    );
  });

  it('still refuses a missing entry of a chosen grade, an unknown grade and a bad checksum', async () => {
    const disc = await discWithout(
      (name) => name === `lessons/${first!.lessonIds[1]}/body.es.html`,
    );
    expect(await issuesOf(readPack(disc, { grades: [1] }))).toEqual([
      `lessons/${first!.lessonIds[1]}/body.es.html: entry listed in the manifest is missing`,
    ]);
    expect(await readPack(disc, { grades: [2] })).toBeTruthy();
    expect(await issuesOf(readPack(disc, { grades: [2, 9] }))).toEqual([
      'catalogue.json: grade 9 is not in this pack',
    ]);

    const damaged = join(dir, 'damaged');
    cpSync(disc, damaged, { recursive: true });
    writeFileSync(join(damaged, `lessons/${second!.lessonIds[0]}/body.en.html`), '<p>altered</p>');
    expect(await issuesOf(readPack(damaged, { grades: [2] }))).toEqual([
      `lessons/${second!.lessonIds[0]}/body.en.html: checksum mismatch: the entry is damaged or altered`,
    ]);
  });

  it('gives each choice of grades its own fingerprint, and all grades the whole pack’s', async () => {
    const disc = await discWithout(() => false, 'pack-key-123');
    const whole = await readPack(disc, { packKey: 'pack-key-123' });
    const one = await readPack(disc, { packKey: 'pack-key-123', grades: [1] });
    const both = await readPack(disc, { packKey: 'pack-key-123', grades: [2, 1] });
    expect(one.fingerprint).not.toBe(whole.fingerprint);
    expect(both.fingerprint).toBe(whole.fingerprint);
    expect(one.contents.catalogue.lessons).toHaveLength(2);
  });

  it('tells which grade each entry belongs to', async () => {
    const disc = await discWithout(() => false);
    const { contents } = await readPack(disc);
    const index = packGradeIndex(contents.catalogue);
    expect(index.gradeOf(`lessons/${second!.lessonIds[1]}/media/picture-1.svg`)).toBe(2);
    expect(index.gradeOf(`clusters/${first!.clusterId}/media/a.svg`)).toBe(1);
    expect(index.gradeOf('catalogue.json')).toBeNull();
    expect(index.gradeOf('lessons/123/body.en.html')).toBeNull();
  });
});
