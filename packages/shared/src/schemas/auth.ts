import { z } from 'zod';
import {
  emailField,
  passwordField,
  requiredText,
  verifyPasswordField,
  withMatchingPasswords,
} from './fields';

/** POST /auth. Sign-in checks only presence: the login error must not hint at the rules. */
export const credentialsSchema = z.object({
  username: requiredText('validation.username.required').max(200, {
    error: 'validation.username.required',
  }),
  password: z
    .string({ error: 'validation.password.required' })
    .min(1, { error: 'validation.password.required' })
    .max(200, { error: 'validation.password.tooLong' }),
});
export type Credentials = z.infer<typeof credentialsSchema>;

export const accessTokenSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
});
export type AccessToken = z.infer<typeof accessTokenSchema>;

/** POST /password-resets: a reset link goes to the user's email when both match. */
export const passwordResetRequestSchema = z.object({
  username: requiredText('validation.username.required').max(200, {
    error: 'validation.username.required',
  }),
  email: emailField,
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

export const passwordResetConfirmSchema = withMatchingPasswords(
  z.object({
    token: z
      .string({ error: 'auth.resetTokenInvalid' })
      .min(1, { error: 'auth.resetTokenInvalid' })
      .max(200),
    password: passwordField,
    verify_password: verifyPasswordField,
  }),
);
export type PasswordResetConfirm = z.input<typeof passwordResetConfirmSchema>;

export const messageSchema = z.object({ message: z.string() });
