import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../../platform/context';

/** A tutor's emailed-report settings. */
export function emailReportsRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async () => {
    void context;
  };
}
