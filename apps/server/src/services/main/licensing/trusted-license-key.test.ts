import { createPublicKey } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { testDialects } from '@aula/db/testing';
import type { ActivationStatus } from '@aula/shared';
import { phoneKeyFor } from '../../../licensing/phone-keys';
import { checkSerial, issueSerial } from '../../../licensing/serials';
import { EnvError } from '../../../platform/env';
import { testLicenseKeys } from '../../../testing/license-keys';
import type { MainTestApp } from '../../../testing/main-app';
import { createMainTestApp } from '../../../testing/main-app';
import { createTestContext } from '../../../testing/test-context';
import { createActivityService } from '../../activity/activity-service';
import { createMainService } from '../main-service';

const BOX = 'BOX-3030';
const keys = testLicenseKeys();

/** A license and its phone key number, signed with the tests' own key (not the vendor's). */
function selfSignedPhoneActivation(installationId: string) {
  const serial = issueSerial(keys.privateKey, { boxNumber: BOX });
  const checked = checkSerial(createPublicKey(keys.privateKey), serial, BOX);
  if (!checked.ok) throw new Error('test serial not valid');
  return {
    serial,
    box_number: BOX,
    key_number: phoneKeyFor(keys.privateKey, checked.serial, installationId),
  };
}

describe.each(testDialects())('the vendor key an installation trusts, on %s', (dialect) => {
  let t: MainTestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function statusAndPhoneActivation(settings: Record<string, string>) {
    t = await createMainTestApp(dialect, settings);
    const tutor = await t.createUser('tutor');
    const token = await t.tokenFor(tutor);
    const post = (url: string, payload: object) =>
      t!.app.inject({ method: 'POST', url, payload, headers: t!.bearer(token) });
    const before = (await post('/tpm_is_activated', {})).json<ActivationStatus>();
    const activation = await post(
      '/activation/phone',
      selfSignedPhoneActivation(before.installation_id!),
    );
    return { before, activation };
  }

  it('accepts only what the built-in vendor key signed when LICENSE_PUBLIC_KEY is unset', async () => {
    const { before, activation } = await statusAndPhoneActivation({});
    expect(before).toMatchObject({ status: 'trial', test_keys: false });
    expect(activation.statusCode).toBe(400);
    expect(activation.json()).toMatchObject({ error: 'license_invalid' });
  });

  it('refuses to start main or activity with another LICENSE_PUBLIC_KEY but without AULA_LICENSE_TEST_KEYS=1', async () => {
    const test = await createTestContext(dialect, { LICENSE_PUBLIC_KEY: keys.publicKeyPem });
    try {
      for (const build of [createMainService, createActivityService]) {
        let refusal: unknown = null;
        try {
          await (await build(test.context)).close();
        } catch (error) {
          refusal = error;
        }
        expect(refusal).toBeInstanceOf(EnvError);
        expect((refusal as EnvError).message).toMatch(
          /LICENSE_PUBLIC_KEY: .*AULA_LICENSE_TEST_KEYS=1.*not valid for sale/s,
        );
      }
    } finally {
      await test.close();
    }
  });

  it('trusts a test key with AULA_LICENSE_TEST_KEYS=1, and the status says the activations are test ones', async () => {
    const { before, activation } = await statusAndPhoneActivation({
      LICENSE_PUBLIC_KEY: keys.publicKeyPem,
      AULA_LICENSE_TEST_KEYS: '1',
    });
    expect(before).toMatchObject({ status: 'trial', test_keys: true });
    expect(activation.statusCode, activation.body).toBe(200);
    expect(activation.json()).toMatchObject({ status: 'activated', test_keys: true });
  });
});
