import type { Action, RoleName, SubjectName } from '@aula/shared';
import type { Icon } from '@tabler/icons-react';
import {
  IconAbc,
  IconBooks,
  IconClipboardCheck,
  IconDeviceGamepad2,
  IconHelpCircle,
  IconHome,
  IconKey,
  IconPrinter,
  IconSchool,
  IconSearch,
  IconSettings,
  IconUserPlus,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { I18nKey } from '../locales/resources';

export interface NavItem {
  key: string;
  label: I18nKey;
  to: string;
  icon: Icon;
  /** Layouts (roles) whose sidebar may show the item. */
  roles: RoleName[];
  /** What the user's ability must allow, when the item is about a subject. */
  can?: [Action, SubjectName];
}

/**
 * The sidebar (docs/product-rules.md#navigation): home, lesson search, books, dictionary, help,
 * children and settings (with the tutor's evaluation, which has no other way in), plus the
 * installer's two sign-up screens. An item is shown only for its roles, when the ability allows it
 * and when its route exists for the user, so nothing links to a missing screen.
 */
export const NAV_ITEMS: NavItem[] = [
  { key: 'home', label: 'common:nav.home', to: '/', icon: IconHome, roles: ['student'] },
  {
    key: 'search',
    label: 'common:nav.search',
    to: '/search',
    icon: IconSearch,
    roles: ['student'],
    can: ['read', 'Lesson'],
  },
  {
    key: 'books',
    label: 'common:nav.books',
    to: '/book',
    icon: IconBooks,
    roles: ['student'],
    can: ['read', 'Book'],
  },
  {
    key: 'dictionary',
    label: 'common:nav.dictionary',
    to: '/spelling-helper-dictionary',
    icon: IconAbc,
    roles: ['student', 'tutor'],
    can: ['read', 'Dictionary'],
  },
  {
    key: 'games',
    label: 'common:nav.games',
    to: '/games',
    icon: IconDeviceGamepad2,
    roles: ['student'],
    can: ['play', 'Game'],
  },
  {
    key: 'children',
    label: 'common:nav.children',
    to: '/students',
    icon: IconUsersGroup,
    roles: ['tutor'],
    can: ['read', 'Student'],
  },
  {
    key: 'evaluation',
    label: 'common:nav.evaluation',
    to: '/evaluation',
    icon: IconClipboardCheck,
    roles: ['tutor'],
    can: ['manage', 'Evaluation'],
  },
  {
    // Tutors `manage` worksheets, which includes `read`: one rule offers it to both roles.
    key: 'worksheets',
    label: 'worksheets:nav',
    to: '/worksheets',
    icon: IconPrinter,
    roles: ['student', 'tutor'],
    can: ['read', 'Worksheet'],
  },
  {
    key: 'settings',
    label: 'common:nav.settings',
    to: '/settings',
    icon: IconSettings,
    roles: ['tutor'],
    can: ['manage', 'Settings'],
  },
  {
    key: 'signupTutor',
    label: 'common:nav.signupTutor',
    to: '/signup/tutor',
    icon: IconSchool,
    roles: ['installer'],
    can: ['create', 'Tutor'],
  },
  {
    key: 'signupStudent',
    label: 'common:nav.signupStudent',
    to: '/signup/student',
    icon: IconUserPlus,
    roles: ['installer'],
    can: ['create', 'Student'],
  },
  {
    key: 'activation',
    label: 'activation:title',
    to: '/activation',
    icon: IconKey,
    roles: ['tutor', 'installer'],
    can: ['manage', 'License'],
  },
  {
    key: 'help',
    label: 'common:nav.help',
    to: '/help',
    icon: IconHelpCircle,
    roles: ['student', 'tutor'],
  },
];

/** Where each role's "My profile" lives. */
export const PROFILE_PATHS: Record<RoleName, string | null> = {
  student: '/student/profile',
  tutor: '/profile',
  installer: null,
};
