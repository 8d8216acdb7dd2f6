import { z } from 'zod';
import { LANGUAGES, STUDENT_IMPORT_MAX_BYTES, STUDENT_SORTS } from '../constants';
import { letterGradeSchema } from './assessments';
import { needsHelpLessonSchema } from './reports';
import {
  avatarField,
  emailField,
  firstnameField,
  gradeIdField,
  idField,
  languageField,
  lastnameField,
  passwordField,
  schoolField,
  usernameField,
  withPasswordOtherThanUsername,
} from './fields';
import { currentUserSchema, userSchema } from './users';

/*
 * What tutors use to look after their students (docs/product-rules.md#students): the list, its
 * figures, editing and deleting a student, content access per student, CSV import and export.
 */

export const STUDENT_PAGE_SIZE_MAX = 100;

/** GET /students?q=&sort=&order=&page=&page_size=&day_start= */
export const studentListQuerySchema = z.object({
  /** Matches first name, last name or username, ignoring case. */
  q: z.string().trim().max(100, { error: 'validation.search.tooLong' }).optional(),
  sort: z.enum(STUDENT_SORTS).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(STUDENT_PAGE_SIZE_MAX).default(25),
  /** The viewer's local midnight (ISO with offset): "today" for activity time. UTC if absent. */
  day_start: z.iso.datetime({ offset: true, error: 'validation.date.invalid' }).optional(),
});
export type StudentListQuery = z.input<typeof studentListQuerySchema>;
/** The CSV export takes the list's filter and order, without its pages. */
export const studentExportQuerySchema = studentListQuerySchema.omit({
  page: true,
  page_size: true,
});

export const lastTestSchema = z.object({
  id: z.number().int(),
  cluster_id: z.number().int(),
  cluster_title: z.string(),
  percentage: z.number(),
  letter_grade: letterGradeSchema,
  finished_at: z.string(),
});
export type LastTest = z.infer<typeof lastTestSchema>;

/** A row of the tutor's student list. */
export const studentSummarySchema = userSchema.extend({
  /** Progress through the student's own grade (enabled topics only), 0-100. */
  progress_percent: z.number(),
  last_test: lastTestSchema.nullable(),
  /** Seconds of active study since `day_start`. */
  activity_seconds_today: z.number().int(),
  /** Lessons whose quiz the student keeps failing ("Needs help" when not empty). */
  needs_help: z.array(needsHelpLessonSchema),
  tests_enabled: z.boolean(),
  seconds_per_question: z.number().int(),
  /** A test at or above this percentage completes its cluster; 0: any finished test. */
  pass_percent: z.number().int(),
  created_at: z.string(),
});
export type StudentSummary = z.infer<typeof studentSummarySchema>;

