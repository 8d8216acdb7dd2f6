import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../platform/errors';

/**
 * A route hook for the routes that take credentials: anything but an application/json body
 * is refused with 415 before it is read, so nothing is counted or sent. Any web page can make
 * a visitor's browser POST text/plain or a form to another origin without asking first (CORS
 * only hides the answer), and the services read text/plain as JSON for sendBeacon; without
 * this, every page on the web could type wrong passwords for a child and lock them out. An
 * application/json POST from another origin needs a preflight, which CORS refuses.
 */
export async function jsonBodyOnly(request: FastifyRequest): Promise<void> {
  // The media type is case-insensitive and may carry parameters ("; charset=utf-8").
  const mediaType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json')
    throw new AppError(415, 'unsupported_media_type', 'errors.unsupportedMediaType');
}
