import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testDialects } from '@aula/db/testing';
import { SAMPLE } from '@aula/content/testing';
import type { EmailReportSettings, Language, UpdateEmailReportSettings } from '@aula/shared';
import type { Mailer } from '../../../platform/mail';
import { createMailer } from '../../../platform/mail';
import type { CatalogueTestApp } from '../../../testing/catalogue-app';
import { createCatalogueTestApp } from '../../../testing/catalogue-app';
import type { UserRow } from '../../../domain/users/users-repository';
import { advanceClockForTest } from '../../../testing/test-clock';
import { EmailReportScheduler, MAX_ATTEMPTS, RETRY_DELAYS_MS } from './email-report-scheduler';
import type { SmtpTestServer } from './smtp-test-server';
import { startSmtpTestServer, unusedSmtpUrl } from './smtp-test-server';

const [firstCluster, secondCluster] = SAMPLE.clusterIds as [number, number];
const [lesson1, lesson2, lesson3] = SAMPLE.lessonIds as [number, number, number];
const WEB = 'https://aula.example.org/';
const silent = () => {};

describe.each(testDialects())('emailed reports on %s', (dialect) => {
  let t: CatalogueTestApp;
  let smtp: SmtpTestServer;
  // One app per file; each test has tutors of its own and a mail server of its own.
  beforeAll(async () => {
    t = await createCatalogueTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    smtp = await startSmtpTestServer();
  });
  afterEach(async () => {
    await smtp.close();
    // The job sends for every tutor of the installation: the next test starts with none who
    // asked for reports, nothing waiting to be sent and an empty outbox, as in a new one.
    await db().deleteFrom('email_report_deliveries').execute();
    await db().deleteFrom('email_report_settings').execute();
    await rm(outboxDir(), { recursive: true, force: true });
  });

  const db = () => t.context.database.db;
  /** Moves the service's clock to an instant (the test then runs on from there). */
  const setClock = (iso: string) =>
    advanceClockForTest(t, Date.parse(iso) - t.context.now().getTime());
  const outboxDir = () => join(t.context.env.DATA_DIR, 'outbox');

  /** A copy of the job, as a freshly started process would have it. */
  function scheduler(options: { smtpUrl?: string | null; mailer?: Mailer; webUrl?: string } = {}) {
    const mailer =
      options.mailer ??
      createMailer({
        smtpUrl: options.smtpUrl === null ? undefined : (options.smtpUrl ?? smtp.url),
        from: t.context.env.MAIL_FROM,
        outboxDir: outboxDir(),
        log: silent,
      });
    return new EmailReportScheduler(
      { ...t.context, mailer, env: { ...t.context.env, PUBLIC_WEB_URL: options.webUrl } },
      silent,
    );
  }

  async function saveSettings(tutor: UserRow, settings: Partial<UpdateEmailReportSettings>) {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/users/me/email_reports',
      headers: t.bearer(await t.tokenFor(tutor)),
      payload: {
        enabled: true,
        address: tutor.email,
        frequency: 'daily',
        time_zone: 'America/New_York',
        ...settings,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  async function settingsOf(tutor: UserRow) {
    const response = await t.app.inject({
      url: '/users/me/email_reports',
      headers: t.bearer(await t.tokenFor(tutor)),
    });
    return response.json<EmailReportSettings>();
  }

  const deliveriesOf = (tutor: UserRow) =>
    db()
      .selectFrom('email_report_deliveries')
      .selectAll()
      .where('tutor_id', '=', tutor.id)
      .execute();

  async function activity(student: UserRow, start: string, seconds: number) {
    await db()
      .insertInto('user_activity_times')
      .values({
        student_id: student.id,
        tutor_id: student.tutor_id,
        start_time: start,
        end_time: new Date(Date.parse(start) + seconds * 1000).toISOString(),
        activity_timer: seconds,
        created_at: start,
      })
      .execute();
  }

  async function quiz(student: UserRow, lessonId: number, passed: boolean, finishedAt: string) {
    const started = new Date(Date.parse(finishedAt) - 5 * 60_000).toISOString();
    await db()
      .insertInto('quiz_attempts')
      .values({
        student_id: student.id,
        lesson_id: lessonId,
        cluster_id: Math.floor(lessonId / 100),
        subject_id: SAMPLE.subjectId,
        grade_id: 1,
        total: 4,
        answered_count: 4,
        correct_count: passed ? 3 : 1,
        passed: passed ? 1 : 0,
        next_lesson_id: null,
        started_at: started,
        finished_at: finishedAt,
      })
      .execute();
  }

  async function test(
    student: UserRow,
    clusterId: number,
    correct: number,
    total: number,
    finishedAt: string | null,
    startedAt = finishedAt ?? '',
  ) {
    await db()
      .insertInto('test_attempts')
      .values({
        student_id: student.id,
        cluster_id: clusterId,
        subject_id: SAMPLE.subjectId,
        grade_id: 1,
        seconds_per_question: 0,
        total,
        answered_count: finishedAt ? total : 0,
        correct_count: correct,
        current_position: finishedAt ? total + 1 : 1,
        current_presented_at: startedAt,
        started_at: startedAt,
        finished_at: finishedAt,
      })
      .execute();
  }

  /**
   * A tutor with two students and what they did around Sunday 22 November 2026 in New York
   * (that day runs from 05:00Z on the 22nd to 05:00Z on the 23rd), and another family's child.
   */
  async function seedFamily(language: Language) {
    const tutor = await t.createUser('tutor', {
      firstname: 'Quillon',
      email: 'quillon@example.com',
      language,
    });
    const family = { account_id: tutor.account_id, tutor_id: tutor.id };
    const ana = await t.createUser('student', {
      ...family,
      firstname: 'Ana <b>',
      lastname: 'Ruiz & "Co"',
    });
    const leo = await t.createUser('student', { ...family, firstname: 'Leo', lastname: 'Soto' });
    const otherTutor = await t.createUser('tutor');
    const stranger = await t.createUser('student', {
      account_id: otherTutor.account_id,
      tutor_id: otherTutor.id,
      firstname: 'Zephyrina',
    });

    await activity(ana, '2026-11-22T14:00:00.000Z', 3725);
    await activity(ana, '2026-11-23T04:30:00.000Z', 100);
    // 23:59 on the 21st and 00:00 on the 23rd, New York time: other days.
    await activity(ana, '2026-11-22T04:59:00.000Z', 500);
    await activity(ana, '2026-11-23T05:00:00.000Z', 700);
    await activity(stranger, '2026-11-22T15:00:00.000Z', 999);

    await quiz(ana, lesson1, true, '2026-11-22T15:10:00.000Z');
    await quiz(ana, lesson2, true, '2026-11-21T15:10:00.000Z');
    for (const minute of ['10', '20', '30'])
      await quiz(ana, lesson3, false, `2026-11-20T16:${minute}:00.000Z`);
    for (const minute of ['10', '20'])
      await quiz(leo, lesson3, false, `2026-11-20T16:${minute}:00.000Z`);
    await quiz(stranger, lesson1, true, '2026-11-22T15:10:00.000Z');

    await test(ana, firstCluster, 8, 10, '2026-11-22T16:20:00.000Z');
    await test(ana, secondCluster, 4, 6, '2026-11-22T18:00:00.000Z');
    // Not handed in: not a test taken.
    await test(ana, secondCluster, 0, 10, null, '2026-11-22T19:00:00.000Z');
    return { tutor, ana, leo, stranger };
  }

  it('mails the tutor a summary of each student of the day, in English', async () => {
    const { tutor, ana, leo } = await seedFamily('en');
    setClock('2026-11-22T12:00:00Z');
    await saveSettings(tutor, {});
    // 05:59 in New York: not yet.
    setClock('2026-11-23T10:59:00Z');
    expect(await scheduler({ webUrl: WEB }).runOnce()).toEqual({
      scheduled: 0,
      sent: 0,
      failed: 0,
    });
    setClock('2026-11-23T11:30:00Z');
    expect(await scheduler({ webUrl: WEB }).runOnce()).toEqual({
      scheduled: 1,
      sent: 1,
      failed: 0,
    });

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.subject).toBe('Your daily Aula report: Sunday, November 22, 2026');
    expect(mail.to).toMatchObject({ text: 'quillon@example.com' });
    expect(mail.from).toMatchObject({ value: [{ address: 'no-reply@aula.local' }] });
    expect(mail.messageId).toBe(`<report.${tutor.id}.daily.2026-11-22@aula.local>`);
    expect(mail.text?.trim()).toBe(
      [
        'Hello Quillon,',
        '',
        'Here is what your students did on Sunday, November 22, 2026.',
        '',
        'Ana <b> Ruiz & "Co"',
        '  Time studied: 01:03:45',
        '  Lessons completed: 1',
        `    - Counting lesson ${lesson1}`,
        '  Tests taken: 2',
        '    - Cluster 1 (Math): 80%, grade B-',
        '    - Cluster 2 (Math): 66.67%, grade D',
        '  Needs help:',
        `    - Counting lesson ${lesson3} (Cluster 1, Math): quiz failed 3 times in a row`,
        `  See all of Ana <b>'s reports: https://aula.example.org/students/${ana.id}/reports`,
        '',
        'Leo Soto',
        '  Time studied: 00:00:00',
        '  Lessons completed: none',
        '  Tests taken: none',
        `  See all of Leo's reports: https://aula.example.org/students/${leo.id}/reports`,
        '',
        '--',
        'You receive this email because you turned on email reports in Aula. To stop them or change how often they come, go to Settings.',
        'Email report settings: https://aula.example.org/settings#email-reports',
      ].join('\n'),
    );

    const html = mail.html || '';
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Ana &#60;b&#62; Ruiz &#38; &#34;Co&#34;');
    expect(html).not.toContain('Ana <b>');
    expect(html).not.toContain('"Co"');
    expect(html).toContain('<td>01:03:45</td>');
    expect(html).toContain('<li>Cluster 1 (Math): 80%, grade B-</li>');
    expect(html).toContain('<li>Cluster 2 (Math): 66.67%, grade D</li>');
    expect(html).toContain(`<li>Counting lesson ${lesson1}</li>`);
    expect(html).toContain(
      `<li>Counting lesson ${lesson3} (Cluster 1, Math): quiz failed 3 times in a row</li>`,
    );
    expect(html).toContain(
      `<a href="https://aula.example.org/students/${ana.id}/reports">See all of Ana &#60;b&#62;&#39;s reports</a>`,
    );
    expect(html).not.toContain('Zephyrina');
    expect(mail.text).not.toContain('Zephyrina');

    // The settings tell when the last one went out; another run sends nothing.
    const lastSent = (await settingsOf(tutor)).last_sent_at;
    expect(Date.parse(lastSent ?? '')).toBeGreaterThanOrEqual(Date.parse('2026-11-23T11:30:00Z'));
    expect(await scheduler({ webUrl: WEB }).runOnce()).toEqual({
      scheduled: 0,
      sent: 0,
      failed: 0,
    });
    expect(smtp.received).toHaveLength(1);
  });

  it('writes the mail in Spanish for a tutor who uses Aula in Spanish, linking to this computer without a public address', async () => {
    const { tutor, ana, leo } = await seedFamily('es');
    const local = `http://localhost:${t.context.env.WEB_PORT}`;
    setClock('2026-11-22T12:00:00Z');
    await saveSettings(tutor, {});
    setClock('2026-11-23T11:30:00Z');
    await scheduler().runOnce();

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.subject).toBe('Tu informe diario de Aula: domingo, 22 de noviembre de 2026');
    expect(mail.text?.trim()).toBe(
      [
        'Hola, Quillon:',
        '',
        'Esto es lo que hicieron tus estudiantes el domingo, 22 de noviembre de 2026.',
        '',
        'Ana <b> Ruiz & "Co"',
        '  Tiempo de estudio: 01:03:45',
        '  Lecciones completadas: 1',
        `    - Lección de conteo ${lesson1}`,
        '  Pruebas realizadas: 2',
        '    - Grupo 1 (Matemáticas): 80 %, calificación B-',
        '    - Grupo 2 (Matemáticas): 66,67 %, calificación D',
        '  Necesita ayuda:',
        `    - Lección de conteo ${lesson3} (Grupo 1, Matemáticas): no aprobó el cuestionario 3 veces seguidas`,
        `  Ver todos los informes de Ana <b>: ${local}/students/${ana.id}/reports`,
        '',
        'Leo Soto',
        '  Tiempo de estudio: 00:00:00',
        '  Lecciones completadas: ninguna',
        '  Pruebas realizadas: ninguna',
        `  Ver todos los informes de Leo: ${local}/students/${leo.id}/reports`,
        '',
        '--',
        'Recibes este correo porque activaste los informes por correo en Aula. Para desactivarlos o cambiar su frecuencia, ve a Configuración.',
        `Configuración de los informes por correo: ${local}/settings#email-reports`,
      ].join('\n'),
    );
    const html = mail.html || '';
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<h2 style="margin:0 0 8px;font-size:18px">Ana &#60;b&#62; Ruiz');
    expect(html).toContain('<li>Grupo 1 (Matemáticas): 80 %, calificación B-</li>');
    expect(html).toContain(`<a href="${local}/students/${ana.id}/reports">`);
  });

  it('sends the weekly report of the Monday–Sunday week from Monday at the hour', async () => {
    const tutor = await t.createUser('tutor', { firstname: 'Marta', email: 'marta@example.com' });
    const nora = await t.createUser('student', {
      account_id: tutor.account_id,
      tutor_id: tutor.id,
      firstname: 'Nora',
    });
    setClock('2026-11-16T08:00:00Z');
    await saveSettings(tutor, { frequency: 'weekly', time_zone: 'Europe/Madrid' });
    // Madrid: the week runs from 23:00Z on Sunday the 15th to 23:00Z on Sunday the 22nd.
    await activity(nora, '2026-11-15T22:59:00.000Z', 1000);
    await activity(nora, '2026-11-15T23:30:00.000Z', 60);
    await activity(nora, '2026-11-22T22:59:00.000Z', 40);
    await activity(nora, '2026-11-22T23:00:00.000Z', 1000);

    setClock('2026-11-23T04:59:00Z');
    expect((await scheduler().runOnce()).sent).toBe(0);
    setClock('2026-11-23T05:00:00Z');
    expect((await scheduler().runOnce()).sent).toBe(1);

    const mail = smtp.received[0]!;
    expect(mail.subject).toMatch(/^Your weekly Aula report: November 16\s–\s22, 2026$/u);
    expect(mail.text).toMatch(/Here is what your students did in the week of November 16\s–\s22/u);
    expect(mail.text).toContain('  Time studied: 00:01:40');
    expect(mail.messageId).toBe(`<report.${tutor.id}.weekly.2026-11-16@aula.local>`);
    // The rest of the week brings nothing new.
    setClock('2026-11-27T12:00:00Z');
    expect((await scheduler().runOnce()).sent).toBe(0);
  });

  it('starts with the next period that ends after reports are turned on', async () => {
    const tutor = await t.createUser('tutor', { email: 'first@example.com' });
    // 03:00 on Monday 23 November in New York: Sunday is over, so its report is not sent.
    setClock('2026-11-23T08:00:00Z');
    await saveSettings(tutor, {});
    setClock('2026-11-23T11:30:00Z');
    expect(await scheduler().runOnce()).toEqual({ scheduled: 0, sent: 0, failed: 0 });

    // Fixing the address after Monday ended keeps Monday's report coming, to the new address.
    setClock('2026-11-24T06:00:00Z');
    await saveSettings(tutor, { address: 'fixed@example.com' });
    setClock('2026-11-24T10:59:00Z');
    expect((await scheduler().runOnce()).sent).toBe(0);
    setClock('2026-11-24T11:00:00Z');
    expect((await scheduler().runOnce()).sent).toBe(1);
    expect(smtp.received.map((mail) => [mail.subject, mail.to])).toEqual([
      [
        'Your daily Aula report: Monday, November 23, 2026',
        expect.objectContaining({ text: 'fixed@example.com' }),
      ],
    ]);
    expect(smtp.received[0]?.text).toContain('There are no students in your account yet.');
  });

  it('retries a failed send later and sends it once, across restarts', async () => {
    const { tutor } = await seedFamily('en');
    setClock('2026-11-22T12:00:00Z');
    await saveSettings(tutor, {});
    const due = Date.parse('2026-11-23T11:30:00Z');
    setClock('2026-11-23T11:30:00Z');

    // The mail server is down.
    expect(await scheduler({ smtpUrl: await unusedSmtpUrl() }).runOnce()).toEqual({
      scheduled: 1,
      sent: 0,
      failed: 1,
    });
    let [row] = await deliveriesOf(tutor);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, sent_at: null });
    expect(row?.last_error).toMatch(/ECONNREFUSED/);
    const firstWait = Date.parse(row!.next_attempt_at) - due;
    expect(firstWait).toBeGreaterThanOrEqual(RETRY_DELAYS_MS[0]);
    expect(firstWait).toBeLessThan(RETRY_DELAYS_MS[0] + 10_000);

    // A restarted process before the wait is over leaves it alone.
    expect(await scheduler().runOnce()).toEqual({ scheduled: 0, sent: 0, failed: 0 });
    expect(smtp.recipientsOffered).toBe(0);

    // Back up, but refusing: the wait grows.
    advanceClockForTest(t, RETRY_DELAYS_MS[0] + 1000);
    smtp.refuse(true);
    expect(await scheduler().runOnce()).toEqual({ scheduled: 0, sent: 0, failed: 1 });
    [row] = await deliveriesOf(tutor);
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });
    expect(row?.last_error).toMatch(/Mailbox unavailable/);
    const secondWait = Date.parse(row!.next_attempt_at) - t.context.now().getTime();
    expect(secondWait).toBeGreaterThan(RETRY_DELAYS_MS[1] - 10_000);
    expect(secondWait).toBeLessThanOrEqual(RETRY_DELAYS_MS[1]);

    // Another restart once the server takes mail again and the wait is over: sent, once.
    smtp.refuse(false);
    advanceClockForTest(t, RETRY_DELAYS_MS[1] + 1000);
    expect(await scheduler().runOnce()).toEqual({ scheduled: 0, sent: 1, failed: 0 });
    expect(await scheduler().runOnce()).toEqual({ scheduled: 0, sent: 0, failed: 0 });
    advanceClockForTest(t, 60 * 60_000);
    expect(await scheduler().runOnce()).toEqual({ scheduled: 0, sent: 0, failed: 0 });

    expect(smtp.received).toHaveLength(1);
    expect(smtp.recipientsOffered).toBe(2);
    const rows = await deliveriesOf(tutor);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'sent',
      attempts: 2,
      message_id: `<report.${tutor.id}.daily.2026-11-22@aula.local>`,
    });
    expect((await settingsOf(tutor)).last_sent_at).toBe(rows[0]?.sent_at);
  });

  it('gives up after the last try and says why', async () => {
    const tutor = await t.createUser('tutor', { email: 'full@example.com' });
    setClock('2026-11-22T12:00:00Z');
    await saveSettings(tutor, {});
    setClock('2026-11-23T11:30:00Z');
    smtp.refuse(true);

    await scheduler().runOnce();
    for (const delay of RETRY_DELAYS_MS) {
      advanceClockForTest(t, delay + 1000);
      expect((await scheduler().runOnce()).failed).toBe(1);
    }
    const [row] = await deliveriesOf(tutor);
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, sent_at: null });
    expect(row?.last_error).toMatch(/Mailbox unavailable/);

    // Days later nothing is tried again for that day, and the next day's report is its own.
    smtp.refuse(false);
    advanceClockForTest(t, 24 * 60 * 60_000);
    expect(await scheduler().runOnce()).toEqual({ scheduled: 1, sent: 1, failed: 0 });
    expect(smtp.recipientsOffered).toBe(MAX_ATTEMPTS + 1);
    expect(smtp.received.map((mail) => mail.subject)).toEqual([
      'Your daily Aula report: Monday, November 23, 2026',
    ]);
  });

  it('sends each report once when two copies of the service run the job at once', async () => {
    const tutors = [
      await t.createUser('tutor', { email: 'one@example.com' }),
      await t.createUser('tutor', { email: 'two@example.com' }),
      await t.createUser('tutor', { email: 'three@example.com' }),
    ];
    setClock('2026-11-22T12:00:00Z');
    for (const tutor of tutors) await saveSettings(tutor, {});
    setClock('2026-11-23T11:30:00Z');

    const runs = await Promise.all([scheduler().runOnce(), scheduler().runOnce()]);
    expect(runs.reduce((sum, run) => sum + run.scheduled, 0)).toBe(3);
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(3);
    expect(
      smtp.received.map((mail) => mail.to && 'text' in mail.to && mail.to.text).sort(),
    ).toEqual(['one@example.com', 'three@example.com', 'two@example.com']);
    expect(smtp.recipientsOffered).toBe(3);
  });

  it('writes one .eml file per report to the outbox without SMTP, even when retried', async () => {
    const tutor = await t.createUser('tutor', { email: 'home@example.com' });
    setClock('2026-11-22T12:00:00Z');
    await saveSettings(tutor, {});
    setClock('2026-11-23T11:30:00Z');

    const outbox = createMailer({
      from: t.context.env.MAIL_FROM,
      outboxDir: outboxDir(),
      log: silent,
    });
    // The first try writes the file, then fails as a crash right after writing would.
    let tries = 0;
    const flaky: Mailer = {
      async send(mail) {
        tries += 1;
        await outbox.send(mail);
        if (tries === 1) throw new Error('Stopped after writing');
      },
    };
    expect((await scheduler({ mailer: flaky }).runOnce()).failed).toBe(1);
    advanceClockForTest(t, RETRY_DELAYS_MS[0] + 1000);
    expect((await scheduler({ smtpUrl: null }).runOnce()).sent).toBe(1);

    const files = await readdir(outboxDir());
    expect(files).toEqual([`report.${tutor.id}.daily.2026-11-22aula.local.eml`]);
    const saved = await simpleParser(await readFile(join(outboxDir(), files[0]!)));
    expect(saved.subject).toBe('Your daily Aula report: Sunday, November 22, 2026');
    expect(saved.messageId).toBe(`<report.${tutor.id}.daily.2026-11-22@aula.local>`);
    expect(saved.text).toContain('There are no students in your account yet.');
    expect(saved.html).toContain('<html lang="en">');
    expect(smtp.received).toHaveLength(0);
  });

  it('runs by itself once started, and stops when told', async () => {
    const tutor = await t.createUser('tutor', { email: 'timer@example.com' });
    setClock('2026-11-22T12:00:00Z');
    await saveSettings(tutor, {});
    setClock('2026-11-23T11:30:00Z');

    const job = scheduler();
    job.start(50);
    await vi.waitFor(() => expect(smtp.received).toHaveLength(1));
    await job.stop();
    // Stopped: a report that becomes due later waits for the next start.
    setClock('2026-11-24T11:30:00Z');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received).toHaveLength(1);
    expect(await deliveriesOf(tutor)).toHaveLength(1);
  });

  it('does not send a report that was waiting when the tutor turned reports off', async () => {
    const tutor = await t.createUser('tutor', { email: 'off@example.com' });
    setClock('2026-11-22T12:00:00Z');
    await saveSettings(tutor, {});
    setClock('2026-11-23T11:30:00Z');
    smtp.refuse(true);
    expect((await scheduler().runOnce()).failed).toBe(1);

    await saveSettings(tutor, { enabled: false });
    smtp.refuse(false);
    advanceClockForTest(t, RETRY_DELAYS_MS[0] + 1000);
    expect(await scheduler().runOnce()).toEqual({ scheduled: 0, sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(0);
    expect(await deliveriesOf(tutor)).toEqual([]);
  });
});
