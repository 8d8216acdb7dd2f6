import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Credentials } from '../support/api';
import { uniqueName } from '../support/api';
import { submitSignIn } from '../support/session';
import { balancerUrl, copiesDataDir, copyPorts, mainUrlOf } from './copies';

/** Calls one copy's main service directly, as from an address of the caller's choosing. */
async function callCopy(
  copy: number,
  method: string,
  path: string,
  { token, body, from }: { token?: string; body?: unknown; from?: string } = {},
) {
  const response = await fetch(`${mainUrlOf(copy)}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      // The copies trust the loopback proxy's X-Forwarded-For, as behind the real one.
      ...(from ? { 'x-forwarded-for': from } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
  };
}

async function signInAt(copy: number, credentials: Credentials): Promise<string> {
  const response = await callCopy(copy, 'POST', '/auth', { body: credentials });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.access_token as string;
}

function installer(): Credentials {
  const text = readFileSync(join(copiesDataDir, 'initial-credentials.txt'), 'utf8');
  const [, username = '', password = ''] =
    text
      .split('\n')
      .find((line) => line.startsWith('installer '))
      ?.split(' ') ?? [];
  return { username, password };
}

/** A tutor with one student, made through copy 1 by the installer signed in at copy 0. */
async function createFamily() {
  const installerToken = await signInAt(0, installer());
  const tutor = { username: uniqueName('tutor'), password: 'secret1' };
  const created = await callCopy(1, 'POST', '/signup/tutor', {
    token: installerToken,
    body: {
      firstname: 'Marta',
      lastname: 'Copies',
      email: `${tutor.username}@example.com`,
      username: tutor.username,
      password: tutor.password,
      verify_password: tutor.password,
      name_of_the_school: 'District School',
      language: 'en',
    },
  });
  expect(created.status).toBe(201);
  const student = { username: uniqueName('student'), password: 'secret1' };
  const enrolled = await callCopy(0, 'POST', '/signup/student', {
    token: installerToken,
    body: {
      firstname: 'Ana',
      lastname: 'Copies',
      username: student.username,
      password: student.password,
      verify_password: student.password,
      grade_id: 1,
      name_of_the_school: 'District School',
      language: 'en',
      tutor_id: created.body.id,
    },
  });
  expect(enrolled.status).toBe(201);
  for (const [copy, person] of [
    [0, tutor],
    [1, student],
  ] as const) {
    await callCopy(copy, 'POST', '/users/me/welcome', {
      token: await signInAt(copy, person),
      body: {},
    });
  }
  return { tutor, student, email: `${tutor.username}@example.com` };
}

const pin = (copy: 0 | 1 | 'any') =>
  fetch(`${balancerUrl}/__balancer/pin?copy=${copy}`, { method: 'POST' });
const served = async () =>
  (await (await fetch(`${balancerUrl}/__balancer/served`)).json()) as Record<string, number[]>;
/** A documentation address (RFC 5737) of each run's own, so counts never meet earlier runs'. */
const freshAddress = () =>
  `192.0.2.${1 + Math.floor(Math.random() * 250)}, 198.51.100.${1 + Math.floor(Math.random() * 250)}`;

test.afterEach(async () => {
  await pin('any');
});

test('a tutor signs in through one copy and goes on through the other', async ({ page }) => {
  const { tutor } = await createFamily();
  await pin(0);
  await submitSignIn(page, tutor);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  const afterSignIn = await served();
  expect(afterSignIn.main![1]).toBe(0);

  // Every request from here on goes to the other copy: the session goes on.
  await pin(1);
  await page.reload();
  await expect(page.getByText('Ana Copies')).toBeVisible();
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await navigation.getByRole('link', { name: 'Evaluation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Evaluation' })).toBeVisible();
  await navigation.getByRole('link', { name: 'Children' }).click();
  await expect(page.getByText('Ana Copies')).toBeVisible();
  const later = await served();
  expect(later.main![1]).toBeGreaterThan(0);
  expect(later.main![0]).toBe(afterSignIn.main![0]);

  // Logging out on the second copy ends the session on the first as well.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await pin(0);
  await page.goto('/students');
  await expect(page).toHaveURL(/\/login$/);
});

test('a student signed in at one copy is known to every copy of every service', async () => {
  const { student } = await createFamily();
  const token = await signInAt(0, student);
  for (const copy of [0, 1]) {
    const me = await callCopy(copy, 'GET', '/users/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.username).toBe(student.username);
    const preferences = await fetch(
      `http://127.0.0.1:${copyPorts[copy]!.activity}/v1/game-preferences`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(preferences.status).toBe(200);
  }
});

test('a token revoked through one copy is refused by every copy', async () => {
  const { tutor } = await createFamily();
  const token = await signInAt(0, tutor);
  expect((await callCopy(1, 'GET', '/users/me', { token })).status).toBe(200);
  expect((await callCopy(1, 'POST', '/logout', { token })).status).toBe(204);
  for (const copy of [0, 1]) {
    const refused = await callCopy(copy, 'GET', '/users/me', { token });
    expect(refused.status).toBe(401);
  }
});

test('failed sign-ins and reset requests are counted across copies', async () => {
  const { tutor, email } = await createFamily();
  const from = freshAddress();
  // Five wrong passwords, alternating copies, lock the username on both.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const wrong = await callCopy(attempt % 2, 'POST', '/auth', {
      body: { username: tutor.username, password: 'wrong-password' },
      from,
    });
    expect(wrong.status).toBe(401);
  }
  for (const copy of [0, 1]) {
    const locked = await callCopy(copy, 'POST', '/auth', { body: tutor, from });
    expect(locked.status).toBe(429);
    expect(locked.body.error).toBe('too_many_attempts');
  }

  // Twenty reset requests per address in 15 minutes, wherever they land.
  const resetFrom = freshAddress();
  for (let request = 0; request < 20; request += 1) {
    const accepted = await callCopy(request % 2, 'POST', '/password-resets', {
      body: { username: tutor.username, email },
      from: resetFrom,
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(202);
  }
  for (const copy of [0, 1]) {
    const refused = await callCopy(copy, 'POST', '/password-resets', {
      body: { username: tutor.username, email },
      from: resetFrom,
    });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe('too_many_requests');
  }
});
