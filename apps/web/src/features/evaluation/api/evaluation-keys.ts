import type { Language } from '@aula/shared';

/**
 * Every evaluation query starts with this key, so one invalidation after creating, answering or
 * deleting refreshes the lists and the open evaluation alike. Names of students, grades and
 * subjects come in the request's language, hence the language in every key.
 */
export const EVALUATIONS_KEY = ['evaluations'] as const;

export function evaluationListKey(language: Language) {
  return [...EVALUATIONS_KEY, language, 'list'] as const;
}

export function evaluationDetailKey(language: Language, evaluationId: number) {
  return [...EVALUATIONS_KEY, language, 'detail', evaluationId] as const;
}
