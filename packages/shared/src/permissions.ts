import type { RoleName } from './constants';

/**
 * CASL rules per role. The server builds an ability from them for every request, and the web
 * app builds the same ability (through @casl/react) to decide what to offer.
 */
export type Action = 'manage' | 'create' | 'read' | 'update' | 'delete' | 'take' | 'play';
export type SubjectName =
  | 'Catalogue'
  | 'Lesson'
  | 'Quiz'
  | 'Test'
  | 'Game'
  | 'Book'
  | 'Dictionary'
  | 'OwnProfile'
  | 'Student'
  | 'Tutor'
  | 'ContentAccess'
  | 'TestSettings'
  | 'Evaluation'
  | 'Report'
  | 'Settings'
  | 'Activity'
  | 'Worksheet'
  /** The tutor's intro video and lesson audio switches, which their students follow. */
  | 'MediaSettings'
  /** The first-run welcome (students and tutors). */
  | 'Welcome'
  /** Activating this installation (online or by phone). */
  | 'License'
  /** The notice that a damaged database log lost recent changes (tutors read, installers dismiss). */
  | 'WalDamage'
  | 'all';

export interface PermissionRule {
  action: Action | Action[];
  subject: SubjectName;
}

export interface Permission {
  subject_name: SubjectName;
  rules: PermissionRule[];
}

const rulesByRole: Record<RoleName, PermissionRule[]> = {
  student: [
    { action: 'read', subject: 'Catalogue' },
    { action: 'read', subject: 'Lesson' },
    { action: 'take', subject: 'Quiz' },
    { action: 'take', subject: 'Test' },
    { action: 'play', subject: 'Game' },
    { action: 'read', subject: 'Book' },
    { action: 'read', subject: 'Dictionary' },
    { action: ['read', 'update'], subject: 'OwnProfile' },
    { action: ['create', 'read', 'update', 'delete'], subject: 'Activity' },
    { action: 'read', subject: 'Worksheet' },
    { action: 'read', subject: 'MediaSettings' },
    { action: ['read', 'update'], subject: 'Welcome' },
  ],
  tutor: [
    { action: 'manage', subject: 'Student' },
    { action: ['create', 'read'], subject: 'Tutor' },
    { action: ['read', 'update'], subject: 'OwnProfile' },
    { action: 'manage', subject: 'ContentAccess' },
    { action: 'manage', subject: 'TestSettings' },
    { action: 'manage', subject: 'Evaluation' },
    { action: 'read', subject: 'Report' },
    { action: ['read', 'delete'], subject: 'Activity' },
    { action: 'manage', subject: 'Settings' },
    { action: 'read', subject: 'Catalogue' },
    { action: 'read', subject: 'Dictionary' },
    { action: 'manage', subject: 'Worksheet' },
    { action: 'manage', subject: 'MediaSettings' },
    { action: ['read', 'update'], subject: 'Welcome' },
    { action: 'manage', subject: 'License' },
    { action: 'read', subject: 'WalDamage' },
  ],
  installer: [
    { action: 'create', subject: 'Student' },
    { action: ['create', 'read'], subject: 'Tutor' },
    { action: 'read', subject: 'OwnProfile' },
    { action: 'manage', subject: 'License' },
    { action: ['read', 'delete'], subject: 'WalDamage' },
  ],
};

export function rulesForRole(role: RoleName): PermissionRule[] {
  return rulesByRole[role];
}

function groupBySubject(rules: PermissionRule[]): Permission[] {
  const bySubject = new Map<SubjectName, PermissionRule[]>();
  for (const rule of rules) {
    bySubject.set(rule.subject, [...(bySubject.get(rule.subject) ?? []), rule]);
  }
  return [...bySubject].map(([subject_name, rules]) => ({ subject_name, rules }));
}

const permissionsByRole = Object.fromEntries(
  Object.entries(rulesByRole).map(([role, rules]) => [role, groupBySubject(rules)]),
) as Record<RoleName, Permission[]>;

/** The `permissions` field of GET /users/me: rules grouped by subject_name. */
export function permissionsForRole(role: RoleName): Permission[] {
  return permissionsByRole[role];
}

export function rulesFromPermissions(permissions: Permission[]): PermissionRule[] {
  return permissions.flatMap((permission) => permission.rules);
}