export const studentSummaryListSchema = z.object({
  items: z.array(studentSummarySchema),
  /** Students matching `q` (all pages). */
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type StudentSummaryList = z.infer<typeof studentSummaryListSchema>;

/** An empty password field keeps the current password. */
const optionalNewPassword = z.union([z.literal(''), passwordField]).optional();
const optionalVerifyPassword = z.string().optional();

function newPasswordsMatch(value: { password?: string; verify_password?: string }) {
  return !value.password || value.password === value.verify_password;
}

function verifyGiven(value: { password?: string; verify_password?: string }) {
  return !value.password || Boolean(value.verify_password);
}

/** Refinements shared by every form that may set a new password. */
function withOptionalNewPassword<
  T extends z.ZodType<{ password?: string; verify_password?: string }>,
>(schema: T) {
  return schema
    .refine(verifyGiven, {
      error: 'validation.verifyPassword.required',
      path: ['verify_password'],
    })
    .refine((value) => !verifyGiven(value) || newPasswordsMatch(value), {
      error: 'validation.verifyPassword.mismatch',
      path: ['verify_password'],
    });
}

/** PUT /students/{id}: a tutor edits a student. */
export const updateStudentSchema = withPasswordOtherThanUsername(
  withOptionalNewPassword(
    z.object({
      firstname: firstnameField,
      lastname: lastnameField,
      email: z.union([z.literal(''), emailField]).optional(),
      username: usernameField,
      password: optionalNewPassword,
      verify_password: optionalVerifyPassword,
      grade_id: gradeIdField,
      name_of_the_school: schoolField,
      language: languageField,
      avatar: avatarField.nullable().optional(),
    }),
  ),
);
export type UpdateStudent = z.input<typeof updateStudentSchema>;

/**
 * PUT /users/me/profile: anyone edits their own profile. Tutors must keep an email and a
 * school (the server says so under the field); students' school and grade are the tutor's.
 * A new password needs the current one.
 */
export const updateOwnProfileSchema = withOptionalNewPassword(
  z.object({
    firstname: firstnameField,
    lastname: lastnameField,
    email: z.union([z.literal(''), emailField]).optional(),
    name_of_the_school: z.union([z.literal(''), schoolField]).optional(),
    language: languageField,
    avatar: avatarField.nullable().optional(),
    current_password: z.string().max(200).optional(),
    password: optionalNewPassword,
    verify_password: optionalVerifyPassword,
  }),
).refine((value) => !value.password || Boolean(value.current_password), {
  error: 'validation.currentPassword.required',
  path: ['current_password'],
});
export type UpdateOwnProfile = z.input<typeof updateOwnProfileSchema>;

/**
 * The answer to an own-profile edit. A new password signs every other device out, so this
 * session gets a fresh `access_token` to go on with.
 */
export const ownProfileSchema = currentUserSchema.extend({
  access_token: z.string().optional(),
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;

/** GET /tutors/{id}: a tutor of your account, with the students they look after. */
export const tutorDetailSchema = userSchema.extend({
  created_at: z.string(),
  students: z.array(
    z.object({
      id: z.number().int(),
      firstname: z.string(),
      lastname: z.string(),
      username: z.string(),
      grade_id: z.number().int().nullable(),
      avatar: z.string().nullable(),
    }),
  ),
});
export type TutorDetail = z.infer<typeof tutorDetailSchema>;

/* ------------------------------------------------------------------ content access */

export const accessClusterSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  position: z.number().int(),
  total_lessons: z.number().int(),
  enabled: z.boolean(),
});
export const accessSubjectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  abbreviation: z.string(),
  clusters: z.array(accessClusterSchema),
});
export const accessGradeSchema = z.object({
  grade_id: z.number().int(),
  name: z.string(),
  subjects: z.array(accessSubjectSchema),
});
/** GET /students/{id}/content_access: grade → subject → cluster with each switch. */
export const contentAccessSchema = z.object({
  student_id: z.number().int(),
  grades: z.array(accessGradeSchema),
});
export type ContentAccess = z.infer<typeof contentAccessSchema>;
export type AccessGrade = z.infer<typeof accessGradeSchema>;
export type AccessSubject = z.infer<typeof accessSubjectSchema>;
export type AccessCluster = z.infer<typeof accessClusterSchema>;

/** PUT /students/{id}/content_access: turn clusters on or off (a whole subject or grade at once). */
export const updateContentAccessSchema = z.object({
  clusters: z
    .array(
      z.object({
        cluster_id: idField,
        enabled: z.boolean({ error: 'validation.contentAccess.enabled' }),
      }),
    )
    .min(1, { error: 'validation.contentAccess.empty' })
    .max(5000, { error: 'validation.contentAccess.tooMany' }),
});
export type UpdateContentAccess = z.infer<typeof updateContentAccessSchema>;

/* ------------------------------------------------------------------ CSV import and export */

/** POST /students/import: `commit: false` only checks the file (the preview). */
export const studentImportRequestSchema = z.object({
  csv: z
    .string({ error: 'validation.import.empty' })
    .min(1, { error: 'validation.import.empty' })
    .max(STUDENT_IMPORT_MAX_BYTES, { error: 'validation.import.tooLarge' }),
  commit: z.boolean().default(false),
});
export type StudentImportRequest = z.input<typeof studentImportRequestSchema>;

export const studentImportRowSchema = z.object({
  /** The line of the file (the header is line 1). */
  line: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  username: z.string(),
  grade_id: z.number().int().nullable(),
  name_of_the_school: z.string(),
  language: z.enum(LANGUAGES),
  /** Field (the API name) → translated message. Empty when the row is fine. */
  errors: z.record(z.string(), z.string()),
});
export type StudentImportRow = z.infer<typeof studentImportRowSchema>;

export const studentImportReportSchema = z.object({
  rows: z.array(studentImportRowSchema),
  valid: z.boolean(),
  /** Students created: 0 for a preview or a rejected file. */
  created: z.number().int(),
});
export type StudentImportReport = z.infer<typeof studentImportReportSchema>;
