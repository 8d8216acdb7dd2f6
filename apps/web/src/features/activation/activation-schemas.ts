/**
 * The rules of the activation forms, on their own so the form fetches them (and zod with them) on first use
 * instead of before its first paint (bundle budget, issue 11).
 */
export { onlineActivationSchema, phoneActivationSchema } from '@aula/shared';
