import type { FindUser } from '../../platform/auth';
import type { PlatformContext } from '../../platform/context';
import { UsersRepository } from './users-repository';

/** The user lookup every service's authentication uses: the user row, read on each request. */
export function findUser(context: PlatformContext): FindUser {
  const users = new UsersRepository(context.database.db, context.now);
  return (userId) => users.findById(userId);
}
