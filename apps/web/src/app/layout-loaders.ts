import type { RoleName } from '@aula/shared';
import type { ComponentType } from 'react';

/**
 * Each role's signed-in layout (app shell, menus, idle watch), a chunk fetched once that role
 * needs it: by its route, and by early-requests.ts for a returning user.
 */
export const layoutLoaders: Record<RoleName, () => Promise<ComponentType>> = {
  student: () => import('./layouts/student-layout').then((module) => module.StudentLayout),
  tutor: () => import('./layouts/tutor-layout').then((module) => module.TutorLayout),
  installer: () => import('./layouts/installer-layout').then((module) => module.InstallerLayout),
};
