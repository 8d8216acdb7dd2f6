import type { FindUser } from '../../platform/auth';
import type { DomainRepositories } from '../repositories';

/** The user lookup every service's authentication uses: the user row, read on each request. */
export function findUser({ repositories }: { repositories: DomainRepositories }): FindUser {
  return (userId) => repositories.users.findById(userId);
}
