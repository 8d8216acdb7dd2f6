import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import {
  cluster,
  lesson,
  lessonDetail,
  levelList,
  servedLesson,
  subject,
} from '../../test/catalogue-fixtures';
import { currentUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

/** Each crumb's text and where it links (null for the current page). */
function crumbs() {
  return [
    ...screen
      .getByRole('navigation', { name: 'Breadcrumbs' })
      .querySelectorAll('a, [aria-current="page"]'),
  ].map((crumb) => [crumb.textContent, crumb.getAttribute('href')]);
}

function mockCatalogue() {
  const halves = lesson({ id: 502, title: 'Halves' });
  return mockFetch({
    'GET /users/me': { body: currentUser('student') },
    'GET /levels': { body: levelList() },
    'GET /subjects/31': { body: { ...subject(), clusters: [] } },
    'GET /clusters': { body: { items: [cluster({ lessons: [halves] })], total: 1 } },
    'GET /lessons': { body: { items: [halves], total: 1 } },
    'GET /lessons/502': { body: lessonDetail({ id: 502, title: 'Halves' }) },
    'POST /api/decrypt_lesson': {
      body: { lesson_id: 502, path: 'x', status: 'open', state_id: 2 },
    },
    'POST /v1/serve-lesson': { body: servedLesson({ title: 'Halves' }) },
    'POST /api/encrypt_lesson': { status: 204 },
  });
}

// A page opened from its address (a bookmark, a reload, a shared link) has not been through
// the home or the grade screen, which are the screens that load the grades' names.
describe('the catalogue breadcrumbs of a page opened directly', () => {
  it("name the grade on a subject's page", async () => {
    mockCatalogue();
    const app = renderApp('/level/grade/3/1/subject/31', { token: 'token' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mathematics' })).toBeVisible();
    await waitFor(() =>
      expect(crumbs()).toEqual([
        ['Home', '/'],
        ['Third grade', '/level/grade/3/1'],
        ['Mathematics', null],
      ]),
    );
    app.unmount();
  });

  it("name the grade on a lesson's page", async () => {
    mockCatalogue();
    const app = renderApp('/level/grade/3/1/subject/31/cluster/41/lesson/502', { token: 'token' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Halves' })).toBeVisible();
    await waitFor(() =>
      expect(crumbs()).toEqual([
        ['Home', '/'],
        ['Third grade', '/level/grade/3/1'],
        ['Mathematics', '/level/grade/3/1/subject/31'],
        ['Halves', null],
      ]),
    );
    app.unmount();
  });
});
