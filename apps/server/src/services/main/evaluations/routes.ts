import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../../platform/context';

/** Evaluations: set up by a tutor, taken by the student, results per subject. */
export function evaluationsRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async () => {
    void context;
  };
}
