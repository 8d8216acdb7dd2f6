import { z } from 'zod';

/**
 * The first-run welcome: shown once to each student and tutor after their first sign-in,
 * remembered on the server so that it does not come back on another computer.
 */

/** GET /users/me/welcome and the answer of POST /users/me/welcome. */
export const welcomeStatusSchema = z.object({
  /** When the user closed the welcome (UTC ISO); null while they have not seen it yet. */
  welcomed_at: z.string().nullable(),
});
export type WelcomeStatus = z.infer<typeof welcomeStatusSchema>;
