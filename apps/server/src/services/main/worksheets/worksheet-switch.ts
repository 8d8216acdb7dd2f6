import { ROLE_IDS } from '@aula/shared';
import type { UserRow } from '../../../domain/users/users-repository';
import type { TutorSettingsRepository } from './tutor-settings-repository';

/** The switch that concerns the user: a tutor's own, a student's tutor's (no tutor: on). */
export async function worksheetSwitchOf(
  settings: TutorSettingsRepository,
  user: UserRow,
): Promise<boolean> {
  if (user.rol_id !== ROLE_IDS.student) return settings.worksheetsEnabled(user.id);
  return user.tutor_id === null ? true : settings.worksheetsEnabled(user.tutor_id);
}

/** A tutor always prints worksheets; a student only while their tutor's switch is on. */
export async function mayPrintWorksheets(
  settings: TutorSettingsRepository,
  user: UserRow,
): Promise<boolean> {
  return user.rol_id !== ROLE_IDS.student || (await worksheetSwitchOf(settings, user));
}
