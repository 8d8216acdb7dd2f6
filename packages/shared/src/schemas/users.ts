import { z } from 'zod';
import { LANGUAGES, ROLE_NAMES } from '../constants';
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
  studentSchoolField,
  usernameField,
  verifyPasswordField,
  withMatchingPasswords,
  withPasswordOtherThanUsername,
} from './fields';

const permissionRuleSchema = z.object({
  action: z.union([z.string(), z.array(z.string())]),
  subject: z.string(),
});

export const permissionSchema = z.object({
  subject_name: z.string(),
  rules: z.array(permissionRuleSchema),
});

/** What anyone allowed to see a user gets back. */
export const userSchema = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string().nullable(),
  username: z.string(),
  language: z.enum(LANGUAGES),
  avatar: z.string().nullable(),
  name_of_the_school: z.string(),
  grade_id: z.number().int().nullable(),
  rol_id: z.number().int(),
  tutor_id: z.number().int().nullable(),
});
export type User = z.infer<typeof userSchema>;

/** GET /users/me: the user, their roles and their CASL permissions. */
export const currentUserSchema = userSchema.extend({
  roles: z.array(z.enum(ROLE_NAMES as [string, ...string[]])),
  permissions: z.array(permissionSchema),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const updateMyPreferencesSchema = z.object({
  language: languageField,
});
export type UpdateMyPreferences = z.infer<typeof updateMyPreferencesSchema>;

/** POST /get-user: older clients wrap the payload in `data` and may send `token` in it. */
export const getUserRequestSchema = z.object({
  data: z.object({ user_id: idField }),
  token: z.string().optional(),
});

export const signupTutorSchema = withPasswordOtherThanUsername(
  withMatchingPasswords(
    z.object({
      firstname: firstnameField,
      lastname: lastnameField,
      email: emailField,
      username: usernameField,
      password: passwordField,
      verify_password: verifyPasswordField,
      name_of_the_school: schoolField,
      language: languageField.default('en'),
      avatar: avatarField.optional(),
    }),
  ),
);
export type SignupTutor = z.input<typeof signupTutorSchema>;

const signupStudentFields = z.object({
  firstname: firstnameField,
  lastname: lastnameField,
  email: z.union([z.literal(''), emailField]).optional(),
  username: usernameField,
  password: passwordField,
  verify_password: verifyPasswordField,
  grade_id: gradeIdField,
  name_of_the_school: schoolField,
  language: languageField.default('en'),
  avatar: avatarField.optional(),
  /** Required when an installer creates the student; a tutor's own students default to them. */
  tutor_id: idField.optional(),
});

/**
 * A new student as the forms and the CSV import check one: the school is filled in (the
 * forms start with the tutor's, and a file names it on every line).
 */
export const signupStudentFormSchema = withPasswordOtherThanUsername(
  withMatchingPasswords(signupStudentFields),
);
export type SignupStudentForm = z.input<typeof signupStudentFormSchema>;

/** POST /signup/student: without a school, the student goes to their tutor's. */
export const signupStudentSchema = withPasswordOtherThanUsername(
  withMatchingPasswords(signupStudentFields.extend({ name_of_the_school: studentSchoolField })),
);
export type SignupStudent = z.input<typeof signupStudentSchema>;

export const userListSchema = z.object({ items: z.array(userSchema), total: z.number().int() });
export type UserList = z.infer<typeof userListSchema>;
