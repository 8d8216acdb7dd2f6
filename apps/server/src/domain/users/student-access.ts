import type { FastifyRequest } from 'fastify';
import { ROLE_IDS } from '@aula/shared';
import { signedInUser } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import type { DomainRepositories } from '../repositories';
import type { UserRow, UsersRepository } from './users-repository';
import { canSeeUser } from './visibility';

/**
 * The student whose records `viewer` asks for: themselves, or a student of a tutor's account.
 * Anyone else's student is "not found", never revealing that it exists.
 */
export async function studentVisibleTo(
  users: UsersRepository,
  viewer: UserRow,
  studentId: number | undefined,
): Promise<UserRow> {
  if (studentId === undefined || studentId === viewer.id) {
    if (viewer.rol_id !== ROLE_IDS.student) throw notFound();
    return viewer;
  }
  // Only a tutor of the student's own account sees their records: installers set accounts
  // up but never see how a child is doing.
  if (viewer.rol_id !== ROLE_IDS.tutor) throw notFound();
  const target = await users.findById(studentId);
  if (!target || target.rol_id !== ROLE_IDS.student || !canSeeUser(viewer, target))
    throw notFound();
  return target;
}

/** `studentVisibleTo` for the signed-in caller of `request`: the student `studentId`, or 404. */
export function studentOfCaller(
  { repositories }: { repositories: DomainRepositories },
  request: FastifyRequest,
  studentId: number,
): Promise<UserRow> {
  return studentVisibleTo(repositories.users, signedInUser(request).row, studentId);
}
