import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { searchHit } from '../../../test/catalogue-fixtures';
import { mockFetch } from '../../../test/fetch-mock';
import { currentUser } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render-screen';
import { SearchScreen } from './search-screen';
import { setupUser } from '../../../test/user';

function renderSearch(path = '/search') {
  return renderScreen(<SearchScreen />, { user: currentUser('student'), route: '/search', path });
}

describe('lesson search', () => {
  it('searches on Enter, keeps ?q= in the URL and lists the hits with where they are', async () => {
    const user = setupUser();
    const { requests } = mockFetch({
      'GET /lesson-search': {
        body: {
          items: [
            searchHit(),
            searchHit({
              lesson_id: 611,
              title: 'Plant parts',
              snippet: 'Roots take water from the soil.',
              cluster_id: 51,
              cluster_title: 'Plants',
              subject_id: 32,
              subject_name: 'Science',
              grade_id: 7,
              grade_name: 'Seventh grade',
              level_id: 2,
            }),
          ],
          total: 2,
        },
      },
    });
    const view = renderSearch();
    expect(screen.getByRole('heading', { level: 1, name: 'Search lessons' })).toBeVisible();
    expect(requests).toHaveLength(0);

    await user.type(
      screen.getByRole('searchbox', { name: 'What are you looking for?' }),
      ' half{Enter}',
    );
    expect(view.router.state.location.search).toBe('?q=half');
    const results = within(await screen.findByRole('list', { name: 'Search results' }));
    expect(requests[0]?.url.searchParams.get('q')).toBe('half');
    expect(screen.getByText('Lessons found: 2')).toBeVisible();

    const hits = results.getAllByRole('listitem');
    expect(hits).toHaveLength(2);
    const first = within(hits[0]!);
    expect(first.getByRole('link', { name: 'Halves and quarters' })).toHaveAttribute(
      'href',
      '/level/grade/3/1/subject/31/cluster/41/lesson/502',
    );
    expect(first.getByText('A half is one of two equal parts.')).toBeVisible();
    expect(first.getByText(/Third grade · Mathematics · Fractions/)).toBeVisible();
    expect(within(hits[1]!).getByRole('link', { name: 'Plant parts' })).toHaveAttribute(
      'href',
      '/level/grade/7/2/subject/32/cluster/51/lesson/611',
    );
  });

  it('searches for the ?q= of the URL when opened with one', async () => {
    const { requests } = mockFetch({
      'GET /lesson-search': { body: { items: [searchHit()], total: 1 } },
    });
    renderSearch('/search?q=quarters');
    expect(await screen.findByRole('link', { name: 'Halves and quarters' })).toBeVisible();
    expect(screen.getByRole('searchbox')).toHaveValue('quarters');
    expect(requests.map((request) => request.url.searchParams.get('q'))).toEqual(['quarters']);
  });

  it('shows an empty state when nothing matches', async () => {
    mockFetch({ 'GET /lesson-search': { body: { items: [], total: 0 } } });
    renderSearch('/search?q=dinosaurs');
    expect(
      await screen.findByRole('heading', { name: 'No lessons match “dinosaurs”' }),
    ).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
    await i18n.changeLanguage('es');
    expect(
      await screen.findByRole('heading', { name: 'Ninguna lección coincide con «dinosaurs»' }),
    ).toBeVisible();
  });

  it("shows the server's validation message on the search box", async () => {
    mockFetch({
      'GET /lesson-search': {
        status: 400,
        body: {
          error: 'validation',
          message: 'Type at least 2 letters',
          fields: { q: 'Type at least 2 letters' },
        },
      },
    });
    renderSearch('/search?q=a');
    const box = screen.getByRole('searchbox', { name: 'What are you looking for?' });
    expect(await screen.findByText('Type at least 2 letters')).toBeVisible();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Type at least 2 letters');
  });
});
