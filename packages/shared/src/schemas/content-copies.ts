import { z } from 'zod';
import { localizedTextSchema } from '../questions/item-schema';
import { CONTENT_COPY_STATUSES } from '../constants';
import { MAX_ID, idField } from './fields';

/*
 * Copying content from a disc to this computer (Settings › Copy content to drive). A disc is
 * a folder under the server's CONTENT_DISCS_DIR, chosen by its name from the list the server
 * gives: the browser never sends a path.
 */

/** A disc's folder name: one path segment, never `.`, `..` or a path. */
export const discNameSchema = z
  .string({ error: 'contentCopy.discUnknown' })
  .min(1, { error: 'contentCopy.discUnknown' })
  .max(255, { error: 'contentCopy.discUnknown' })
  .refine((name) => !/[/\\\0]/.test(name) && name !== '.' && name !== '..', {
    error: 'contentCopy.discUnknown',
  });

const packKeyField = z.string().trim().min(1).max(200).optional();

/** GET /content_discs: the discs found; `configured` false when no drive folder is set. */
export const contentDiscsSchema = z.object({
  configured: z.boolean(),
  items: z.array(z.object({ name: z.string() })),
});
export type ContentDiscs = z.infer<typeof contentDiscsSchema>;

/** POST /content_copy_plans: what a disc holds, before copying. */
export const contentCopyPlanRequestSchema = z.object({
  disc: discNameSchema,
  /** The key of an encrypted disc, when this computer does not know it yet. */
  pack_key: packKeyField,
});
export type ContentCopyPlanRequest = z.infer<typeof contentCopyPlanRequestSchema>;

export const contentCopyPlanSchema = z.object({
  disc: z.string(),
  pack: z.object({ id: z.string(), version: z.string(), title: localizedTextSchema }),
  /** The disc is encrypted and no key is known: ask the tutor for the pack key. */
  needs_key: z.boolean(),
  /** Bytes every copy needs whatever the grades (the catalogue and the question pools). */
  shared_bytes: z.number().int().nonnegative(),
  grades: z.array(
    z.object({
      grade_id: z.number().int(),
      name: localizedTextSchema,
      /** Bytes of this grade's lesson bodies and pictures and its topics' pictures. */
      bytes: z.number().int().nonnegative(),
      /** Already on this computer from this pack. */
      installed: z.boolean(),
    }),
  ),
});
export type ContentCopyPlan = z.infer<typeof contentCopyPlanSchema>;

/** POST /content_copies (tutors): copy these grades of the disc, then install them. */
export const startContentCopySchema = z.object({
  disc: discNameSchema,
  grade_ids: z
    .array(z.number({ error: 'contentCopy.gradesRequired' }).int().positive().max(MAX_ID), {
      error: 'contentCopy.gradesRequired',
    })
    .min(1, { error: 'contentCopy.gradesRequired' })
    .max(100),
  pack_key: packKeyField,
});
export type StartContentCopy = z.infer<typeof startContentCopySchema>;

export const contentCopyParamsSchema = z.object({ id: idField });

export const contentCopySchema = z.object({
  id: z.number().int(),
  disc: z.string(),
  pack_id: z.string(),
  pack_title: localizedTextSchema,
  grade_ids: z.array(z.number().int()),
  status: z.enum(CONTENT_COPY_STATUSES),
  bytes_done: z.number().int().nonnegative(),
  bytes_total: z.number().int().nonnegative(),
  /** Whole percent, 100 only when every byte is copied and verified. */
  percent: z.number().int().min(0).max(100),
  /** Why the copy stopped, in the caller's language; null unless failed or interrupted. */
  error: z.string().nullable(),
  started_at: z.string(),
  updated_at: z.string(),
  finished_at: z.string().nullable(),
});
export type ContentCopy = z.infer<typeof contentCopySchema>;

/** GET /content_copies/latest: the most recent copy, or none yet. */
export const latestContentCopySchema = z.object({ copy: contentCopySchema.nullable() });
export type LatestContentCopy = z.infer<typeof latestContentCopySchema>;
