import { ROLE_IDS } from '@aula/shared';
import { openContext } from '../app';
import { appendCredentials } from '../bootstrap/credentials-file';
import { ContentKeyMissingError } from '../platform/data-dir/content-key';
import { DataDirBusyError, holdDataDir } from '../platform/data-dir/data-dir-lock';
import { keepNewFilesPrivate } from '../platform/data-dir/private-files';
import { EnvError, loadEnv } from '../platform/env';
import { generatePassword, hashPassword } from '../platform/passwords';
import type { NewUser } from '../domain/users/users-repository';

/**
 * `npm run demo`: adds a demo family (tutor demo-tutor, students demo-ana in grade 1 and
 * demo-luis in grade 2) with fresh random passwords, printed and appended to the credentials
 * file. Safe to run again, and on a running installation: existing demo users get new passwords.
 */
async function main() {
  keepNewFilesPrivate();
  const env = loadEnv();
  // A restore must not swap the database while the demo users are written.
  holdDataDir(env.DATA_DIR, ['demo']);
  const context = await openContext(env);
  const users = context.repositories.users;
  const lines: { role: string; username: string; password: string }[] = [];

  async function upsert(user: Omit<NewUser, 'password_hash'>) {
    const password = generatePassword();
    const passwordHash = await hashPassword(password);
    const existing = await users.findByUsernameKey(user.username);
    const row = existing
      ? (await users.setPasswordHash(existing.id, passwordHash), existing)
      : await users.create({ ...user, password_hash: passwordHash });
    lines.push({
      role: row.rol_id === ROLE_IDS.tutor ? 'tutor' : 'student',
      username: row.username,
      password,
    });
    return row;
  }

  const existingTutor = await users.findByUsernameKey('demo-tutor');
  const accountId = existingTutor?.account_id ?? (await users.createAccount('Demo family'));
  const common = {
    email: null,
    language: 'en' as const,
    name_of_the_school: 'Demo family',
    account_id: accountId,
  };
  const tutor = await upsert({
    ...common,
    username: 'demo-tutor',
    firstname: 'Marta',
    lastname: 'Demo',
    email: 'demo-tutor@example.com',
    avatar: 'owl',
    grade_id: null,
    rol_id: ROLE_IDS.tutor,
    tutor_id: null,
  });
  await upsert({
    ...common,
    username: 'demo-ana',
    firstname: 'Ana',
    lastname: 'Demo',
    avatar: 'fox',
    grade_id: 1,
    rol_id: ROLE_IDS.student,
    tutor_id: tutor.id,
  });
  await upsert({
    ...common,
    username: 'demo-luis',
    firstname: 'Luis',
    lastname: 'Demo',
    avatar: 'frog',
    grade_id: 2,
    rol_id: ROLE_IDS.student,
    tutor_id: tutor.id,
  });

  const file = await appendCredentials(env.DATA_DIR, lines);
  console.log('Demo family ready. Sign in with:');
  for (const line of lines)
    console.log(`  ${line.role.padEnd(8)} ${line.username.padEnd(11)} ${line.password}`);
  console.log(`(also appended to ${file})`);
  await context.database.destroy();
}

main().catch((error: unknown) => {
  const known =
    error instanceof EnvError ||
    error instanceof DataDirBusyError ||
    error instanceof ContentKeyMissingError;
  console.error(known ? error.message : error);
  process.exit(1);
});
