import type { Action, CurrentUser, SubjectName } from '@aula/shared';
import { rulesFromPermissions } from '@aula/shared';
import type { MongoAbility, RawRuleOf } from '@casl/ability';
import { createMongoAbility } from '@casl/ability';
import { createContextualCan } from '@casl/react';
import { createContext, useContext } from 'react';

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

export const AbilityContext = createContext<AppAbility>(buildAbility());

export const Can = createContextualCan(AbilityContext.Consumer);

export function useAbility(): AppAbility {
  return useContext(AbilityContext);
}
