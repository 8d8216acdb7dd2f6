export * from './create-db';
export * from './migrate';
export * from './exclusive-section';
export * from './sqlite-backup';
export { checkWal } from './wal-check';
export type { WalReport } from './wal-check';
export type { Database } from './database';
export type { UsersTable } from './tables/users';
export type { AttemptKind } from './tables/assessments';
export { isPostgres } from './migrations/helpers';
export { sql } from 'kysely';
export type {
  CompiledQuery,
  Kysely,
  Selectable,
  Insertable,
  Updateable,
  Transaction,
} from 'kysely';
