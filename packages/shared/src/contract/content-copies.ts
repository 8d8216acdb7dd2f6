import {
  contentCopyParamsSchema,
  contentCopyPlanRequestSchema,
  contentCopyPlanSchema,
  contentCopySchema,
  contentDiscsSchema,
  latestContentCopySchema,
  startContentCopySchema,
} from '../schemas/content-copies';
import { defineEndpoint } from './endpoint';

/** Copying content discs to this computer: the discs, what one holds, the copies and their progress. */
export const contentCopyEndpoints = {
  discs: defineEndpoint({
    service: 'main',
    method: 'GET',
    path: '/content_discs',
    status: 200,
    response: contentDiscsSchema,
  }),
  plan: defineEndpoint({
    service: 'main',
    method: 'POST',
    path: '/content_copy_plans',
    body: contentCopyPlanRequestSchema,
    status: 200,
    response: contentCopyPlanSchema,
  }),
  start: defineEndpoint({
    service: 'main',
    method: 'POST',
    path: '/content_copies',
    body: startContentCopySchema,
    status: 202,
    response: contentCopySchema,
  }),
  latest: defineEndpoint({
    service: 'main',
    method: 'GET',
    path: '/content_copies/latest',
    status: 200,
    response: latestContentCopySchema,
  }),
  get: defineEndpoint({
    service: 'main',
    method: 'GET',
    path: '/content_copies/:id',
    params: contentCopyParamsSchema,
    status: 200,
    response: contentCopySchema,
  }),
  cancel: defineEndpoint({
    service: 'main',
    method: 'POST',
    path: '/content_copies/:id/cancel',
    params: contentCopyParamsSchema,
    status: 200,
    response: contentCopySchema,
  }),
  resume: defineEndpoint({
    service: 'main',
    method: 'POST',
    path: '/content_copies/:id/resume',
    params: contentCopyParamsSchema,
    status: 202,
    response: contentCopySchema,
  }),
};
