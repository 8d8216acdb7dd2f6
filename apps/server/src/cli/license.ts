import { createPublicKey } from 'node:crypto';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openContext } from '../app';
import { loadLicensePrivateKey, writeKeyPair } from '../licensing/license-keys';
import { phoneKeyFor } from '../licensing/phone-keys';
import { issueSerial } from '../licensing/serials';
import { EnvError, loadEnv } from '../platform/env';
import { AppError } from '../platform/errors';
import { translate } from '../platform/i18n';
import { grantActivation } from '../services/main/licensing/vendor-activations';
import { keepNewFilesPrivate } from '../platform/data-dir/private-files';

/*
 * The vendor's license tool (needs the vendor's private key, LICENSE_PRIVATE_KEY_FILE):
 *   npm run license -- keygen --out <dir>              a new key pair (PEM); an installation
 *     trusts its public key only with AULA_LICENSE_TEST_KEYS=1 (tests, a vendor's staging)
 *   npm run license -- issue --box <box> [--seats 4]   a license number for a box
 *   npm run license -- phone-key --serial <serial> --box <box> --installation <id>
 *     the key number support dictates for a phone activation; it takes one of the license's
 *     seats in the activation records of DATABASE_URL (or DATA_DIR), as online activation does.
 */

const USAGE = `Usage:
  npm run license -- keygen --out <dir>
  npm run license -- issue --box <box number> [--seats <n>]
  npm run license -- phone-key --serial <license number> --box <box number> --installation <installation id>`;

function required(value: string | undefined, name: string): string {
  if (!value?.trim()) throw new EnvError(`--${name} is required.\n${USAGE}`);
  return value;
}

function vendorKey() {
  const file = loadEnv().LICENSE_PRIVATE_KEY_FILE;
  if (!file) throw new EnvError('Set LICENSE_PRIVATE_KEY_FILE to the vendor private key (PEM).');
  return loadLicensePrivateKey(resolve(file));
}

async function main() {
  // Key pairs and the activation records it writes are the vendor's and the installation's only.
  keepNewFilesPrivate();
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      out: { type: 'string' },
      box: { type: 'string' },
      seats: { type: 'string' },
      serial: { type: 'string' },
      installation: { type: 'string' },
    },
  });
  switch (positionals[0]) {
    case 'keygen': {
      const files = writeKeyPair(resolve(required(values.out, 'out')));
      console.log(`Private key (keep it secret): ${files.privateKeyFile}`);
      console.log(`Public key: ${files.publicKeyFile}`);
      // Aula trusts no key but the vendor's built-in one unless the switch goes with it.
      console.log('To check activations with this key (tests, a staging server), set both:');
      console.log(`LICENSE_PUBLIC_KEY=${files.publicKeyPem.replace(/-----[^-]+-----|\s/g, '')}`);
      console.log('AULA_LICENSE_TEST_KEYS=1');
      console.log('(Activations made with a test key are not valid for sale.)');
      return;
    }
    case 'issue': {
      const seats = values.seats === undefined ? undefined : Number(values.seats);
      if (seats !== undefined && !(Number.isInteger(seats) && seats >= 1 && seats <= 255))
        throw new EnvError('--seats is a whole number from 1 to 255.');
      console.log(issueSerial(vendorKey(), { boxNumber: required(values.box, 'box'), seats }));
      return;
    }
    case 'phone-key': {
      const privateKey = vendorKey();
      const context = await openContext(loadEnv());
      try {
        const grant = await grantActivation(
          context.database.db,
          context.now,
          createPublicKey(privateKey),
          {
            serial: required(values.serial, 'serial'),
            boxNumber: required(values.box, 'box'),
            installationId: required(values.installation, 'installation'),
            method: 'phone',
          },
        );
        console.log(phoneKeyFor(privateKey, grant.serial, grant.installationId));
        console.error(`Seats used: ${grant.seatsUsed} of ${grant.serial.seats}.`);
      } finally {
        await context.database.destroy();
      }
      return;
    }
    default:
      throw new EnvError(USAGE);
  }
}

main().catch((error: unknown) => {
  if (error instanceof AppError)
    console.error(translate('en', error.messageKey, error.options.params));
  else console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});
