import { z } from 'zod';

/**
 * A damaged write-ahead log found when Aula started on SQLite: SQLite's recovery drops every
 * change written after the damage, so installers and tutors are told what happened and how to
 * go back to a backup, until an installer dismisses it.
 */
export const walDamageSchema = z.object({
  /** When the damage was found, at start (UTC ISO). */
  detected_at: z.string(),
  /** The copy of the damaged log kept in the data folder, e.g. `aula.db-wal.damaged-20261128T090512Z`. */
  copy_file_name: z.string(),
  /** How many of the log's frames (a page each) of committed changes could not be replayed. */
  frames_dropped: z.number().int().min(0),
});
export type WalDamage = z.infer<typeof walDamageSchema>;

/** GET /wal_damage (installers and tutors) and the answer of POST /wal_damage/dismiss. */
export const walDamageStatusSchema = z.object({
  /** Null: nothing was lost (always so on PostgreSQL, which keeps no log file of ours). */
  wal_damage: walDamageSchema.nullable(),
});
export type WalDamageStatus = z.infer<typeof walDamageStatusSchema>;
