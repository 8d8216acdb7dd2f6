/**
 * The rules of the sign-up forms, on their own so the form fetches them (and zod with them) on first use
 * instead of before its first paint (bundle budget, issue 11).
 */
export { signupStudentFormSchema, signupTutorSchema } from '@aula/shared';
