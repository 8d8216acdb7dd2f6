import { z } from 'zod';
import { localizedTextSchema, questionItemSchema, SUBJECT_ABBREVIATIONS } from '@aula/shared';
import { PACK_FORMAT, PACK_FORMAT_VERSION } from './limits';

/**
 * A built pack: a zip holding `manifest.json`, `catalogue.json`, `questions.json`, the lesson
 * bodies `lessons/<id>/body.<lang>.html` and pictures `lessons/<id>/media/<file>` and
 * `clusters/<id>/media/<file>`. The manifest lists every other entry with its SHA-256 and
 * size; in an encrypted pack every entry but the manifest is sealed with the pack key.
 */

const entrySchema = z.object({
  path: z.string(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  size: z.number().int().nonnegative(),
});
export type ManifestEntry = z.infer<typeof entrySchema>;

export const manifestSchema = z.object({
  format: z.literal(PACK_FORMAT),
  format_version: z.literal(PACK_FORMAT_VERSION),
  id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/),
  version: z.string(),
  title: localizedTextSchema,
  created_at: z.string(),
  encryption: z
    .object({
      algorithm: z.literal('aes-256-gcm'),
      kdf: z.literal('scrypt'),
      salt: z.string(),
      N: z.number().int(),
      r: z.number().int(),
      p: z.number().int(),
    })
    .nullable(),
  entries: z.array(entrySchema),
});
export type PackManifest = z.infer<typeof manifestSchema>;

const glossaryTermSchema = z.object({ term: localizedTextSchema, definition: localizedTextSchema });

export const packCatalogueSchema = z.object({
  levels: z.array(z.object({ id: z.number().int(), nombre: localizedTextSchema })),
  grades: z.array(
    z.object({
      grade_id: z.number().int(),
      level_id: z.number().int(),
      name: localizedTextSchema,
      path: z.string(),
      position: z.number().int(),
    }),
  ),
  subjects: z.array(
    z.object({
      id: z.number().int(),
      grade_id: z.number().int(),
      path: z.string(),
      name: localizedTextSchema,
      abbreviation: z.enum(SUBJECT_ABBREVIATIONS),
      description: localizedTextSchema,
      position: z.number().int(),
    }),
  ),
  clusters: z.array(
    z.object({
      id: z.number().int(),
      subject_id: z.number().int(),
      path: z.string(),
      title: localizedTextSchema,
      description: localizedTextSchema,
      position: z.number().int(),
    }),
  ),
  lessons: z.array(
    z.object({
      id: z.number().int(),
      cluster_id: z.number().int(),
      path: z.string(),
      /** grade/subject/cluster/lesson: unique in the pack, the `path` of decrypt_lesson. */
      local_path: z.string(),
      title: localizedTextSchema,
      narration: localizedTextSchema.nullable(),
      glossary: z.array(glossaryTermSchema),
      standards: z.array(z.string()).default([]),
      position: z.number().int(),
    }),
  ),
});
export type PackCatalogue = z.infer<typeof packCatalogueSchema>;
export type PackLesson = PackCatalogue['lessons'][number];

export const questionPoolsSchema = z.object({
  /** Quiz pools by lesson id; image paths are pack entry paths. */
  lessons: z.record(z.string(), z.array(questionItemSchema)),
  /** Test pools by cluster id. */
  clusters: z.record(z.string(), z.array(questionItemSchema)),
});
export type QuestionPools = z.infer<typeof questionPoolsSchema>;

/** A pack in memory: what the builder writes and what the reader gives back. */
export interface PackContents {
  id: string;
  version: string;
  title: z.infer<typeof localizedTextSchema>;
  catalogue: PackCatalogue;
  questions: QuestionPools;
  /** Bodies and pictures by pack entry path. */
  files: Map<string, Buffer>;
}

export function lessonBodyPath(lessonId: number, lang: string) {
  return `lessons/${lessonId}/body.${lang}.html`;
}

export function lessonMediaPath(lessonId: number, file: string) {
  return `lessons/${lessonId}/media/${file}`;
}

export function clusterMediaPath(clusterId: number, file: string) {
  return `clusters/${clusterId}/media/${file}`;
}
