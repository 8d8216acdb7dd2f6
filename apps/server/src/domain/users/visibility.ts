import { ROLE_IDS } from '@aula/shared';
import type { UserRow } from './users-repository';

/**
 * Who may see whom: everyone sees themselves; a tutor sees the students and tutors of their own
 * family or school account; an installer sees the tutors and students they set up accounts for.
 */
export function canSeeUser(viewer: UserRow, target: UserRow): boolean {
  if (viewer.id === target.id) return true;
  if (viewer.rol_id === ROLE_IDS.installer) return target.rol_id !== ROLE_IDS.installer;
  if (viewer.rol_id === ROLE_IDS.tutor) {
    return viewer.account_id !== null && viewer.account_id === target.account_id;
  }
  return false;
}
