import { ROLE_IDS } from '@aula/shared';
import { generatePassword, hashPassword } from '../platform/passwords';
import type { UsersRepository } from '../domain/users/users-repository';
import { appendCredentials } from './credentials-file';

/**
 * On the first start there is nobody to sign in as: create an installer with a random password,
 * to be printed once and kept in DATA_DIR/initial-credentials.txt. No fixed default passwords.
 */
export async function ensureInitialInstaller(
  users: UsersRepository,
  dataDir: string,
): Promise<{ username: string; password: string; file: string } | null> {
  if ((await users.countByRole(ROLE_IDS.installer)) > 0) return null;
  const username = 'installer';
  const password = generatePassword();
  try {
    await users.create({
      username,
      password_hash: await hashPassword(password),
      firstname: 'Installer',
      lastname: 'Aula',
      email: null,
      language: 'en',
      avatar: null,
      name_of_the_school: 'Aula',
      grade_id: null,
      rol_id: ROLE_IDS.installer,
      tutor_id: null,
      account_id: null,
    });
  } catch (error) {
    // Another copy starting at the same moment created it first.
    if ((await users.countByRole(ROLE_IDS.installer)) > 0) return null;
    throw error;
  }
  const file = await appendCredentials(dataDir, [{ role: 'installer', username, password }]);
  return { username, password, file };
}
