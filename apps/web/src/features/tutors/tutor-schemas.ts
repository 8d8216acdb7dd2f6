/**
 * The rules of the new-tutor form, on their own so the form fetches them (and zod with them) on first use
 * instead of before its first paint (bundle budget, issue 11).
 */
export { signupTutorSchema } from '@aula/shared';
