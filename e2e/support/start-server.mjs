// Starts a fresh installation for the journeys: an empty data folder, the real server as
// `npm start` runs it (compiled by `npm run build`, which runs before the journeys).
import { spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const dataDir = process.env.E2E_DATA_DIR;
rmSync(dataDir, { recursive: true, force: true });

// A vendor key pair of the journeys' own: the installation trusts it, its vendor endpoint and
// the license CLI sign with it (the activation journey issues serials and phone keys).
const licenseKeyDir = join(dataDir, 'license-keys');
mkdirSync(licenseKeyDir, { recursive: true });
const licenseKeys = generateKeyPairSync('ed25519');
const licensePrivateKeyFile = join(licenseKeyDir, 'license-private-key.pem');
writeFileSync(
  licensePrivateKeyFile,
  licenseKeys.privateKey.export({ type: 'pkcs8', format: 'pem' }),
  {
    mode: 0o600,
  },
);
const server = spawn(
  process.execPath,
  ['--enable-source-maps', join(root, 'apps/server/dist/server.js')],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      WEB_PORT: '4100',
      ACTIVITY_PORT: '4101',
      DICTIONARY_PORT: '4102',
      MAIN_PORT: '4103',
      PUBLIC_WEB_URL: 'http://127.0.0.1:4100',
      LOG_LEVEL: 'warn',
      // No e-library CD: in external-disk mode the library asks for one (books journey).
      LIBRARY_DISC_DIR: '',
      // Content discs the copy-content journey puts in the drive (a folder it writes to).
      CONTENT_DISCS_DIR: join(dataDir, 'discs'),
      LICENSE_PUBLIC_KEY: licenseKeys.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      // Not the vendor's key: Aula trusts it only as a test key, and says so.
      AULA_LICENSE_TEST_KEYS: '1',
      LICENSE_PRIVATE_KEY_FILE: licensePrivateKeyFile,
    },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
