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

/**
 * For responses built field by field by our own code (quizzes and tests, whose items are a
 * union of seven shapes): JSON.stringify. fast-json-stringify checks every branch of such a
 * union against the value, which costs more than the rest of the request together.
 */
export const plainJsonSerializer = {
  serializerCompiler: () => (data: unknown) => JSON.stringify(data),
};
