import { describe, expect, it } from 'vitest';
import { loadEnv } from '../platform/env';
import type { LicenseState } from '../domain/licensing/license-service';
import type { StartFacts } from './start-banner';
import { startBanner } from './start-banner';

const trial: LicenseState = {
  status: 'trial',
  installationId: 'installation-1',
  trialStartedAt: '2026-12-01T00:00:00.000Z',
  trialEndsAt: '2026-12-31T00:00:00.000Z',
  daysLeft: 29,
  registration: null,
  activation: null,
  testKeys: false,
};

const facts = (settings: Record<string, string> = {}): StartFacts => ({
  env: loadEnv({ DATA_DIR: 'data', ...settings }),
  dialect: 'sqlite',
  services: [
    { name: 'main', port: 3003 },
    { name: 'web', port: 3000 },
  ],
  installer: { username: 'installer', password: 'S3cret-words', file: 'data/x.txt' },
  license: trial,
});

describe('what npm start prints once Aula runs', () => {
  it('ends with where to open it, how to sign in and the trial', () => {
    const lines = startBanner(facts()).trim().split('\n');
    const open = lines.indexOf('Open http://127.0.0.1:3000/ in your browser.');
    const password = lines.indexOf('  password: S3cret-words');
    const trialLine = lines.findIndex((line) => line.startsWith('Trial: 29 days left'));
    expect(lines.slice(0, 3)).toEqual([
      'Aula is running (SQLite).',
      '  main       http://127.0.0.1:3003/',
      '  web        http://127.0.0.1:3000/',
    ]);
    expect(open).toBeGreaterThan(2);
    expect(password).toBeGreaterThan(open);
    expect(trialLine).toBe(lines.length - 1);
  });

  it('sends people to the public address when it is not the one the servers listen on', () => {
    const text = startBanner(facts({ PUBLIC_WEB_URL: 'https://aula.school.example' }));
    expect(text).toContain('Open https://aula.school.example/ in your browser.');
    expect(text).toContain('(On this computer it also answers at http://127.0.0.1:3000/.)');
    expect(text).not.toContain('Open http://127.0.0.1');
  });

  it('says plainly when test keys are trusted, and only then', () => {
    const notice = 'Test keys: activations are not valid for sale.';
    const lines = startBanner({ ...facts(), license: { ...trial, testKeys: true } })
      .trim()
      .split('\n');
    expect(lines).toContain(notice);
    // The trial stays the last line: whoever started Aula reads it first.
    expect(lines.at(-1)).toMatch(/^Trial: 29 days left/);
    expect(startBanner(facts()).split('\n')).not.toContain(notice);
    // A process without the main service says it from its settings alone.
    const withoutMain = {
      ...facts({ LICENSE_PUBLIC_KEY: 'MCowBQYDK2VwAyEA', AULA_LICENSE_TEST_KEYS: '1' }),
      services: [{ name: 'activity' as const, port: 3001 }],
      license: null,
    };
    expect(startBanner(withoutMain).split('\n')).toContain(notice);
  });

  it('names localhost for a server listening on every address, and the credentials file later', () => {
    const text = startBanner({ ...facts({ HOST: '0.0.0.0' }), installer: null });
    expect(text).toContain('Open http://localhost:3000/ in your browser.');
    expect(text).toContain('Sign in with the accounts listed in data/initial-credentials.txt.');
    expect(text).not.toContain('password:');
  });
});
