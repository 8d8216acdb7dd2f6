import type { ServiceName } from '../app';
import type { Env } from '../platform/env';
import type { LicenseState } from '../domain/licensing/license-service';
import { credentialsFileName } from './credentials-file';

export interface StartFacts {
  env: Env;
  dialect: 'sqlite' | 'postgres';
  /** The services this process runs, with the port each listens on. */
  services: { name: ServiceName; port: number }[];
  /** The installer account made by this start, when it is the first. */
  installer: { username: string; password: string; file: string } | null;
  /** Unknown when this process runs no main service. */
  license: LicenseState | null;
}

/**
 * What `npm start` prints once the services listen. Whoever started Aula reads the end of it
 * first, so it ends with what they came for: where to open it, how to sign in, the trial.
 * The address is the one people use (PUBLIC_WEB_URL, as in e-mailed links) when it is set:
 * behind a proxy or on a school network that is not the address the servers listen on.
 */
export function startBanner({ env, dialect, services, installer, license }: StartFacts): string {
  const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  const local = (port: number) => `http://${host}:${port}/`;
  const lines = [
    '',
    `Aula is running (${dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'}).`,
    ...services.map(({ name, port }) => `  ${name.padEnd(10)} ${local(port)}`),
  ];
  if (services.some(({ name }) => name === 'web')) {
    const publicUrl = env.PUBLIC_WEB_URL?.replace(/\/*$/, '/');
    lines.push('', `Open ${publicUrl ?? local(env.WEB_PORT)} in your browser.`);
    if (publicUrl && publicUrl !== local(env.WEB_PORT))
      lines.push(`(On this computer it also answers at ${local(env.WEB_PORT)}.)`);
  }
  if (installer) {
    lines.push(
      '',
      'First start: an installer account was created. Sign in with',
      `  username: ${installer.username}`,
      `  password: ${installer.password}`,
      `(also saved in ${installer.file}; this is the only time it is printed).`,
    );
  } else {
    lines.push('', `Sign in with the accounts listed in ${env.DATA_DIR}/${credentialsFileName}.`);
  }
  lines.push('Add a demo family to look around: npm run demo');
  const testKeys = license ? license.testKeys : testKeysConfigured(env);
  const licensing = [
    ...(testKeys ? [TEST_KEYS_NOTICE] : []),
    ...(license ? [licenseLine(license)] : []),
  ];
  if (licensing.length > 0) lines.push('', ...licensing);
  lines.push('');
  return lines.join('\n');
}

/** Said wherever activation is shown while licenses are checked with a key not the vendor's. */
const TEST_KEYS_NOTICE = 'Test keys: activations are not valid for sale.';

/**
 * Without the main service no license state is read; the settings say it as well (the
 * services would not have started had the key been refused).
 */
const testKeysConfigured = (env: Env) =>
  env.AULA_LICENSE_TEST_KEYS && Boolean(env.LICENSE_PUBLIC_KEY?.trim());

/** Where the installation stands, so whoever starts it knows whether students can study. */
function licenseLine({ status, daysLeft, trialEndsAt }: LicenseState): string {
  if (status === 'activated') return 'Aula is activated.';
  if (status === 'trial')
    return `Trial: ${daysLeft} days left (until ${trialEndsAt.slice(0, 10)}); activate it under Activation in the app.`;
  return 'The trial has ended: students cannot study until Aula is activated (Activation in the app). Nothing has been deleted.';
}
