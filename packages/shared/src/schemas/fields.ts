import { z } from 'zod';
import {
  AVATARS,
  GRADE_IDS,
  LANGUAGES,
  NAME_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
} from '../constants';
import { isGuessablePassword, isUsernameAsPassword } from '../domain/password-rules';

/**
 * Field schemas shared by the forms and the server. Every message is a key of the `messages`
 * catalogue (locales/<lang>/messages.json), translated where it is shown.
 */

const namePattern = /^[\p{L}\p{M}' .-]+$/u;
const usernamePattern = /^[\p{L}\p{N}._-]+$/u;

/** A string field that reports "required" for a missing value, a wrong type or only spaces. */
export function requiredText(requiredKey: string) {
  return z.string({ error: requiredKey }).trim().min(1, { error: requiredKey });
}

export const firstnameField = requiredText('validation.firstname.required')
  .max(NAME_MAX_LENGTH, { error: 'validation.firstname.invalid' })
  .regex(namePattern, { error: 'validation.firstname.invalid' });

export const lastnameField = requiredText('validation.lastname.required')
  .max(NAME_MAX_LENGTH, { error: 'validation.lastname.invalid' })
  .regex(namePattern, { error: 'validation.lastname.invalid' });

const SCHOOL_MAX_LENGTH = 120;

export const schoolField = requiredText('validation.school.required').max(SCHOOL_MAX_LENGTH, {
  error: 'validation.school.tooLong',
});

/**
 * A new student's school as the API takes it: left out or blank, the student goes to their
 * tutor's school (the server answers "School name is required" when the tutor has none).
 */
export const studentSchoolField = z
  .string({ error: 'validation.school.required' })
  .trim()
  .max(SCHOOL_MAX_LENGTH, { error: 'validation.school.tooLong' })
  .optional();

export const emailField = requiredText('validation.email.required')
  .max(254, { error: 'validation.email.invalid' })
  .pipe(z.email({ error: 'validation.email.invalid' }));

export const usernameField = requiredText('validation.username.required')
  .max(USERNAME_MAX_LENGTH, { error: 'validation.username.invalid' })
  .regex(usernamePattern, { error: 'validation.username.invalid' });

/**
 * Passwords are not trimmed: a space is a character the user chose. Children's accounts are
 * guessed by people who know them, so the most common passwords are refused too.
 */
export const passwordField = z
  .string({ error: 'validation.password.required' })
  .min(1, { error: 'validation.password.required' })
  .min(PASSWORD_MIN_LENGTH, { error: 'validation.password.min' })
  .max(200, { error: 'validation.password.tooLong' })
  .refine((password) => !isGuessablePassword(password), {
    error: 'validation.password.tooEasy',
  });

export const verifyPasswordField = z
  .string({ error: 'validation.verifyPassword.required' })
  .min(1, { error: 'validation.verifyPassword.required' });

export const languageField = z.enum(LANGUAGES, { error: 'validation.language.invalid' });

export const avatarField = z.enum(AVATARS, { error: 'validation.avatar.invalid' });

export const gradeIdField = z.coerce
  .number({ error: 'validation.grade.required' })
  .int({ error: 'validation.grade.required' })
  .refine((value) => (GRADE_IDS as readonly number[]).includes(value), {
    error: 'validation.grade.required',
  });

/** The largest id a row can have: ids are PostgreSQL INTEGERs, so a bigger one is no row's. */
export const MAX_ID = 2_147_483_647;

export const idField = z.coerce
  .number({ error: 'validation.id.invalid' })
  .int()
  .positive()
  .max(MAX_ID, { error: 'validation.id.invalid' });

/** Adds the "passwords do not match" check to a schema with password and verify_password. */
export function withMatchingPasswords<
  T extends z.ZodType<{ password: string; verify_password: string }>,
>(schema: T) {
  return schema.refine((value) => value.password === value.verify_password, {
    error: 'validation.verifyPassword.mismatch',
    path: ['verify_password'],
  });
}

/**
 * Adds "the password cannot be the username" to a schema with both (an empty optional
 * password keeps the old one, so there is nothing to compare).
 */
export function withPasswordOtherThanUsername<
  T extends z.ZodType<{ username: string; password?: string }>,
>(schema: T) {
  return schema.refine(
    (value) => !value.password || !isUsernameAsPassword(value.password, value.username),
    { error: 'validation.password.sameAsUsername', path: ['password'] },
  );
}

/** Usernames are unique regardless of case, accents' composed forms or width variants. */
export function usernameKey(username: string): string {
  return username.normalize('NFKC').toLowerCase();
}
