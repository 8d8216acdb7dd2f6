/**
 * The sign-in rules, on their own so the login screen can fetch them (and zod with them) on first
 * use instead of before its first paint (docs/web-performance.md#lazy-screens-and-schemas).
 */
export { credentialsSchema } from '@aula/shared';
