import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadLicensePrivateKey, writeKeyPair } from '../licensing/license-keys';
import type { ServiceContext } from '../domain/service-context';

/** A vendor key pair made for the tests (never the real vendor's, whose private key is not here). */
export function testLicenseKeys() {
  const files = writeKeyPair(mkdtempSync(join(tmpdir(), 'aula-license-keys-')));
  return {
    ...files,
    privateKey: loadLicensePrivateKey(files.privateKeyFile),
    /**
     * Makes the context's installation trust these keys (as test keys: they are not the
     * vendor's, so the switch goes with them) and stand for the vendor with them.
     */
    install(context: ServiceContext, options: { vendor?: boolean } = {}) {
      context.env.LICENSE_PUBLIC_KEY = files.publicKeyPem;
      context.env.AULA_LICENSE_TEST_KEYS = true;
      context.env.LICENSE_PRIVATE_KEY_FILE =
        options.vendor === false ? undefined : files.privateKeyFile;
    },
  };
}
