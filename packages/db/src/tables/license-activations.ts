import type { Generated } from 'kysely';

/** The vendor's activations: one row per license (serial id) and installation, a seat each. */
export interface LicenseActivationsTable {
  id: Generated<number>;
  serial_id: string;
  box_number: string;
  installation_id: string;
  /** 'online' or 'phone'. */
  method: string;
  activated_at: string;
}
