import type { Generated } from 'kysely';

/** A family or a school: tutors of one account share its students. */
export interface AccountsTable {
  id: Generated<number>;
  name: string;
  created_at: string;
}
