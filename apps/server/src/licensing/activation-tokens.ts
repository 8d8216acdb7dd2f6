import type { KeyObject } from 'node:crypto';
import { sign, verify } from 'node:crypto';
import { z } from 'zod';
import { normalizeInstallationId } from './phone-keys';

/*
 * An online activation's proof: a JSON claim signed by the vendor, bound to one installation
 * id. The installation keeps it and checks it with the public key each time it reads its
 * state, so an edited database row activates nothing.
 */

const claimsSchema = z.object({
  kind: z.literal('aula-activation'),
  serial_id: z.string(),
  box_number: z.string(),
  installation_id: z.string(),
  seats: z.number().int(),
  activated_at: z.string(),
});
export type ActivationClaims = z.infer<typeof claimsSchema>;

export function signActivationToken(
  privateKey: KeyObject,
  claims: Omit<ActivationClaims, 'kind'>,
): string {
  const body = Buffer.from(
    JSON.stringify({
      kind: 'aula-activation',
      ...claims,
      installation_id: normalizeInstallationId(claims.installation_id),
    }),
  ).toString('base64url');
  return `${body}.${sign(null, Buffer.from(body), privateKey).toString('base64url')}`;
}

/** The token's claims when the vendor signed it for this installation; otherwise null. */
export function readActivationToken(
  publicKey: KeyObject,
  token: string,
  installationId: string,
): ActivationClaims | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  if (!verify(null, Buffer.from(body), publicKey, Buffer.from(signature, 'base64url'))) return null;
  let claims: ActivationClaims;
  try {
    const parsed = claimsSchema.safeParse(JSON.parse(Buffer.from(body, 'base64url').toString()));
    if (!parsed.success) return null;
    claims = parsed.data;
  } catch {
    return null;
  }
  return claims.installation_id === normalizeInstallationId(installationId) ? claims : null;
}
