import type { RoleName } from '@aula/shared';
import { ROLE_NAMES } from '@aula/shared';
import { localStore, STORAGE_KEYS } from './storage';

/*
 * The roles of the user this browser last loaded, kept while their token is (the session's
 * end clears local storage): a hint for what to download before the current user arrives,
 * never a permission. Small on purpose: early-requests.ts reads it before the app has loaded.
 */

export function rememberRoles(roles: RoleName[]) {
  localStore.setJson(STORAGE_KEYS.roles, roles);
}

export function rememberedRoles(): RoleName[] | null {
  const roles = localStore.getJson<unknown>(STORAGE_KEYS.roles);
  if (!Array.isArray(roles)) return null;
  const known = ROLE_NAMES.filter((role) => roles.includes(role));
  return known.length > 0 ? known : null;
}
