import { z } from 'zod';

/*
 * Licensing (docs/product-rules.md#licensing-and-the-trial): a license number (serial) tied to a
 * box number, activated online or by phone on up to LICENSE_DEFAULT_SEATS installations; until then
 * a 180-day web trial.
 */

/** Box numbers are printed on the box: letters, digits and dashes. */
const boxNumberField = z
  .string({ error: 'validation.license.boxRequired' })
  .trim()
  .min(1, { error: 'validation.license.boxRequired' })
  .max(40, { error: 'validation.license.boxInvalid' })
  .regex(/^[A-Za-z0-9-]+$/, { error: 'validation.license.boxInvalid' });

/** A license number as typed: case, spaces and dashes do not matter (checked by signature). */
const serialField = z
  .string({ error: 'validation.license.serialRequired' })
  .trim()
  .min(1, { error: 'validation.license.serialRequired' })
  .max(200, { error: 'validation.license.serialInvalid' });

export const LICENSE_STATUSES = ['activated', 'trial', 'trial_expired'] as const;
export type LicenseStatus = (typeof LICENSE_STATUSES)[number];

/** POST /tpm_is_activated: this installation's activation and trial, for any signed-in user. */
export const activationStatusSchema = z.object({
  activated: z.boolean(),
  status: z.enum(LICENSE_STATUSES),
  trial: z.object({
    started_at: z.string(),
    ends_at: z.string(),
    /** Whole days left, 0 once it has ended. */
    days_left: z.number().int(),
    /** Who registered the web trial; shown to tutors and installers only. */
    registered_email: z.string().nullable(),
    registered_at: z.string().nullable(),
  }),
  /** Shown to tutors and installers only (it is what phone support asks for). */
  installation_id: z.string().nullable(),
  activated_at: z.string().nullable(),
  /** How it was activated: online or by phone. */
  activation_method: z.enum(['online', 'phone']).nullable(),
  box_number: z.string().nullable(),
  seats: z.number().int().nullable(),
  /**
   * This installation checks licenses with a test key (AULA_LICENSE_TEST_KEYS=1), not the
   * vendor's: its activations are not valid for sale, and the activation screen says so.
   */
  test_keys: z.boolean(),
});
export type ActivationStatus = z.infer<typeof activationStatusSchema>;

/** POST /activation: activate online through the vendor's activation server. */
export const onlineActivationSchema = z.object({
  serial: serialField,
  box_number: boxNumberField,
});
export type OnlineActivation = z.input<typeof onlineActivationSchema>;

/** POST /activation/phone: activate with the key number phone support dictates. */
export const phoneActivationSchema = onlineActivationSchema.extend({
  key_number: z
    .string({ error: 'validation.license.keyRequired' })
    .trim()
    .min(1, { error: 'validation.license.keyRequired' })
    .max(200, { error: 'validation.license.keyInvalid' }),
});
export type PhoneActivation = z.input<typeof phoneActivationSchema>;

/** POST /vendor/activations: the vendor's activation server (hosted by the main service). */
export const vendorActivationRequestSchema = onlineActivationSchema.extend({
  installation_id: z
    .string({ error: 'validation.license.installationInvalid' })
    .regex(/^[A-Za-z0-9-]{8,64}$/, { error: 'validation.license.installationInvalid' }),
});
export type VendorActivationRequest = z.input<typeof vendorActivationRequestSchema>;

export const vendorActivationResponseSchema = z.object({
  /** Signed by the vendor, bound to the installation id; verified with the public key. */
  activation_token: z.string(),
  seats: z.number().int(),
  seats_used: z.number().int(),
});
export type VendorActivationResponse = z.infer<typeof vendorActivationResponseSchema>;

/** PUT /web_trial_registration (tutors): a valid email typed twice. */
export const webTrialRegistrationSchema = z
  .object({
    email: z
      .string({ error: 'validation.webTrial.email' })
      .trim()
      .max(254, { error: 'validation.webTrial.email' })
      .pipe(z.email({ error: 'validation.webTrial.email' })),
    confirm_email: z.string({ error: 'validation.webTrial.mismatch' }).trim(),
  })
  .superRefine((value, context) => {
    if (value.email.toLowerCase() !== value.confirm_email.toLowerCase())
      context.addIssue({
        code: 'custom',
        path: ['confirm_email'],
        message: 'validation.webTrial.mismatch',
      });
  });
export type WebTrialRegistration = z.input<typeof webTrialRegistrationSchema>;
