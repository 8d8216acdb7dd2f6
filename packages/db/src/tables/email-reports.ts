import type { Generated } from 'kysely';

export interface EmailReportSettingsTable {
  tutor_id: number;
  enabled: number;
  address: string;
  /** daily or weekly. */
  frequency: string;
  /** IANA zone in which the tutor's days and weeks are counted. */
  time_zone: string;
  updated_at: string;
}

export type DeliveryStatus = 'pending' | 'sending' | 'sent' | 'failed';

export interface EmailReportDeliveriesTable {
  id: Generated<number>;
  tutor_id: number;
  /** "daily:2026-11-22" or "weekly:2026-11-16": one delivery per tutor and period. */
  period_key: string;
  /** The period's bounds (UTC ISO): start inclusive, end exclusive. */
  period_start: string;
  period_end: string;
  address: string;
  status: DeliveryStatus;
  attempts: Generated<number>;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  message_id: string | null;
  created_at: string;
  sent_at: string | null;
}
