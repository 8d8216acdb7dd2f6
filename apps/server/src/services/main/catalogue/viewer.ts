import type { FastifyRequest } from 'fastify';
import { ROLE_IDS } from '@aula/shared';
import { signedInUser } from '../../../platform/auth';
import type { Viewer } from '../../../domain/catalogue/catalogue-repository';

/** Per-student fields are the signed-in student's; tutors see the catalogue without them. */
export function viewerOf(request: FastifyRequest): Viewer {
  const user = signedInUser(request).row;
  return {
    studentId: user.rol_id === ROLE_IDS.student ? user.id : null,
    lang: request.language,
  };
}
