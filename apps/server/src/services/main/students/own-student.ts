import type { FastifyRequest } from 'fastify';
import { signedInUser } from '../../../platform/auth';
import type { ServiceContext } from '../../../domain/service-context';
import { studentVisibleTo } from '../../../domain/users/student-access';
import type { UserRow } from '../../../domain/users/users-repository';

/** A student of the caller's account, or 404. */
export async function ownStudent(
  context: ServiceContext,
  request: FastifyRequest,
  id: number,
): Promise<UserRow> {
  return studentVisibleTo(context.repositories.users, signedInUser(request).row, id);
}
