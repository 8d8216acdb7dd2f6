import { z } from 'zod';
import { LANGUAGES, SUBJECT_ABBREVIATIONS } from '../constants';
import { idField } from './fields';

/**
 * The catalogue as the main service serves it (docs/product-rules.md#main-service). Names and
 * titles come in the language of the request (Accept-Language); the per-student fields are computed
 * for the signed-in student.
 */

/** 0 locked, 1 open, 2 completed (clusters and lessons alike). */
export const lockSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
/** 1 not started, 2 in progress, 3 completed. */
export const lessonStateSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

export const levelSchema = z.object({ id: z.number().int(), nombre: z.string() });
export type Level = z.infer<typeof levelSchema>;

export const gradeSchema = z.object({
  grade_id: z.number().int(),
  name: z.string(),
  path: z.string(),
  level_id: z.number().int(),
});
export type Grade = z.infer<typeof gradeSchema>;

export const levelWithGradesSchema = levelSchema.extend({ grades: z.array(gradeSchema) });
export const levelListSchema = z.object({
  items: z.array(levelWithGradesSchema),
  total: z.number().int(),
});
export type LevelList = z.infer<typeof levelListSchema>;

export const gradeListSchema = z.object({ items: z.array(gradeSchema), total: z.number().int() });
export type GradeList = z.infer<typeof gradeListSchema>;

export const lessonSchema = z.object({
  id: z.number().int(),
  cluster_id: z.number().int(),
  path: z.string(),
  /** Where the lesson lives in the content store: grade/subject/cluster/lesson. */
  local_path: z.string(),
  title: z.string(),
  position: z.number().int(),
  is_locked: lockSchema,
  state_id: lessonStateSchema,
});
export type Lesson = z.infer<typeof lessonSchema>;

export const lessonListSchema = z.object({ items: z.array(lessonSchema), total: z.number().int() });
export type LessonList = z.infer<typeof lessonListSchema>;

export const glossaryTermSchema = z.object({ term: z.string(), definition: z.string() });
export type GlossaryTerm = z.infer<typeof glossaryTermSchema>;

/** GET /lessons/{id}: one lesson with where it sits and its glossary. */
export const lessonDetailSchema = lessonSchema.extend({
  subject_id: z.number().int(),
  grade_id: z.number().int(),
  level_id: z.number().int(),
  has_narration: z.boolean(),
  glossary: z.array(glossaryTermSchema),
  /** Standards the lesson is tied to (Common Core, NGSS, C3 codes). */
  standards: z.array(z.string()),
});
export type LessonDetail = z.infer<typeof lessonDetailSchema>;

export const clusterSchema = z.object({
  id: z.number().int(),
  subject_id: z.number().int(),
  path: z.string(),
  title: z.string(),
  description: z.string(),
  position: z.number().int(),
  is_locked: lockSchema,
  /** False when the student's tutor has turned this cluster off for them. */
  enabled: z.boolean(),
  test_performed: z.boolean(),
  progress_percent: z.number(),
  total_lessons: z.number().int(),
  completed_lessons: z.number().int(),
  not_started: z.number().int(),
  in_progress: z.number().int(),
  lessons: z.array(lessonSchema),
});
export type Cluster = z.infer<typeof clusterSchema>;

export const clusterListSchema = z.object({
  items: z.array(clusterSchema),
  total: z.number().int(),
});
export type ClusterList = z.infer<typeof clusterListSchema>;

export const subjectSchema = z.object({
  id: z.number().int(),
  grade_id: z.number().int(),
  path: z.string(),
  name: z.string(),
  abbreviation: z.enum(SUBJECT_ABBREVIATIONS),
  description: z.string(),
  progress_percent: z.number(),
  total_clusters: z.number().int(),
  total_lessons: z.number().int(),
  /** Lessons whose quiz the student passed; each counts once. */
  completed_lessons: z.number().int(),
});
export type Subject = z.infer<typeof subjectSchema>;

export const subjectListSchema = z.object({
  items: z.array(subjectSchema),
  total: z.number().int(),
});
export type SubjectList = z.infer<typeof subjectListSchema>;

/** GET /subjects/{id}: the subject with its cluster list (docs/product-rules.md#main-service). */
export const subjectDetailSchema = subjectSchema.extend({ clusters: z.array(clusterSchema) });
export type SubjectDetail = z.infer<typeof subjectDetailSchema>;

