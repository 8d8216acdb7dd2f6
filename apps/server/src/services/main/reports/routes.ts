import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../../platform/context';

/** Per-student reports (progress, activity time, daily activity, attendance) and hardest questions. */
export function reportsRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async () => {
    void context;
  };
}
