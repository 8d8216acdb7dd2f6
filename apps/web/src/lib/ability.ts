import type { Action, CurrentUser, SubjectName } from '@aula/shared';
import { rulesFromPermissions } from '@aula/shared';
import type { MongoAbility, RawRuleOf } from '@casl/ability';
import { createMongoAbility } from '@casl/ability';
import type { BoundCanProps } from '@casl/react';
import { Can as AbilityCan } from '@casl/react';
import { createElement } from 'react';
import { useSession } from './session';

/** What the signed-in user may do, built from the `permissions` of GET /users/me. */
export type AppAbility = MongoAbility<[Action, SubjectName]>;

export function buildAbility(permissions: CurrentUser['permissions'] = []): AppAbility {
  // The schema keeps action and subject as strings; they are the Action and SubjectName
  // values of @aula/shared, which builds the same rules on the server.
  const rules = rulesFromPermissions(
    permissions as Parameters<typeof rulesFromPermissions>[0],
  ) as RawRuleOf<AppAbility>[];
  return createMongoAbility<AppAbility>(rules);
}

/*
 * Derived from the session where it is used, not held by a provider around the whole app: CASL is
 * then fetched with the signed-in screens that ask, never with the login screen
 * (docs/web-performance.md#lazy-dialogs-popups-and-other-late-pieces). One ability per permissions
 * list, shared by every caller.
 */
const abilities = new WeakMap<CurrentUser['permissions'], AppAbility>();
const signedOutAbility = buildAbility();

function abilityOf(permissions: CurrentUser['permissions'] | undefined): AppAbility {
  if (!permissions) return signedOutAbility;
  let ability = abilities.get(permissions);
  if (!ability) {
    ability = buildAbility(permissions);
    abilities.set(permissions, ability);
  }
  return ability;
}

/** The signed-in user's ability, rebuilt when their permissions change. */
export function useAbility(): AppAbility {
  return abilityOf(useSession().user?.permissions);
}

/** `<Can I="create" a="Tutor">`: renders its children when the signed-in user may. */
export function Can(props: BoundCanProps<AppAbility>) {
  return createElement(AbilityCan<AppAbility>, { ...props, ability: useAbility() });
}
