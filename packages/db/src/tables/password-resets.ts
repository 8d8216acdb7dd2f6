import type { Generated } from 'kysely';

/** Single-use password reset tokens; only a SHA-256 of the token is stored. */
export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}
