import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { e2eDataDir, mainUrl } from './environment';

export interface Credentials {
  username: string;
  password: string;
}

/** The installer created on first start, read from data/initial-credentials.txt. */
export function installerCredentials(): Credentials {
  const text = readFileSync(join(e2eDataDir, 'initial-credentials.txt'), 'utf8');
  const line = text.split('\n').find((entry) => entry.startsWith('installer '));
  if (!line) throw new Error('no installer in initial-credentials.txt');
  const [, username = '', password = ''] = line.split(' ');
  return { username, password };
}

async function call<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const response = await fetch(`${mainUrl}${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? null : await response.json()) as T;
}

export async function signInByApi(credentials: Credentials): Promise<string> {
  const body = await call<{ access_token: string }>('/auth', {
    method: 'POST',
    body: JSON.stringify(credentials),
  });
  return body.access_token;
}

/**
 * Says that the user has seen the first-run welcome. Installers have none (403), and a journey
 * may sign in with credentials that are meant to fail: both are left to the sign-in itself.
 */
export async function markWelcomed(credentials: Credentials): Promise<void> {
  try {
    const token = await signInByApi(credentials);
    await call('/users/me/welcome', { method: 'POST', token, body: '{}' });
  } catch {
    // Not a student or tutor, or not a valid sign-in: nothing to mark.
  }
}

export function apiGet<T>(path: string, token: string) {
  return call<T>(path, { token });
}

export function apiSend<T>(method: 'POST' | 'PUT', path: string, token: string, body: unknown) {
  return call<T>(path, { method, token, body: JSON.stringify(body) });
}

/** The id of a student, as their tutor sees them. */
export async function studentId(tutor: Credentials, student: Credentials): Promise<number> {
  const token = await signInByApi(tutor);
  const list = await apiGet<{ items: { id: number; username: string }[] }>('/students', token);
  const found = list.items.find((item) => item.username === student.username);
  if (!found) throw new Error(`${student.username} is not a student of ${tutor.username}`);
  return found.id;
}

let counter = 0;
/** A unique username per journey, so parallel journeys never collide. */
export function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${process.pid}${counter}`;
}

/**
 * A tutor with a student, made through the API by the installer. A journey that logs the
 * installer out revokes every installer token, also one another journey is using: then the
 * family is made again with a fresh one.
 */
export async function createFamily(): Promise<{ tutor: Credentials; student: Credentials }> {
  try {
    return await createFamilyOnce();
  } catch (error) {
    if (!(error instanceof Error) || !/: 401 /.test(error.message)) throw error;
    return createFamilyOnce();
  }
}

async function createFamilyOnce(): Promise<{ tutor: Credentials; student: Credentials }> {
  const installerToken = await signInByApi(installerCredentials());
  const tutor = { username: uniqueName('tutor'), password: 'secret1' };
  const created = await call<{ id: number }>('/signup/tutor', {
    method: 'POST',
    token: installerToken,
    body: JSON.stringify({
      firstname: 'Marta',
      lastname: 'Journey',
      email: `${tutor.username}@example.com`,
      username: tutor.username,
      password: tutor.password,
      verify_password: tutor.password,
      name_of_the_school: 'Journey School',
      language: 'en',
    }),
  });
  const student = { username: uniqueName('student'), password: 'secret1' };
  await call('/signup/student', {
    method: 'POST',
    token: installerToken,
    body: JSON.stringify({
      firstname: 'Ana',
      lastname: 'Journey',
      username: student.username,
      password: student.password,
      verify_password: student.password,
      grade_id: 1,
      name_of_the_school: 'Journey School',
      language: 'en',
      tutor_id: created.id,
    }),
  });
  return { tutor, student };
}