export const subjectsQuerySchema = z.object({ grade_id: idField });
export const clustersQuerySchema = z.object({ subject_id: idField });
export const lessonsQuerySchema = z.object({ cluster_id: idField });
export const idParamsSchema = z.object({ id: idField });
export const clusterParamsSchema = z.object({ clusterId: idField });

/** POST /progress_view: one grade's subjects → clusters → lessons for the signed-in student. */
export const progressViewRequestSchema = z.object({
  grade_path: z.string().trim().min(1, { error: 'validation.gradePath.required' }),
  lang: z.enum(LANGUAGES).optional(),
  token: z.string().optional(),
});
export const progressViewSchema = z.object({
  grade: gradeSchema,
  progress_percent: z.number(),
  subjects: z.array(subjectDetailSchema),
});
export type ProgressView = z.infer<typeof progressViewSchema>;

export const tokenOnlyRequestSchema = z.object({ token: z.string().optional() }).default({});

/** POST /api/get_all_content_from_nivel: the whole tree by level, for content management. */
export const contentTreeRequestSchema = z.object({
  lang: z.enum(LANGUAGES).optional(),
  token: z.string().optional(),
});
const treeLessonSchema = z.object({ id: z.number().int(), title: z.string(), path: z.string() });
const treeClusterSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  path: z.string(),
  lessons: z.array(treeLessonSchema),
});
const treeSubjectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  path: z.string(),
  abbreviation: z.enum(SUBJECT_ABBREVIATIONS),
  clusters: z.array(treeClusterSchema),
});
const treeGradeSchema = gradeSchema.extend({ subjects: z.array(treeSubjectSchema) });
export const contentTreeSchema = z.object({
  items: z.array(levelSchema.extend({ grades: z.array(treeGradeSchema) })),
  total: z.number().int(),
});
export type ContentTree = z.infer<typeof contentTreeSchema>;

/** GET/POST /read-from: 0 local disk (default), 1 external disk. */
export const readModeSchema = z.union([z.literal(0), z.literal(1)], {
  error: 'validation.readMode.invalid',
});
export const readFromSchema = z.object({ mode: readModeSchema });
export const readFromRequestSchema = z.object({
  mode: readModeSchema,
  token: z.string().optional(),
});

/** POST /api/decrypt_lesson and /api/encrypt_lesson: open or close a lesson's content. */
export const lessonContentRequestSchema = z.object({
  path: z.string().trim().min(1, { error: 'validation.lessonPath.required' }),
  status: z.union([z.string(), z.number()]).optional(),
  token: z.string().optional(),
});
export const lessonOpeningSchema = z.object({
  lesson_id: z.number().int(),
  path: z.string(),
  status: z.enum(['open', 'closed']),
  state_id: lessonStateSchema,
});
export type LessonOpening = z.infer<typeof lessonOpeningSchema>;

/** Activity service POST /v1/serve-lesson: the open lesson's content, decrypted in memory. */
export const serveLessonRequestSchema = z.object({ lesson_id: idField });
export const servedLessonSchema = z.object({
  lesson_id: z.number().int(),
  lang: z.enum(LANGUAGES),
  title: z.string(),
  /** Sanitized on the server and again in the browser; pictures are inlined as data: URLs. */
  html: z.string(),
  narration: z.string().nullable(),
  glossary: z.array(glossaryTermSchema),
});
export type ServedLesson = z.infer<typeof servedLessonSchema>;

/** GET /lesson-search?q=: full text over what this student may open. */
export const lessonSearchQuerySchema = z.object({
  q: z
    .string({ error: 'validation.search.required' })
    .trim()
    .min(2, { error: 'validation.search.tooShort' })
    .max(100, { error: 'validation.search.tooLong' }),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const lessonSearchHitSchema = z.object({
  lesson_id: z.number().int(),
  title: z.string(),
  snippet: z.string(),
  cluster_id: z.number().int(),
  cluster_title: z.string(),
  subject_id: z.number().int(),
  subject_name: z.string(),
  grade_id: z.number().int(),
  grade_name: z.string(),
  level_id: z.number().int(),
});
export type LessonSearchHit = z.infer<typeof lessonSearchHitSchema>;
export const lessonSearchResultSchema = z.object({
  items: z.array(lessonSearchHitSchema),
  total: z.number().int(),
});
export type LessonSearchResult = z.infer<typeof lessonSearchResultSchema>;
