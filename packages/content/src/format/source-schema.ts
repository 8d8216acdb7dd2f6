import { z } from 'zod';
import {
  GRADE_IDS,
  localizedTextSchema,
  questionItemSchema,
  SUBJECT_ABBREVIATIONS,
} from '@aula/shared';

/**
 * The sources of a pack, as authors write them (YAML files, HTML bodies and pictures in a
 * folder tree; see README.md). The builder reads them, validates them against these schemas
 * and the cross-checks of `validate-pack.ts`, and writes a pack file.
 */

const slugSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'paths are lowercase letters, digits and dashes');
const positiveId = z.number().int().positive();

export const levelSourceSchema = z.object({ id: positiveId, nombre: localizedTextSchema });

export const gradeSourceSchema = z.object({
  grade_id: z
    .number()
    .int()
    .refine((id) => (GRADE_IDS as readonly number[]).includes(id), {
      error: 'grade_id must be 1 to 12',
    }),
  level_id: positiveId,
  name: localizedTextSchema,
  path: slugSchema,
  /** Subject folders under grades/<path>/, in the order they are shown. */
  subjects: z.array(slugSchema).min(1),
});

/** pack.yaml at the root of the sources. */
export const packSourceSchema = z.object({
  id: slugSchema,
  version: z.string().regex(/^\d+\.\d+\.\d+$/, 'version is major.minor.patch'),
  title: localizedTextSchema,
  levels: z.array(levelSourceSchema).min(1),
  grades: z.array(gradeSourceSchema).min(1),
});
export type PackSourceFile = z.infer<typeof packSourceSchema>;

/** grades/<grade>/<subject>/subject.yaml */
export const subjectSourceSchema = z.object({
  id: positiveId,
  name: localizedTextSchema,
  abbreviation: z.enum(SUBJECT_ABBREVIATIONS),
  description: localizedTextSchema,
  /** Cluster folders, in study order. */
  clusters: z.array(slugSchema).min(1),
});
export type SubjectSource = z.infer<typeof subjectSourceSchema>;

/** grades/<grade>/<subject>/<cluster>/cluster.yaml */
export const clusterSourceSchema = z.object({
  id: positiveId,
  title: localizedTextSchema,
  description: localizedTextSchema,
  /** Lesson folders, in study order. */
  lessons: z.array(slugSchema).min(1),
});
export type ClusterSource = z.infer<typeof clusterSourceSchema>;

export const glossaryTermSourceSchema = z.object({
  term: localizedTextSchema,
  definition: localizedTextSchema,
});

/** grades/<grade>/<subject>/<cluster>/<lesson>/lesson.yaml (beside body.en.html, body.es.html). */
export const lessonSourceSchema = z.object({
  id: positiveId,
  title: localizedTextSchema,
  /** What the read-aloud voice says; the lesson text is read when absent. */
  narration: localizedTextSchema.optional(),
  glossary: z.array(glossaryTermSourceSchema).default([]),
  /** Standards a teacher would recognise, e.g. "CCSS.MATH.CONTENT.1.OA.C.6" or "NGSS 2-PS1-1". */
  standards: z.array(z.string().trim().min(1)).default([]),
});
export type LessonSource = z.infer<typeof lessonSourceSchema>;

/** quiz.yaml of a lesson and test.yaml of a cluster. */
export const questionPoolSourceSchema = z.object({
  questions: z.array(questionItemSchema),
});
