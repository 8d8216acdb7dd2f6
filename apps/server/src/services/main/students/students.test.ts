import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from '@aula/db/testing';
import { SAMPLE } from '@aula/content/testing';
import type {
  ClusterList,
  ContentAccess,
  Quiz,
  StudentImportReport,
  StudentSummaryList,
} from '@aula/shared';
import type { UserRow } from '../../../domain/users/users-repository';
import type { CatalogueTestApp } from '../../../testing/catalogue-app';
import { createCatalogueTestApp } from '../../../testing/catalogue-app';
import { sampleAnswer } from '../../../testing/sample-answers';

const [firstCluster, secondCluster] = SAMPLE.clusterIds as [number, number];
const [firstLesson, secondLesson, thirdLesson] = SAMPLE.lessonIds as [number, number, number];

describe.each(testDialects())('students of a tutor on %s', (dialect) => {
  let t: CatalogueTestApp;
  let tutor: UserRow;
  let student: UserRow;
  let tutorToken: string;
  let studentToken: string;
  // One app per file; each test has a family of its own.
  beforeAll(async () => {
    t = await createCatalogueTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    tutor = await t.createUser('tutor');
    student = await t.createUser('student', {
      account_id: tutor.account_id,
      tutor_id: tutor.id,
      firstname: 'José',
      lastname: 'Álvarez',
    });
    tutorToken = await t.tokenFor(tutor);
    studentToken = await t.tokenFor(student);
  });

  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  const call = (method: Method, url: string, payload?: object, as = tutorToken, lang = 'en') =>
    t.app.inject({ method, url, payload, headers: { ...t.bearer(as), 'accept-language': lang } });
  const db = () => t.context.database.db;
  const list = async (query = '') =>
    (await call('GET', `/students${query}`)).json<StudentSummaryList>();
  const progressSeenByStudent = async () =>
    (await call('POST', '/progress_view', { grade_path: 'grade-1' }, studentToken)).json<{
      progress_percent: number;
    }>().progress_percent;

  async function completeLessons(studentId: number, lessonIds: number[]) {
    for (const lessonId of lessonIds) {
      await db()
        .insertInto('student_lesson_states')
        .values({
          student_id: studentId,
          lesson_id: lessonId,
          cluster_id: firstCluster,
          is_locked: 2,
          state_id: 3,
          updated_at: new Date().toISOString(),
        })
        .execute();
    }
  }

  async function takeQuiz(as: string, lessonId = firstLesson) {
    await t.openLesson(as, lessonId);
    const started = await call('POST', '/quizzes', { lesson_id: lessonId }, as);
    expect(started.statusCode, started.body).toBe(201);
    return started.json<Quiz>();
  }

  it("lists each student with the progress they see, their last test and today's activity", async () => {
    await completeLessons(student.id, [firstLesson, secondLesson, thirdLesson]);
    const now = t.context.now();
    await db()
      .insertInto('test_attempts')
      .values([
        {
          student_id: student.id,
          cluster_id: firstCluster,
          subject_id: SAMPLE.subjectId,
          grade_id: 1,
          seconds_per_question: 0,
          total: 10,
          answered_count: 10,
          correct_count: 6,
          current_position: 10,
          current_presented_at: now.toISOString(),
          started_at: new Date(now.getTime() - 7_200_000).toISOString(),
          finished_at: new Date(now.getTime() - 7_000_000).toISOString(),
        },
        {
          student_id: student.id,
          cluster_id: firstCluster,
          subject_id: SAMPLE.subjectId,
          grade_id: 1,
          seconds_per_question: 0,
          total: 10,
          answered_count: 10,
          correct_count: 9,
          current_position: 10,
          current_presented_at: now.toISOString(),
          started_at: new Date(now.getTime() - 3_600_000).toISOString(),
          finished_at: new Date(now.getTime() - 3_000_000).toISOString(),
        },
      ])
      .execute();
    const dayStart = new Date(now.getTime() - 3_600_000 * 2);
    await db()
      .insertInto('user_activity_times')
      .values([
        // Yesterday's study does not count as today's.
        {
          student_id: student.id,
          tutor_id: tutor.id,
          start_time: new Date(dayStart.getTime() - 7200_000).toISOString(),
          end_time: new Date(dayStart.getTime() - 3600_000).toISOString(),
          activity_timer: 1000,
          created_at: now.toISOString(),
        },
        {
          student_id: student.id,
          tutor_id: tutor.id,
          start_time: new Date(now.getTime() - 600_000).toISOString(),
          end_time: new Date(now.getTime() - 100_000).toISOString(),
          activity_timer: 421,
          created_at: now.toISOString(),
        },
      ])
      .execute();

    const result = await list(`?day_start=${encodeURIComponent(dayStart.toISOString())}`);
    expect(result).toMatchObject({ total: 1, page: 1, page_size: 25 });
    const [row] = result.items;
    expect(row).toMatchObject({
      id: student.id,
      firstname: 'José',
      grade_id: 1,
      progress_percent: await progressSeenByStudent(),
      activity_seconds_today: 421,
      tests_enabled: true,
      seconds_per_question: 0,
      last_test: { cluster_id: firstCluster, percentage: 90, letter_grade: 'A-' },
    });
    expect(row!.progress_percent).toBeGreaterThan(0);

    // Turning the unfinished cluster off leaves a grade whose only topic is done.
    await call('PUT', `/students/${student.id}/content_access`, {
      clusters: [{ cluster_id: secondCluster, enabled: false }],
    });
    const after = (await list()).items[0]!;
    expect(after.progress_percent).toBe(await progressSeenByStudent());
  });

  it('searches ignoring case and accents, sorts both ways and pages', async () => {
    for (const [firstname, grade] of [
      ['Ana', 3],
      ['Bruno', 2],
      ['Carla', 5],
    ] as const) {
      await t.createUser('student', {
        account_id: tutor.account_id,
        tutor_id: tutor.id,
        firstname,
        grade_id: grade,
      });
    }
    await t.createUser('student', { firstname: 'Other account' });

    expect((await list('?q=jose')).items.map((row) => row.firstname)).toEqual(['José']);
    expect((await list('?q=ALVA')).items.map((row) => row.firstname)).toEqual(['José']);
    expect((await list()).items.map((row) => row.firstname)).toEqual([
      'Ana',
      'Bruno',
      'Carla',
      'José',
    ]);
    expect((await list('?sort=grade&order=desc')).items.map((row) => row.grade_id)).toEqual([
      5, 3, 2, 1,
    ]);
    // Sorting by a figure reads every student's figures, then pages.
    // (A lesson of grade 1 counts for José, in grade 1.)
    await completeLessons(student.id, [firstLesson]);
    const byProgress = await list('?sort=progress&order=desc&page_size=2');
    expect(byProgress.total).toBe(4);
    expect(byProgress.items.map((row) => row.firstname)).toEqual(['José', 'Ana']);
    expect(byProgress.items[0]!.progress_percent).toBeGreaterThan(0);
    const page = await list('?page=2&page_size=3');
    expect(page).toMatchObject({ total: 4, page: 2, page_size: 3 });
    expect(page.items.map((row) => row.firstname)).toEqual(['José']);
    expect((await call('GET', '/students?page_size=500')).statusCode).toBe(400);
  });

  it('edits a student, with the form messages, a unique username and an optional password', async () => {
    const form = {
      firstname: 'Josefa',
      lastname: 'Álvarez',
      username: 'josefa',
      grade_id: 2,
      name_of_the_school: 'Escuela Sol',
      language: 'es',
      avatar: 'fox',
    };
    const saved = await call('PUT', `/students/${student.id}`, form);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ ...form, id: student.id });
    // No new password: the student's session goes on.
    expect((await call('GET', '/users/me', undefined, studentToken)).statusCode).toBe(200);

    const other = await t.createUser('student', { account_id: tutor.account_id });
    const taken = await call('PUT', `/students/${student.id}`, {
      ...form,
      username: other.username.toUpperCase(),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields).toEqual({ username: 'Username is already in use' });

    const invalid = await call(
      'PUT',
      `/students/${student.id}`,
      { ...form, firstname: '', password: '123', verify_password: '' },
      tutorToken,
      'es',
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields).toMatchObject({
      firstname: 'El nombre es obligatorio',
      password: 'La contraseña debe tener al menos 6 caracteres',
    });

    const mismatch = await call('PUT', `/students/${student.id}`, {
      ...form,
      password: 'newpass1',
      verify_password: 'newpass2',
    });
    expect(mismatch.json().fields).toEqual({ verify_password: 'Passwords do not match' });

    const withPassword = await call('PUT', `/students/${student.id}`, {
      ...form,
      password: 'newpass1',
      verify_password: 'newpass1',
    });
    expect(withPassword.statusCode).toBe(200);
    expect(await t.signIn('josefa', 'newpass1')).toBeTruthy();
    // The old session ends with the old password.
    expect((await call('GET', '/users/me', undefined, studentToken)).statusCode).toBe(401);
  });

  it('deletes a student and every record of theirs, and nothing of anyone else', async () => {
    const sibling = await t.createUser('student', {
      account_id: tutor.account_id,
      tutor_id: tutor.id,
    });
    const siblingToken = await t.tokenFor(sibling);
    for (const [who, token] of [
      [student, studentToken],
      [sibling, siblingToken],
    ] as const) {
      const quiz = await takeQuiz(token);
      await call(
        'POST',
        `/quizzes/${quiz.id}/answers`,
        { position: 1, answer: sampleAnswer(quiz.questions[0]!.item, true) },
        token,
      );
      await t.completeLessons(who.id, firstCluster);
      await call('POST', '/tests', { cluster_id: firstCluster }, token);
      await call('PUT', `/students/${who.id}/test_settings`, {
        tests_enabled: true,
        seconds_per_question: 30,
      });
      await call('PUT', `/students/${who.id}/content_access`, {
        clusters: [{ cluster_id: secondCluster, enabled: false }],
      });
      await call('POST', '/api/decrypt_lesson', { path: SAMPLE.localPath(firstLesson) }, token);
      const activity = await t.activity.inject({
        method: 'POST',
        url: '/v1/activities',
        headers: t.bearer(token),
        payload: { data: { title: 'Study' } },
      });
      expect(activity.statusCode, activity.body).toBe(201);
      const now = t.context.now().getTime();
      const time = await call(
        'POST',
        '/api/save_user_activity_time',
        {
          start_time: new Date(now - 60_000).toISOString(),
          end_time: new Date(now - 1000).toISOString(),
          activity_timer: 30,
          student_id: who.id,
          tutor_id: tutor.id,
        },
        token,
      );
      expect(time.statusCode, time.body).toBe(201);
    }

    const countsOf = async (studentId: number) => {
      // Every table counted has a student_id column; one table's type stands for them all.
      const count = async (table: string) =>
        Number(
          (
            await db()
              .selectFrom(table as 'quiz_attempts')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where('student_id', '=', studentId)
              .executeTakeFirstOrThrow()
          ).n,
        );
      return {
        quiz_attempts: await count('quiz_attempts'),
        test_attempts: await count('test_attempts'),
        student_test_settings: await count('student_test_settings'),
        activities: await count('activities'),
        user_activity_times: await count('user_activity_times'),
        student_lesson_states: await count('student_lesson_states'),
        student_cluster_access: await count('student_cluster_access'),
        lesson_openings: await count('lesson_openings'),
      };
    };
    const before = await countsOf(student.id);
    expect(
      Object.values(before).every((n) => n > 0),
      JSON.stringify(before),
    ).toBe(true);
    const questionsBefore = await db().selectFrom('attempt_questions').select('id').execute();

    // Another tutor cannot, and a student cannot.
    const stranger = await t.createUser('tutor');
    expect(
      (await call('DELETE', `/students/${student.id}`, undefined, await t.tokenFor(stranger)))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/students/${student.id}`, undefined, siblingToken)).statusCode,
    ).toBe(403);

    const deleted = await call('DELETE', `/students/${student.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(Object.values(await countsOf(student.id)).every((n) => n === 0)).toBe(true);
    expect(await countsOf(sibling.id)).toEqual(before);
    const questionsAfter = await db().selectFrom('attempt_questions').select('id').execute();
    // The quiz (4) and test (10) questions of the deleted student went, the sibling's stayed.
    expect(questionsAfter.length).toBe(questionsBefore.length - 14);
    expect(await t.users.findById(student.id)).toBeUndefined();
    expect((await call('GET', '/users/me', undefined, studentToken)).statusCode).toBe(401);
    expect((await call('DELETE', `/students/${student.id}`)).statusCode).toBe(404);
  });

  it('turns a cluster off: it vanishes for the student and every route refuses it at once', async () => {
    const tree = (
      await call('GET', `/students/${student.id}/content_access`)
    ).json<ContentAccess>();
    const subject = tree.grades
      .flatMap((grade) => grade.subjects)
      .find((candidate) => candidate.id === SAMPLE.subjectId)!;
    expect(subject.clusters.map((cluster) => [cluster.id, cluster.enabled])).toEqual([
      [firstCluster, true],
      [secondCluster, true],
    ]);

    const quiz = await takeQuiz(studentToken);
    const off = await call('PUT', `/students/${student.id}/content_access`, {
      clusters: [{ cluster_id: firstCluster, enabled: false }],
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(
      off
        .json<ContentAccess>()
        .grades.flatMap((grade) => grade.subjects)
        .find((candidate) => candidate.id === SAMPLE.subjectId)!
        .clusters.map((cluster) => cluster.enabled),
    ).toEqual([false, true]);

    const visible = (
      await call('GET', `/clusters?subject_id=${SAMPLE.subjectId}`, undefined, studentToken)
    ).json<ClusterList>().items;
    // The next cluster is not left behind a cluster the child can no longer reach.
    expect(visible.map((cluster) => [cluster.id, cluster.is_locked])).toEqual([[secondCluster, 1]]);
    const subjectSeen = await call('GET', `/subjects/${SAMPLE.subjectId}`, undefined, studentToken);
    expect(subjectSeen.json().clusters.map((cluster: { id: number }) => cluster.id)).toEqual([
      secondCluster,
    ]);

    const refusals = [
      await call(
        'GET',
        `/clusters/${firstCluster}?subject_id=${SAMPLE.subjectId}`,
        undefined,
        studentToken,
      ),
      await call('GET', `/lessons?cluster_id=${firstCluster}`, undefined, studentToken),
      await call('GET', `/lessons/${firstLesson}`, undefined, studentToken),
      await call(
        'POST',
        '/api/decrypt_lesson',
        { path: SAMPLE.localPath(firstLesson) },
        studentToken,
      ),
      await call('POST', '/quizzes', { lesson_id: firstLesson }, studentToken),
      await call(
        'POST',
        `/quizzes/${quiz.id}/answers`,
        { position: 1, answer: sampleAnswer(quiz.questions[0]!.item, true) },
        studentToken,
      ),
      await call('POST', '/tests', { cluster_id: firstCluster }, studentToken),
    ];
    for (const refusal of refusals) {
      expect(refusal.statusCode, refusal.body).toBe(403);
      expect(refusal.json().error).toBe('cluster_disabled');
    }
    const served = await t.activity.inject({
      method: 'POST',
      url: '/v1/serve-lesson',
      headers: t.bearer(studentToken),
      payload: { lesson_id: firstLesson },
    });
    expect(served.json().error).toBe('cluster_disabled');

    // The tutor still sees every cluster; turning it back on restores it.
    const tutorView = await call('GET', `/clusters?subject_id=${SAMPLE.subjectId}`);
    expect(tutorView.json<ClusterList>().items).toHaveLength(2);
    await call('PUT', `/students/${student.id}/content_access`, {
      clusters: [{ cluster_id: firstCluster, enabled: true }],
    });
    expect(
      (await call('POST', '/quizzes', { lesson_id: firstLesson }, studentToken)).statusCode,
    ).toBe(201);
  });

  it('refuses unknown clusters, empty changes and other accounts in content access', async () => {
    const accessRows = async () =>
      Number(
        (
          await db()
            .selectFrom('student_cluster_access')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const rowsBefore = await accessRows();
    const unknown = await call(
      'PUT',
      `/students/${student.id}/content_access`,
      { clusters: [{ cluster_id: 999999, enabled: false }] },
      tutorToken,
      'es',
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Ese tema no existe');
    const empty = await call('PUT', `/students/${student.id}/content_access`, { clusters: [] });
    expect(empty.json().fields).toEqual({ clusters: 'Choose at least one topic' });
    const stranger = await t.tokenFor(await t.createUser('tutor'));
    expect(
      (await call('GET', `/students/${student.id}/content_access`, undefined, stranger)).statusCode,
    ).toBe(404);
    expect(await accessRows()).toBe(rowsBefore);
  });

  describe('CSV import', () => {
    const header = 'firstname,lastname,username,password,grade,school,language,email\n';
    const importCsv = (csv: string, commit: boolean, lang = 'en') =>
      call('POST', '/students/import', { csv, commit }, tutorToken, lang);
    const studentCount = async () => (await list()).total;
    // Usernames are unique across the installation, which the file's tests share.
    const unique = (username: string) => `${username}-${student.id}`;

    it('previews every row with its errors and saves nothing from a file with errors', async () => {
      const csv =
        header +
        `Lucía,Pérez,${unique('lucia')},secret1,3,Escuela Sol,es,\n` +
        `,Gómez,${unique('lucas')},123,13,Escuela Sol,fr,not-an-email\n` +
        `Marta,Ruiz,${student.username},secret1,2,Escuela Sol,,\n` +
        `Pedro,Soto,${unique('LUCIA')},secret1,2,Escuela Sol,,\n`;
      const preview = await importCsv(csv, false, 'es');
      expect(preview.statusCode, preview.body).toBe(200);
      const report = preview.json<StudentImportReport>();
      expect(report).toMatchObject({ valid: false, created: 0 });
      expect(report.rows.map((row) => row.line)).toEqual([2, 3, 4, 5]);
      expect(report.rows[0]).toMatchObject({
        firstname: 'Lucía',
        grade_id: 3,
        language: 'es',
        errors: {},
      });
      expect(report.rows[1]!.errors).toEqual({
        firstname: 'El nombre es obligatorio',
        password: 'La contraseña debe tener al menos 6 caracteres',
        grade_id: 'El grado es obligatorio',
        language: 'Elige inglés o español',
        email: 'El formato del correo electrónico no es válido',
      });
      expect(report.rows[2]!.errors).toEqual({ username: 'Ese nombre de usuario ya está en uso' });
      expect(report.rows[3]!.errors).toEqual({
        username: 'Este nombre de usuario aparece dos veces en el archivo',
      });

      const rejected = await importCsv(csv, true);
      expect(rejected.statusCode).toBe(400);
      expect(rejected.json()).toMatchObject({ error: 'import_rejected' });
      expect(await studentCount()).toBe(1);
    });

    it('imports a valid file (Spanish headers too) as students of the tutor who can sign in', async () => {
      const csv =
        '\uFEFFnombre;apellido;usuario;contraseña;grado;escuela\n' +
        `Lucía;Pérez;${unique('lucia')};secret1;3;Escuela Sol\n` +
        `"Ana María";"de la Cruz";${unique('anamaria')};"pass;word";4;"Escuela ""Sol"""\n`;
      const imported = await importCsv(csv, true);
      expect(imported.statusCode, imported.body).toBe(200);
      expect(imported.json()).toMatchObject({ valid: true, created: 2 });
      const rows = (await list()).items;
      expect(rows.map((row) => [row.firstname, row.lastname, row.name_of_the_school])).toEqual([
        ['Ana María', 'de la Cruz', 'Escuela "Sol"'],
        ['José', 'Álvarez', 'Test School'],
        ['Lucía', 'Pérez', 'Escuela Sol'],
      ]);
      expect(rows.every((row) => row.tutor_id === tutor.id)).toBe(true);
      expect(await t.signIn(unique('anamaria'), 'pass;word')).toBeTruthy();
    });

    it('refuses a file it cannot use with a clear message', async () => {
      const cases: [string, string][] = [
        ['   ', 'The file is empty. Choose a CSV file with a header row and one student per line.'],
        [
          'firstname,lastname\nAna,Ruiz\n',
          'The file lacks these columns: username, password, grade, school.',
        ],
        [header, 'The file has a header but no students.'],
        [header + 'Ana,"Ruiz,ana,secret1,2,S,en,\n', 'The file could not be read as CSV (line 2).'],
        [
          header + 'Ana,Ruiz,ana,secret1,2,S,en,\n'.repeat(1001),
          'The file has more than 1000 students. Split it into smaller files.',
        ],
      ];
      for (const [csv, message] of cases) {
        const response = await importCsv(csv, false);
        expect(response.statusCode, csv.slice(0, 40)).toBe(400);
        expect(response.json().message).toBe(message);
      }
      expect(await studentCount()).toBe(1);
    });

    it('is for tutors only', async () => {
      const installer = await t.tokenFor(await t.createUser('installer'));
      const asInstaller = await call(
        'POST',
        '/students/import',
        { csv: `${header}A,B,c,secret1,1,S,en,\n`, commit: true },
        installer,
      );
      expect(asInstaller.statusCode).toBe(403);
      expect(
        (await call('POST', '/students/import', { csv: header, commit: false }, studentToken))
          .statusCode,
      ).toBe(403);
    });
  });

  it('exports the list as CSV with what the list shows, formulas kept as text', async () => {
    const risky = await t.createUser('student', {
      account_id: tutor.account_id,
      tutor_id: tutor.id,
      firstname: '=HYPERLINK("x")',
      lastname: 'Risky',
    });
    await t.createUser('student', { firstname: 'Other account' });
    const response = await call('GET', '/students/export?sort=name');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="students.csv"');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'firstname,lastname,username,grade,school,language,email,progress_percent,last_test_percentage,last_test_grade,last_test_date,activity_today',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe(
      `"'=HYPERLINK(""x"")",Risky,${risky.username},1,Test School,en,${risky.email},0,,,,00:00:00`,
    );
    expect(lines[2]).toContain(`José,Álvarez,${student.username},1,Test School,en,`);
    expect(response.body.startsWith('\uFEFF')).toBe(true);
  });

  it('shows a tutor of the account with the students they look after, and hides other accounts', async () => {
    const colleague = await t.createUser('tutor', { account_id: tutor.account_id });
    const detail = await call('GET', `/tutors/${tutor.id}`, undefined, await t.tokenFor(colleague));
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      id: tutor.id,
      students: [{ id: student.id, firstname: 'José' }],
    });
    const stranger = await t.tokenFor(await t.createUser('tutor'));
    expect((await call('GET', `/tutors/${tutor.id}`, undefined, stranger)).statusCode).toBe(404);
    expect((await call('GET', `/tutors/${student.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/tutors/${tutor.id}`, undefined, studentToken)).statusCode).toBe(
      403,
    );
  });

  describe('own profile', () => {
    const profile = { firstname: 'Ana', lastname: 'Ruiz', language: 'es', avatar: 'owl' };

    it('lets a student change names, language and avatar, but not school or email', async () => {
      const saved = await call(
        'PUT',
        '/users/me/profile',
        { ...profile, email: 'x@example.com', name_of_the_school: 'Elsewhere' },
        studentToken,
      );
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({
        ...profile,
        name_of_the_school: 'Test School',
        email: student.email,
        roles: ['student'],
      });
    });

    it('asks for the current password before setting a new one, and signs out every other device', async () => {
      const change = { ...profile, password: 'newpass1', verify_password: 'newpass1' };
      const without = await call('PUT', '/users/me/profile', change, studentToken, 'es');
      expect(without.json().fields).toEqual({
        current_password: 'Escribe tu contraseña actual para elegir una nueva',
      });
      const wrong = await call(
        'PUT',
        '/users/me/profile',
        { ...change, current_password: 'nope!!' },
        studentToken,
      );
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().fields).toEqual({
        current_password: 'The current password is not right',
      });
      const right = await call(
        'PUT',
        '/users/me/profile',
        { ...change, current_password: 'secret1' },
        studentToken,
      );
      expect(right.statusCode).toBe(200);
      expect(await t.signIn(student.username, 'newpass1')).toBeTruthy();
      // The old token (any other device) is refused; the fresh one goes on.
      expect((await call('GET', '/users/me', undefined, studentToken)).statusCode).toBe(401);
      const fresh = right.json<{ access_token: string }>().access_token;
      expect((await call('GET', '/users/me', undefined, fresh)).statusCode).toBe(200);
      // Without a new password there is no new token.
      const plain = await call('PUT', '/users/me/profile', profile, fresh);
      expect(plain.json().access_token).toBeUndefined();
    });

    it('keeps a tutor with an email and a school', async () => {
      const missing = await call('PUT', '/users/me/profile', { ...profile, email: '' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().fields).toEqual({
        email: 'Email is required',
        name_of_the_school: 'School name is required',
      });
      const saved = await call('PUT', '/users/me/profile', {
        ...profile,
        email: 'ana@example.com',
        name_of_the_school: 'Casa',
      });
      expect(saved.json()).toMatchObject({ email: 'ana@example.com', name_of_the_school: 'Casa' });
    });

    it('is refused to installers', async () => {
      const installer = await t.tokenFor(await t.createUser('installer'));
      expect((await call('PUT', '/users/me/profile', profile, installer)).statusCode).toBe(403);
    });
  });
});
