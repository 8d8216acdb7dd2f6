import { describe, expect, it } from 'vitest';
import { readListUrl, sortedBy, writeListUrl } from './list-params';

describe('the list state in the URL', () => {
  it('reads search, sort, order and page', () => {
    expect(readListUrl(new URLSearchParams('q=%20leo%20&sort=progress&order=desc&page=3'))).toEqual(
      { q: 'leo', sort: 'progress', order: 'desc', page: 3 },
    );
  });

  it('falls back to name, ascending, page 1', () => {
    expect(readListUrl(new URLSearchParams('sort=age&order=up&page=-2'))).toEqual({
      q: '',
      sort: 'name',
      order: 'asc',
      page: 1,
    });
  });

  it('leaves the defaults out of the address', () => {
    expect(writeListUrl({ q: '', sort: 'name', order: 'asc', page: 1 }).toString()).toBe('');
    expect(writeListUrl({ q: 'mía', sort: 'grade', order: 'asc', page: 2 }).toString()).toBe(
      'q=m%C3%ADa&sort=grade&order=asc&page=2',
    );
  });

  it('turns the order round on the same column and starts again on page 1', () => {
    const state = { q: '', sort: 'name', order: 'asc', page: 4 } as const;
    expect(sortedBy(state, 'name')).toEqual({ q: '', sort: 'name', order: 'desc', page: 1 });
    expect(sortedBy({ ...state, order: 'desc' }, 'name').order).toBe('asc');
    expect(sortedBy(state, 'activity_today')).toEqual({
      q: '',
      sort: 'activity_today',
      order: 'asc',
      page: 1,
    });
  });
});
