import { apiErrorSchema } from '@aula/shared';

/** OpenAPI: the route needs `Authorization: Bearer <access_token>`. */
export const bearerSecurity = { security: [{ bearer: [] }] };

/** Declares that the route may answer these statuses with the common error shape. */
export function errorResponses<const Status extends number>(...statuses: Status[]) {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<
    Status,
    typeof apiErrorSchema
  >;
}
