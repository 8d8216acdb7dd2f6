/**
 * The rules of the activation forms, on their own so the form fetches them (and zod with them) on
 * first use instead of before its first paint (docs/web-performance.md#lazy-screens-and-schemas).
 */
export { onlineActivationSchema, phoneActivationSchema } from '@aula/shared';
