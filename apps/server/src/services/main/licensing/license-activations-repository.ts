import type { Database, Kysely } from '@aula/db';

export type ActivationMethod = 'online' | 'phone';

export interface SeatRequest {
  serialId: string;
  boxNumber: string;
  installationId: string;
  method: ActivationMethod;
  seats: number;
}

export type SeatOutcome = { ok: true; seatsUsed: number } | { ok: false; seatsUsed: number };

/**
 * The vendor's record of which installations use each license (license_activations). Each
 * installation takes one seat; the same installation activating again keeps its seat.
 */
export class LicenseActivationsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  /**
   * Takes a seat for the installation unless every seat is taken by others. Counting and
   * recording share one transaction (on SQLite, one writer at a time). Two different
   * installations racing for a license's last seat on PostgreSQL could both get it: the
   * vendor endpoint sees a few requests a day, so that window is accepted.
   */
  async takeSeat(request: SeatRequest): Promise<SeatOutcome> {
    return this.db.transaction().execute(async (trx) => {
      const taken = await trx
        .selectFrom('license_activations')
        .select('installation_id')
        .where('serial_id', '=', request.serialId)
        .execute();
      const installations = new Set(taken.map((row) => row.installation_id));
      if (installations.has(request.installationId))
        return { ok: true, seatsUsed: installations.size };
      if (installations.size >= request.seats) return { ok: false, seatsUsed: installations.size };
      await trx
        .insertInto('license_activations')
        .values({
          serial_id: request.serialId,
          box_number: request.boxNumber,
          installation_id: request.installationId,
          method: request.method,
          activated_at: this.now().toISOString(),
        })
        .onConflict((conflict) => conflict.columns(['serial_id', 'installation_id']).doNothing())
        .execute();
      return { ok: true, seatsUsed: installations.size + 1 };
    });
  }
}
