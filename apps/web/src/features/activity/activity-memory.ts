import type { KeyValueStorage } from '../../lib/storage';
import { localStore, sessionStore } from '../../lib/storage';
import type { PlaceScope } from './api/activity-resources';

/**
 * Where the open activities' ids are remembered, so a reload carries on with them instead of
 * opening new ones. The general activity belongs to this tab's sign-in (session storage); the
 * cluster and lesson activity ids are kept in local storage (docs/product-rules.md#activity-time),
 * the grade, subject and game ones with the general activity. Logout clears both storages.
 */
export const ACTIVITY_STORAGE_KEYS = {
  general: 'aula.activity.general',
  grade: 'aula.activity.grade',
  subject: 'aula.activity.subject',
  cluster: 'aula.activity.cluster',
  lesson: 'aula.activity.lesson',
  game: 'aula.activity.game',
} as const;

export interface RememberedGeneral {
  id: number;
  student_id: number;
  /** Where the next span of activity time starts (the end of the last one sent). */
  span_start: string;
}

export interface RememberedPlace {
  id: number;
  /** The grade, subject, cluster, lesson or game id. */
  place_id: number;
  /** The general activity it belongs to: another sign-in's activity is not carried on. */
  parent_id: number | null;
}

export interface ActivityMemory {
  general(): RememberedGeneral | null;
  rememberGeneral(value: RememberedGeneral): void;
  place(scope: PlaceScope): RememberedPlace | null;
  rememberPlace(scope: PlaceScope, value: RememberedPlace): void;
  /** Forgets the place's activity if it is still this one (another tab may have its own). */
  forgetPlace(scope: PlaceScope, id: number): void;
}

function isPositiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

function readGeneral(store: KeyValueStorage): RememberedGeneral | null {
  const value = store.getJson<Partial<RememberedGeneral>>(ACTIVITY_STORAGE_KEYS.general);
  if (!value || !isPositiveInteger(value.id) || !isPositiveInteger(value.student_id)) return null;
  if (typeof value.span_start !== 'string' || Number.isNaN(Date.parse(value.span_start))) {
    return null;
  }
  return { id: value.id, student_id: value.student_id, span_start: value.span_start };
}

function readPlace(store: KeyValueStorage, key: string): RememberedPlace | null {
  const value = store.getJson<Partial<RememberedPlace>>(key);
  if (!value || !isPositiveInteger(value.id) || !isPositiveInteger(value.place_id)) return null;
  const parent = isPositiveInteger(value.parent_id) ? value.parent_id : null;
  return { id: value.id, place_id: value.place_id, parent_id: parent };
}

const PLACE_STORES: Record<PlaceScope, KeyValueStorage> = {
  grade: sessionStore,
  subject: sessionStore,
  cluster: localStore,
  lesson: localStore,
  game: sessionStore,
};

export const browserActivityMemory: ActivityMemory = {
  general: () => readGeneral(sessionStore),
  rememberGeneral: (value) => sessionStore.setJson(ACTIVITY_STORAGE_KEYS.general, value),
  place: (scope) => readPlace(PLACE_STORES[scope], ACTIVITY_STORAGE_KEYS[scope]),
  rememberPlace: (scope, value) => PLACE_STORES[scope].setJson(ACTIVITY_STORAGE_KEYS[scope], value),
  forgetPlace(scope, id) {
    const store = PLACE_STORES[scope];
    if (readPlace(store, ACTIVITY_STORAGE_KEYS[scope])?.id === id) {
      store.remove(ACTIVITY_STORAGE_KEYS[scope]);
    }
  },
};
