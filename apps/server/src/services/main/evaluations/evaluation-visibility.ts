import type { FastifyRequest } from 'fastify';
import { signedInUser } from '../../../platform/auth';
import { forbidden, notFound } from '../../../platform/errors';
import type { UserRow } from '../../../domain/users/users-repository';
import type { EvaluationService, EvaluationViewer } from './evaluation-service';

/** Tutors (who manage evaluations) and students (who take their own); nobody else. */
export function evaluationViewerOf(request: FastifyRequest): {
  as: EvaluationViewer;
  user: UserRow;
} {
  const { row, role, ability } = signedInUser(request);
  if (ability.can('manage', 'Evaluation')) return { as: 'tutor', user: row };
  if (role === 'student') return { as: 'student', user: row };
  throw forbidden();
}

/** An evaluation of the tutor's account, or the student's own; anyone else's is not found. */
export async function visibleEvaluation(
  evaluations: EvaluationService,
  request: FastifyRequest,
  id: number,
) {
  const viewer = evaluationViewerOf(request);
  const evaluation = await evaluations.find(id);
  const visible =
    evaluation &&
    (viewer.as === 'student'
      ? evaluation.student_id === viewer.user.id
      : evaluation.account_id === viewer.user.account_id);
  if (!visible) throw notFound();
  return { viewer, evaluation };
}
