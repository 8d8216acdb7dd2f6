import type { CurrentUser, RoleName, StudentSummary, StudentSummaryList, User } from '@aula/shared';
import { permissionsForRole, ROLE_IDS } from '@aula/shared';

const base: Omit<User, 'id' | 'rol_id'> = {
  firstname: 'Ana',
  lastname: 'García',
  email: 'ana@example.com',
  username: 'ana',
  language: 'en',
  avatar: 'fox',
  name_of_the_school: 'Lincoln Elementary',
  grade_id: null,
  tutor_id: null,
};

export function currentUser(role: RoleName, overrides: Partial<CurrentUser> = {}): CurrentUser {
  const byRole: Record<RoleName, Partial<CurrentUser>> = {
    student: {
      id: 11,
      firstname: 'Sofía',
      username: 'sofia',
      grade_id: 3,
      tutor_id: 21,
      avatar: 'owl',
    },
    tutor: { id: 21, firstname: 'Marta', username: 'marta', avatar: 'bear' },
    installer: { id: 31, firstname: 'Iván', username: 'installer', avatar: null },
  };
  return {
    ...base,
    rol_id: ROLE_IDS[role],
    roles: [role],
    permissions: permissionsForRole(role),
    id: 0,
    ...byRole[role],
    ...overrides,
  };
}

export function student(overrides: Partial<User> = {}): User {
  return {
    ...base,
    id: 100,
    rol_id: ROLE_IDS.student,
    firstname: 'Leo',
    lastname: 'Pérez',
    username: 'leo',
    grade_id: 4,
    tutor_id: 21,
    avatar: 'lion',
    email: null,
    ...overrides,
  };
}

export function tutor(overrides: Partial<User> = {}): User {
  return {
    ...base,
    id: 200,
    rol_id: ROLE_IDS.tutor,
    firstname: 'Marta',
    username: 'marta',
    ...overrides,
  };
}

/** The main service's answer to a sign-up whose username is already in use. */
export const usernameTakenReply = {
  status: 409,
  body: {
    error: 'username_taken',
    message: 'Username is already in use',
    fields: { username: 'Username is already in use' },
  },
};

/** A row of GET /students: the student with their figures. */
export function studentSummary(overrides: Partial<StudentSummary> = {}): StudentSummary {
  return {
    ...student(),
    progress_percent: 0,
    last_test: null,
    activity_seconds_today: 0,
    needs_help: [],
    tests_enabled: true,
    seconds_per_question: 0,
    pass_percent: 60,
    created_at: '2025-01-10T09:00:00.000Z',
    ...overrides,
  };
}

export function summaryList(
  items: StudentSummary[],
  { total = items.length, page = 1, pageSize = 25 } = {},
): StudentSummaryList {
  return { items, total, page, page_size: pageSize };
}
