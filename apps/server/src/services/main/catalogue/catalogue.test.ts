import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from '@aula/db/testing';
import { SAMPLE } from '@aula/content/testing';
import type { ClusterList, LessonDetail, LessonList, SubjectList } from '@aula/shared';
import type { CatalogueTestApp } from '../../../testing/catalogue-app';
import { createCatalogueTestApp } from '../../../testing/catalogue-app';
import { setReadMode } from '../../../content/read-mode';
import { sampleLessonState } from '../../../testing/sample-pack';

describe.each(testDialects())('catalogue on %s', (dialect) => {
  let t: CatalogueTestApp;
  let student: string;
  beforeAll(async () => {
    t = await createCatalogueTestApp(dialect);
  });
  afterAll(() => t.close());
  // The read mode is the installation's: a test that sets it leaves the default behind.
  afterEach(() => setReadMode(t.context.database.db, 0));
  beforeEach(async () => {
    student = await t.tokenFor(await t.createUser('student'));
  });

  const get = (url: string, token: string, language = 'en') =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { ...t.bearer(token), 'accept-language': language },
    });

  it('lists levels with the grades that have content, in the request language', async () => {
    const english = await get('/levels', student);
    expect(english.json()).toEqual({
      items: [
        {
          id: 1,
          nombre: 'Elementary',
          grades: [{ grade_id: 1, name: 'Grade 1', path: 'grade-1', level_id: 1 }],
        },
      ],
      total: 1,
    });
    const spanish = await get('/levels', student, 'es');
    expect(spanish.json().items[0].grades[0].name).toBe('Primer grado');
  });

  it("computes a new student's locks: first cluster and first lesson open, nothing started", async () => {
    const subjects = (await get('/subjects?grade_id=1', student)).json<SubjectList>();
    expect(subjects.items).toMatchObject([
      {
        id: SAMPLE.subjectId,
        name: 'Math',
        abbreviation: 'Math',
        progress_percent: 0,
        total_clusters: 2,
      },
    ]);
    const clusters = (
      await get(`/clusters?subject_id=${SAMPLE.subjectId}`, student)
    ).json<ClusterList>();
    expect(
      clusters.items.map((cluster) => [cluster.id, cluster.is_locked, cluster.enabled]),
    ).toEqual([
      [SAMPLE.clusterIds[0], 1, true],
      [SAMPLE.clusterIds[1], 0, true],
    ]);
    expect(clusters.items[0]).toMatchObject({
      test_performed: false,
      progress_percent: 0,
      total_lessons: 3,
      completed_lessons: 0,
      not_started: 3,
      in_progress: 0,
    });
    const lessons = (
      await get(`/lessons?cluster_id=${SAMPLE.clusterIds[0]}`, student)
    ).json<LessonList>();
    expect(lessons.items.map((lesson) => [lesson.id, lesson.is_locked, lesson.state_id])).toEqual([
      [SAMPLE.lessonIds[0], 1, 1],
      [SAMPLE.lessonIds[1], 0, 1],
      [SAMPLE.lessonIds[2], 0, 1],
    ]);
    // Every lesson of a locked cluster is locked.
    const locked = (
      await get(`/lessons?cluster_id=${SAMPLE.clusterIds[1]}`, student)
    ).json<LessonList>();
    expect(locked.items.every((lesson) => lesson.is_locked === 0)).toBe(true);
  });

  it('shows saved progress: completed lessons count to 80 percent, a tested cluster 100', async () => {
    const user = await t.createUser('student');
    const token = await t.tokenFor(user);
    const db = t.context.database.db;
    const at = new Date().toISOString();
    await db
      .insertInto('student_lesson_states')
      .values([
        sampleLessonState(user.id, 0, { is_locked: 2, state_id: 3 }),
        sampleLessonState(user.id, 1, { is_locked: 1, state_id: 2 }),
      ])
      .execute();
    const clusters = (
      await get(`/clusters?subject_id=${SAMPLE.subjectId}`, token)
    ).json<ClusterList>();
    expect(clusters.items[0]).toMatchObject({
      completed_lessons: 1,
      in_progress: 1,
      not_started: 1,
      progress_percent: 27,
    });
    await db
      .insertInto('student_cluster_states')
      .values({
        student_id: user.id,
        cluster_id: SAMPLE.clusterIds[0]!,
        subject_id: SAMPLE.subjectId,
        is_locked: 2,
        test_performed: 1,
        updated_at: at,
      })
      .execute();
    const after = (
      await get(`/clusters/${SAMPLE.clusterIds[0]}?subject_id=${SAMPLE.subjectId}`, token)
    ).json();
    expect(after).toMatchObject({ is_locked: 2, test_performed: true, progress_percent: 100 });
    const subject = (await get(`/subjects/${SAMPLE.subjectId}`, token)).json();
    expect(subject.progress_percent).toBe(50);
    expect(subject.clusters).toHaveLength(2);
    // Another student's progress is their own.
    const other = (
      await get(`/clusters?subject_id=${SAMPLE.subjectId}`, student)
    ).json<ClusterList>();
    expect(other.items[0]!.completed_lessons).toBe(0);
  });

  it('gives one lesson with its glossary in the request language', async () => {
    const lesson = (
      await get(`/lessons/${SAMPLE.lessonIds[0]}`, student, 'es')
    ).json<LessonDetail>();
    expect(lesson).toMatchObject({
      id: SAMPLE.lessonIds[0],
      title: `Lección de conteo ${SAMPLE.lessonIds[0]}`,
      local_path: SAMPLE.localPath(SAMPLE.lessonIds[0]!),
      subject_id: SAMPLE.subjectId,
      grade_id: 1,
      level_id: 1,
      has_narration: true,
      standards: ['CCSS.MATH.CONTENT.1.NBT.A.1'],
    });
    expect(lesson.glossary[0]).toEqual({ term: 'contar', definition: 'decir números en orden' });
  });

  it('answers unknown ids with 404, bad ids with a translated 400, and strangers with 401', async () => {
    expect((await get('/subjects/999', student)).statusCode).toBe(404);
    expect(
      (await get(`/clusters/${SAMPLE.clusterIds[0]}?subject_id=999`, student)).statusCode,
    ).toBe(404);
    const bad = await get('/subjects?grade_id=abc', student, 'es');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.grade_id).toBe('El identificador debe ser un número entero positivo');
    expect((await t.app.inject({ method: 'GET', url: '/subjects?grade_id=1' })).statusCode).toBe(
      401,
    );
  });

  it('lets tutors read the catalogue without per-student state, and not installers', async () => {
    const tutor = await t.tokenFor(await t.createUser('tutor'));
    const clusters = (
      await get(`/clusters?subject_id=${SAMPLE.subjectId}`, tutor)
    ).json<ClusterList>();
    expect(clusters.items.map((cluster) => cluster.is_locked)).toEqual([1, 1]);
    const installer = await t.tokenFor(await t.createUser('installer'));
    expect((await get('/levels', installer)).statusCode).toBe(403);
  });

  it('serves progress_view, the grade list and the content tree', async () => {
    const progress = await t.app.inject({
      method: 'POST',
      url: '/progress_view',
      headers: t.bearer(student),
      payload: { grade_path: 'grade-1', lang: 'es' },
    });
    expect(progress.json()).toMatchObject({
      grade: { grade_id: 1, name: 'Primer grado' },
      progress_percent: 0,
      subjects: [{ name: 'Matemáticas', clusters: [{ lessons: [{}, {}, {}] }, {}] }],
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/progress_view',
      headers: t.bearer(student),
      payload: { grade_path: 'grade-9' },
    });
    expect(unknown.statusCode).toBe(404);

    const grades = await t.app.inject({
      method: 'POST',
      url: '/get_id_name_path_all_grade',
      payload: { token: student },
    });
    expect(grades.json()).toEqual({
      items: [{ grade_id: 1, name: 'Grade 1', path: 'grade-1', level_id: 1 }],
      total: 1,
    });

    const tree = await t.app.inject({
      method: 'POST',
      url: '/api/get_all_content_from_nivel',
      headers: t.bearer(student),
      payload: { lang: 'en' },
    });
    const lessons = tree
      .json()
      .items[0].grades[0].subjects[0].clusters.flatMap((cluster: { lessons: { id: number }[] }) =>
        cluster.lessons.map((lesson) => lesson.id),
      );
    expect(lessons).toEqual(SAMPLE.lessonIds);
  });

  it('keeps the read mode: 0 by default, set by a tutor, refused to students and bad values', async () => {
    expect((await get('/read-from', student)).json()).toEqual({ mode: 0 });
    const tutor = await t.tokenFor(await t.createUser('tutor'));
    const post = (token: string, mode: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/read-from',
        headers: t.bearer(token),
        payload: { mode },
      });
    expect((await post(student, 1)).statusCode).toBe(403);
    const bad = await post(tutor, 7);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.mode).toBe('The read mode is 0 (local disk) or 1 (external disk)');
    expect((await post(tutor, 1)).json()).toEqual({ mode: 1 });
    expect((await get('/read-from', student)).json()).toEqual({ mode: 1 });
  });
});
