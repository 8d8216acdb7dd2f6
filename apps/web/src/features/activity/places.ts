import type { Params } from 'react-router';
import { gameByName } from '@aula/shared';
import type { PlaceScope } from './api/activity-resources';

/** The grade, subject, cluster, lesson and game the student is in (null: not in one). */
export type Places = Record<PlaceScope, number | null>;
export const NO_PLACES: Places = {
  grade: null,
  subject: null,
  cluster: null,
  lesson: null,
  game: null,
};

function toId(value: string | undefined): number | null {
  if (value === undefined || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The places a route is about, from its params (gradeId, subjectId, …, gameName). */
export function placesOf(params: Params): Places {
  return {
    grade: toId(params.gradeId),
    subject: toId(params.subjectId),
    cluster: toId(params.clusterId),
    lesson: toId(params.lessonId),
    game: params.gameName === undefined ? null : (gameByName(params.gameName)?.id ?? null),
  };
}
