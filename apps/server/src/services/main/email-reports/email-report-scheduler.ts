import type { ServiceContext } from '../../../domain/service-context';
import { publicWebUrl } from '../../../platform/env';
import type { UsersRepository } from '../../../domain/users/users-repository';
import { composeReport } from './compose-report';
import type { ClaimedDelivery } from './email-report-deliveries-repository';
import { EmailReportDeliveriesRepository } from './email-report-deliveries-repository';
import { EmailReportSettingsRepository } from './email-report-settings-repository';
import { ReportFiguresRepository } from './report-figures-repository';
import { duePeriod, periodOfDelivery } from './report-periods';

/** The waits after the 1st, 2nd, … failed try; the try after the last one is the final one. */
export const RETRY_DELAYS_MS = [
  60_000,
  5 * 60_000,
  30 * 60_000,
  2 * 60 * 60_000,
  6 * 60 * 60_000,
] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** How long a sender holds a delivery; SMTP timeouts (platform/mail.ts) end a send well before. */
export const DELIVERY_LEASE_MS = 10 * 60_000;

export interface RunSummary {
  /** Deliveries created by this run (periods that became due). */
  scheduled: number;
  sent: number;
  /** Tries that failed (retried later, or given up). */
  failed: number;
}

/** The Message-ID of a tutor's report of a period: the same on every try. */
export function reportMessageId(
  delivery: { tutor_id: number; period_key: string },
  mailFrom: string,
) {
  const domain = /@([\w.-]+)/.exec(mailFrom)?.[1] ?? 'aula.local';
  return `<report.${delivery.tutor_id}.${delivery.period_key.replace(/[^\w-]/g, '.')}@${domain}>`;
}

/**
 * The emailed-report job. Each run (every EMAIL_REPORTS_INTERVAL_MS):
 *  1. creates the delivery of the period now due for each tutor with reports on (a unique
 *     row per tutor and period: a period is never created twice, by any copy of the service);
 *  2. sends every delivery that is due, each claimed first so that one sender sends it.
 * Everything it knows is in the database, so a restarted process, or another copy, carries
 * on from where the last one stopped.
 */
export class EmailReportScheduler {
  private readonly settings: EmailReportSettingsRepository;
  private readonly deliveries: EmailReportDeliveriesRepository;
  private readonly figures: ReportFiguresRepository;
  private readonly users: UsersRepository;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<RunSummary> | undefined;
  private stopping = false;

  constructor(
    private readonly context: Pick<
      ServiceContext,
      'env' | 'database' | 'mailer' | 'catalogue' | 'repositories' | 'now'
    >,
    private readonly log: (message: string, details: object) => void = (message, details) =>
      console.warn(message, details),
  ) {
    const db = context.database.db;
    this.settings = new EmailReportSettingsRepository(db, context.now);
    this.deliveries = new EmailReportDeliveriesRepository(db);
    this.figures = new ReportFiguresRepository(db, context.catalogue, context.repositories.users);
    this.users = context.repositories.users;
  }

  /** Runs now and then every `intervalMs` (0: never). */
  start(intervalMs = this.context.env.EMAIL_REPORTS_INTERVAL_MS): void {
    if (intervalMs <= 0 || this.timer) return;
    this.stopping = false;
    const tick = () => {
      // A run that outlasts the interval is not doubled: the next tick finds it running.
      this.running ??= this.runOnce()
        .catch((error: unknown) => {
          this.log('Emailed reports: the run failed', { error: String(error) });
          return { scheduled: 0, sent: 0, failed: 0 };
        })
        .finally(() => {
          this.running = undefined;
        });
    };
    this.timer = setInterval(tick, intervalMs);
    // The job never keeps the process alive by itself.
    this.timer.unref();
    tick();
  }

  /** Stops the timer and waits for a run in progress, so the database can be closed after. */
  async stop(): Promise<void> {
    // A run in progress finishes the mail it is sending and leaves the rest for later.
    this.stopping = true;
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  async runOnce(): Promise<RunSummary> {
    const scheduled = await this.scheduleDue();
    let sent = 0;
    let failed = 0;
    while (!this.stopping) {
      const claimed = await this.deliveries.claimNext(this.context.now(), DELIVERY_LEASE_MS);
      if (!claimed) break;
      const outcome = await this.send(claimed);
      if (outcome === 'sent') sent += 1;
      if (outcome === 'failed') failed += 1;
    }
    return { scheduled, sent, failed };
  }

  /** Creates the delivery of the period due now for every tutor with reports on. */
  private async scheduleDue(): Promise<number> {
    const now = this.context.now();
    const tutors = await this.settings.listEnabled();
    const due = tutors.flatMap((tutor) => {
      let period;
      try {
        period = duePeriod(
          tutor.frequency,
          now,
          tutor.time_zone,
          this.context.env.EMAIL_REPORTS_HOUR,
        );
      } catch (error) {
        // A time zone the runtime no longer knows stops that tutor's reports, not everyone's.
        this.log("Emailed reports: a tutor's time zone is unknown", {
          tutor: tutor.tutor_id,
          time_zone: tutor.time_zone,
          error: String(error),
        });
        return [];
      }
      // Only periods that end after reports were turned on (or rescheduled): no old reports.
      if (!period || period.end <= tutor.updated_at) return [];
      return [{ tutor_id: tutor.tutor_id, address: tutor.address, period }];
    });
    return due.length === 0 ? 0 : this.deliveries.createMissing(due, now);
  }

  /** One try of one delivery. */
  private async send(claimed: ClaimedDelivery): Promise<'sent' | 'failed' | 'dropped'> {
    const { row } = claimed;
    const messageId = reportMessageId(row, this.context.env.MAIL_FROM);
    let address: string;
    try {
      const [tutor, settings] = await Promise.all([
        this.users.findById(row.tutor_id),
        this.settings.find(row.tutor_id),
      ]);
      if (!tutor || settings?.enabled !== 1) {
        await this.deliveries.drop(claimed);
        return 'dropped';
      }
      // The address as it is now: a tutor who fixed a typo gets the report at the new one.
      address = settings.address;
      const students = await this.figures.ofAccount(
        tutor.account_id,
        { start: row.period_start, end: row.period_end },
        tutor.language,
      );
      await this.context.mailer.send(
        composeReport({
          to: address,
          language: tutor.language,
          tutorFirstname: tutor.firstname,
          period: periodOfDelivery(row),
          students,
          webUrl: publicWebUrl(this.context.env),
          messageId,
        }),
      );
    } catch (error) {
      await this.recordFailure(claimed, error);
      return 'failed';
    }
    // Outside the try: a mail that went out is never recorded as a failure to retry.
    await this.deliveries.markSent(claimed, { at: this.context.now(), messageId, address });
    return 'sent';
  }

  private async recordFailure(claimed: ClaimedDelivery, error: unknown): Promise<void> {
    const { row } = claimed;
    const attempts = row.attempts + 1;
    const delay = attempts < MAX_ATTEMPTS ? RETRY_DELAYS_MS[attempts - 1] : undefined;
    const message = error instanceof Error ? error.message : String(error);
    await this.deliveries.markFailed(claimed, {
      error: message,
      retryAt: delay === undefined ? null : new Date(this.context.now().getTime() + delay),
    });
    this.log(
      delay === undefined
        ? 'Emailed reports: a report could not be sent and was given up'
        : 'Emailed reports: a report could not be sent; it will be tried again',
      { delivery: row.id, tutor: row.tutor_id, period: row.period_key, attempts, error: message },
    );
  }
}
