import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

/** True when some string (or object key) anywhere in the value holds a NUL character. */
export function containsNul(value: unknown): boolean {
  // A stack, not recursion: a body may nest thousands of levels deep within the size limit.
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (Array.isArray(item)) {
      for (const child of item) pending.push(child);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

/**
 * No text a person types holds a NUL character, and PostgreSQL cannot store one in a text
 * column (the query fails), while SQLite would keep it. Refusing any that got past a route's
 * own validation (which may explain it better) in the path, query or body, before the handler
 * runs, gives both databases the same clear 400 instead of a 500 on one.
 */
export function refuseNulCharacters(app: FastifyInstance) {
  app.addHook('preHandler', async (request) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      throw new AppError(400, 'validation', 'validation.invalidRequest');
    }
  });
}
