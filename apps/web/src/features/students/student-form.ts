import type { SignupStudent, UpdateStudent, User } from '@aula/shared';
import type { UserFormValues } from '../../components/user-form/user-form';
import {
  chosenAvatar,
  COMMON_FIELDS,
  initialCommonValues,
} from '../../components/user-form/user-form';
import { isAvatar } from '../../components/ui/avatar-picture';

/** The values of the register and edit forms; the grade select holds a string. */
export interface StudentFormValues extends UserFormValues {
  grade_id: string;
}

export const STUDENT_FIELDS = [...COMMON_FIELDS, 'grade_id'] as const;

/** A new student's form; it starts at the tutor's school (a student usually goes to it). */
export function emptyStudentValues(tutorSchool = ''): StudentFormValues {
  return { ...initialCommonValues(), name_of_the_school: tutorSchool, grade_id: '' };
}

/** An empty select is no grade: NaN makes the schema say 'Grade is required'. */
function gradeOf(value: string): number {
  return value === '' ? Number.NaN : Number(value);
}

/** POST /signup/student: no tutor_id, so the signed-in tutor looks after the student. */
export function registerPayload(values: StudentFormValues): SignupStudent {
  return {
    firstname: values.firstname,
    lastname: values.lastname,
    email: values.email.trim() === '' ? undefined : values.email.trim(),
    username: values.username,
    password: values.password,
    verify_password: values.verify_password,
    grade_id: gradeOf(values.grade_id),
    name_of_the_school: values.name_of_the_school,
    language: values.language,
    avatar: chosenAvatar(values.avatar),
  };
}

/** The edit form starts from the student as the server has them; passwords start empty. */
export function valuesOfStudent(student: User): StudentFormValues {
  return {
    firstname: student.firstname,
    lastname: student.lastname,
    email: student.email ?? '',
    username: student.username,
    password: '',
    verify_password: '',
    name_of_the_school: student.name_of_the_school,
    language: student.language,
    avatar: isAvatar(student.avatar) ? student.avatar : '',
    grade_id: student.grade_id === null ? '' : String(student.grade_id),
  };
}

/** What the edit form checks: every field, the passwords as typed (empty keeps the old one). */
export function updateValuesToCheck(values: StudentFormValues): UpdateStudent {
  return {
    firstname: values.firstname,
    lastname: values.lastname,
    email: values.email.trim(),
    username: values.username,
    password: values.password,
    verify_password: values.verify_password,
    grade_id: gradeOf(values.grade_id),
    name_of_the_school: values.name_of_the_school,
    language: values.language,
    avatar: chosenAvatar(values.avatar) ?? null,
  };
}

/** PUT /students/{id}: the passwords are sent only when a new one was typed. */
export function updatePayload(values: StudentFormValues): UpdateStudent {
  const { password, verify_password, ...rest } = updateValuesToCheck(values);
  return password ? { ...rest, password, verify_password } : rest;
}
