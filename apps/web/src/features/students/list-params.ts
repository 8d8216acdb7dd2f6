import type { StudentSort } from '@aula/shared';
import { STUDENT_SORTS } from '@aula/shared';

export type SortOrder = 'asc' | 'desc';

/** What the list keeps in its URL (`?q=&sort=&order=&page=`), read leniently. */
export interface ListUrlState {
  q: string;
  sort: StudentSort;
  order: SortOrder;
  page: number;
}

export const DEFAULT_SORT: StudentSort = 'name';
export const PAGE_SIZE = 25;

function isSort(value: string | null): value is StudentSort {
  return value !== null && (STUDENT_SORTS as readonly string[]).includes(value);
}

/** Unknown or broken values fall back to the defaults rather than to an error. */
export function readListUrl(params: URLSearchParams): ListUrlState {
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim(),
    sort: isSort(sort) ? sort : DEFAULT_SORT,
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL of a state; defaults are left out so the plain list keeps a plain address. */
export function writeListUrl(state: ListUrlState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q !== '') params.set('q', state.q);
  if (state.sort !== DEFAULT_SORT || state.order !== 'asc') {
    params.set('sort', state.sort);
    params.set('order', state.order);
  }
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** A click on a column's header: the same column turns the order round, another starts asc. */
export function sortedBy(state: ListUrlState, sort: StudentSort): ListUrlState {
  const order: SortOrder = state.sort === sort && state.order === 'asc' ? 'desc' : 'asc';
  return { ...state, sort, order, page: 1 };
}
