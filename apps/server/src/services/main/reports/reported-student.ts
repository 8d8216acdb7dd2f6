import type { FastifyRequest } from 'fastify';
import { signedInUser } from '../../../platform/auth';
import type { ServiceContext } from '../../../domain/service-context';
import { studentVisibleTo } from '../../../domain/users/student-access';

/** A student of the tutor's own account, or 404. */
export const reportedStudent = (context: ServiceContext, request: FastifyRequest, id: number) =>
  studentVisibleTo(context.repositories.users, signedInUser(request).row, id);
