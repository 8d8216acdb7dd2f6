import type { ColumnType, Generated } from 'kysely';

export interface UsersTable {
  id: Generated<number>;
  /** Shown and signed in with exactly as typed; unique case-insensitively. */
  username: string;
  /** The username folded for comparison (see `usernameKey`): unique. */
  username_key: string;
  password_hash: string;
  firstname: string;
  lastname: string;
  email: string | null;
  language: 'en' | 'es';
  avatar: string | null;
  name_of_the_school: string;
  grade_id: number | null;
  /** 1 student, 2 tutor, 3 installer. */
  rol_id: number;
  /** The tutor a student belongs to. */
  tutor_id: number | null;
  /** The family or school account; installers have none. */
  account_id: number | null;
  /** Raised on logout and password change: tokens carrying an older version are refused. */
  token_version: Generated<number>;
  /** When the user closed the first-run welcome; null until then (it is shown at sign-in). */
  welcomed_at: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
  updated_at: string;
}
