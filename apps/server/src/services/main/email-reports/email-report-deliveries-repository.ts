import type { Database, Kysely, Selectable } from '@aula/db';
import type { ReportPeriod } from './report-periods';

export type DeliveryRow = Selectable<Database['email_report_deliveries']>;

/** A report to create: one tutor, one period. */
export interface NewDelivery {
  tutor_id: number;
  address: string;
  period: ReportPeriod;
}

/** A delivery this sender holds: `lease` is its locked_until, which proves the hold. */
export interface ClaimedDelivery {
  row: DeliveryRow;
  lease: string;
}

/** Rows inserted per statement: well under both databases' limits on bound parameters. */
const INSERT_CHUNK = 500;

/**
 * The outbox of emailed reports (email_report_deliveries). Every step is a single conditional
 * statement, so any number of senders, in one process or in several copies of the service,
 * can work on it at once: the unique (tutor_id, period_key) lets a period be created once,
 * and a claim (pending → sending) succeeds for one sender only.
 */
export class EmailReportDeliveriesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Creates the deliveries that do not exist yet; returns how many were new. The existing
   * ones are looked up first so that the usual run, where every report is already there,
   * only reads; the insert itself skips conflicts, so a race with another sender is harmless.
   */
  async createMissing(deliveries: readonly NewDelivery[], now: Date): Promise<number> {
    let created = 0;
    for (let index = 0; index < deliveries.length; index += INSERT_CHUNK) {
      const chunk = deliveries.slice(index, index + INSERT_CHUNK);
      const existing = await this.db
        .selectFrom('email_report_deliveries')
        .select(['tutor_id', 'period_key'])
        .where(
          'tutor_id',
          'in',
          chunk.map((delivery) => delivery.tutor_id),
        )
        .where('period_key', 'in', [...new Set(chunk.map((delivery) => delivery.period.key))])
        .execute();
      const known = new Set(existing.map((row) => `${row.tutor_id} ${row.period_key}`));
      const missing = chunk.filter(
        (delivery) => !known.has(`${delivery.tutor_id} ${delivery.period.key}`),
      );
      if (missing.length === 0) continue;
      const timestamp = now.toISOString();
      const result = await this.db
        .insertInto('email_report_deliveries')
        .values(
          missing.map((delivery) => ({
            tutor_id: delivery.tutor_id,
            period_key: delivery.period.key,
            period_start: delivery.period.start,
            period_end: delivery.period.end,
            address: delivery.address,
            status: 'pending' as const,
            next_attempt_at: timestamp,
            created_at: timestamp,
          })),
        )
        .onConflict((conflict) => conflict.columns(['tutor_id', 'period_key']).doNothing())
        .executeTakeFirst();
      created += Number(result.numInsertedOrUpdatedRows ?? 0);
    }
    return created;
  }

  /**
   * Takes the next delivery that is due: pending and due by now, or left 'sending' by a
   * sender whose lease ran out (it stopped mid-send). The UPDATE repeats the condition, so
   * of several senders reaching for the same row only one changes it.
   */
  async claimNext(now: Date, leaseMs: number): Promise<ClaimedDelivery | null> {
    const timestamp = now.toISOString();
    const lease = new Date(now.getTime() + leaseMs).toISOString();
    // A few candidates, so that a sender who loses one race tries the next instead of stopping.
    for (let round = 0; round < 5; round += 1) {
      const candidates = await this.db
        .selectFrom('email_report_deliveries')
        .select('id')
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', timestamp)]),
            eb.and([eb('status', '=', 'sending'), eb('locked_until', '<=', timestamp)]),
          ]),
        )
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(10)
        .execute();
      if (candidates.length === 0) return null;
      for (const { id } of candidates) {
        const result = await this.db
          .updateTable('email_report_deliveries')
          .set({ status: 'sending', locked_until: lease })
          .where('id', '=', id)
          // The same condition as above, checked again at the moment of the change.
          .where((eb) =>
            eb.or([
              eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', timestamp)]),
              eb.and([eb('status', '=', 'sending'), eb('locked_until', '<=', timestamp)]),
            ]),
          )
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) continue;
        const row = await this.db
          .selectFrom('email_report_deliveries')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirst();
        if (row) return { row, lease };
      }
    }
    return null;
  }

  /** Sent: recorded only while the lease is still ours (a later claimer owns it otherwise). */
  async markSent(
    claimed: ClaimedDelivery,
    sent: { at: Date; messageId: string; address: string },
  ): Promise<void> {
    await this.db
      .updateTable('email_report_deliveries')
      .set({
        status: 'sent',
        sent_at: sent.at.toISOString(),
        message_id: sent.messageId,
        address: sent.address,
        locked_until: null,
        last_error: null,
      })
      .where('id', '=', claimed.row.id)
      .where('status', '=', 'sending')
      .where('locked_until', '=', claimed.lease)
      .execute();
  }

  /** A failed try: back to pending until `retryAt`, or failed for good when it is null. */
  async markFailed(
    claimed: ClaimedDelivery,
    failure: { error: string; retryAt: Date | null },
  ): Promise<void> {
    await this.db
      .updateTable('email_report_deliveries')
      .set((eb) => ({
        status: failure.retryAt ? 'pending' : 'failed',
        attempts: eb('attempts', '+', 1),
        next_attempt_at: (failure.retryAt ?? new Date(claimed.row.next_attempt_at)).toISOString(),
        locked_until: null,
        last_error: failure.error.slice(0, 2000),
      }))
      .where('id', '=', claimed.row.id)
      .where('status', '=', 'sending')
      .where('locked_until', '=', claimed.lease)
      .execute();
  }

  /** A report whose tutor turned reports off before it went out is dropped. */
  async drop(claimed: ClaimedDelivery): Promise<void> {
    await this.db
      .deleteFrom('email_report_deliveries')
      .where('id', '=', claimed.row.id)
      .where('status', '=', 'sending')
      .where('locked_until', '=', claimed.lease)
      .execute();
  }
}
