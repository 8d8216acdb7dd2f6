import { appendFile, chmod, mkdir } from 'node:fs/promises';
import { join } from 'node:path';

export const credentialsFileName = 'initial-credentials.txt';

/** Appends `<role> <username> <password>` lines to DATA_DIR/initial-credentials.txt (0600). */
export async function appendCredentials(
  dataDir: string,
  lines: { role: string; username: string; password: string }[],
): Promise<string> {
  await mkdir(dataDir, { recursive: true });
  const file = join(dataDir, credentialsFileName);
  const text = lines.map((line) => `${line.role} ${line.username} ${line.password}\n`).join('');
  await appendFile(file, text, { mode: 0o600 });
  await chmod(file, 0o600);
  return file;
}
