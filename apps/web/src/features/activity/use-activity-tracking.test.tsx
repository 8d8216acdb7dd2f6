import type { CurrentUser, RoleName } from '@aula/shared';
import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  destroySession,
  runSessionEndingTasks,
  setCurrentUser,
  signInSucceeded,
} from '../../lib/session';
import { activityRequests, activityServiceHandlers } from '../../test/activity-fixtures';
import { mockFetch } from '../../test/fetch-mock';
import { currentUser } from '../../test/fixtures';
import { ACTIVITY_STORAGE_KEYS } from './activity-memory';
import { useActivityTracking } from './use-activity-tracking';

const LESSON = '/level/grade/3/1/subject/31/cluster/41/lesson/502';

function TrackedLayout() {
  useActivityTracking();
  return <Outlet />;
}

function renderTracked(role: RoleName, path = '/') {
  const user: CurrentUser = currentUser(role);
  signInSucceeded('student-token');
  setCurrentUser(user);
  const router = createMemoryRouter(
    [
      {
        element: <TrackedLayout />,
        children: [
          { path: '/', element: <p>Home</p> },
          { path: 'level/grade/:gradeId/:level', element: <p>Grade</p> },
          { path: 'level/grade/:gradeId/:level/subject/:subjectId', element: <p>Subject</p> },
          {
            path: 'level/grade/:gradeId/:level/subject/:subjectId/cluster/:clusterId/lesson/:lessonId',
            element: <p>Lesson</p>,
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return { router, ...view };
}

const created = (scope: 'cluster' | 'lesson') =>
  vi.waitFor(() =>
    expect(window.localStorage.getItem(ACTIVITY_STORAGE_KEYS[scope])).not.toBeNull(),
  );

describe('activity tracking', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('creates the general activity once for a signed-in student', async () => {
    const { requests } = mockFetch(activityServiceHandlers());
    const view = renderTracked('student');
    await vi.waitFor(() =>
      expect(window.sessionStorage.getItem(ACTIVITY_STORAGE_KEYS.general)).not.toBeNull(),
    );
    view.unmount();
    // The layout mounting again (a rebuilt router) carries on with the same activity.
    renderTracked('student');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(activityRequests(requests, 'POST', 'activities')).toHaveLength(1);
  });

  it('opens an activity for each place entered and sends its seconds on leaving', async () => {
    const { requests } = mockFetch(activityServiceHandlers());
    const { router } = renderTracked('student', LESSON);
    await created('lesson');
    expect(
      requests.filter((request) => request.method === 'POST').map((request) => request.body),
    ).toEqual([
      {},
      { grade_id: 3, parent_id: 1 },
      { subject_id: 31, parent_id: 1 },
      { cluster_id: 41, parent_id: 1 },
      { lesson_id: 502, parent_id: 1 },
    ]);

    await vi.advanceTimersByTimeAsync(12_000);
    await act(() => router.navigate('/level/grade/3/1'));
    await vi.waitFor(() =>
      expect(activityRequests(requests, 'PUT', 'lesson-activities')).toHaveLength(1),
    );

    const put = (resource: string) => activityRequests(requests, 'PUT', resource)[0];
    expect(put('lesson-activities')?.url.pathname).toBe('/v1/lesson-activities/5');
    expect(put('lesson-activities')?.body).toEqual({ seconds: 12, update_key: expect.any(String) });
    expect(put('cluster-activities')?.body).toMatchObject({ seconds: 12 });
    expect(put('subject-activities')?.body).toMatchObject({ seconds: 12 });
    expect(put('grade-activities')).toBeUndefined();
    expect(window.localStorage.getItem(ACTIVITY_STORAGE_KEYS.lesson)).toBeNull();
  });

  it('sends everything by beacon when the page is closed, with the token in the body', async () => {
    mockFetch(activityServiceHandlers());
    const sendBeacon = vi.fn((_url: string, _body: string) => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    renderTracked('student', LESSON);
    await created('lesson');
    await vi.advanceTimersByTimeAsync(3_000);

    window.dispatchEvent(new Event('pagehide'));

    const bodies = sendBeacon.mock.calls.map(([url, body]) => [url, JSON.parse(body) as unknown]);
    expect(bodies).toEqual([
      [
        'http://activity.test:3001/v1/activity-beacons',
        {
          token: 'student-token',
          updates: ['general', 'grade', 'subject', 'cluster', 'lesson'].map((scope, index) => ({
            scope,
            id: index + 1,
            seconds: 3,
            update_key: expect.any(String),
          })),
        },
      ],
      [
        'http://main.test:3003/api/save_user_activity_time',
        expect.objectContaining({ token: 'student-token', activity_timer: 3, student_id: 11 }),
      ],
    ]);
  });

  it('sends the seconds while the token still works, before logout', async () => {
    const { requests } = mockFetch(activityServiceHandlers());
    renderTracked('student', '/level/grade/3/1');
    await vi.waitFor(() =>
      expect(window.sessionStorage.getItem(ACTIVITY_STORAGE_KEYS.grade)).not.toBeNull(),
    );
    await vi.advanceTimersByTimeAsync(5_000);

    await runSessionEndingTasks();
    expect(activityRequests(requests, 'PUT', 'grade-activities')[0]?.headers.Authorization).toBe(
      'Bearer student-token',
    );
    destroySession();
    const sent = requests.length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(requests).toHaveLength(sent);
    expect(window.sessionStorage.getItem(ACTIVITY_STORAGE_KEYS.general)).toBeNull();
  });

  it('does nothing for tutors', async () => {
    const { requests } = mockFetch(activityServiceHandlers());
    const { router } = renderTracked('tutor');
    await act(() => router.navigate(LESSON));
    await vi.advanceTimersByTimeAsync(60_000);
    window.dispatchEvent(new Event('pagehide'));
    expect(requests).toEqual([]);
  });
});
