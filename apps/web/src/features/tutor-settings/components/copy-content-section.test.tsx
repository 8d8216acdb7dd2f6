import { act, screen, waitFor, within } from '@testing-library/react';
import type { ContentCopy, ContentCopyPlan } from '@aula/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import type { MockReply, RecordedRequest } from '../../../test/fetch-mock';
import { mockFetch } from '../../../test/fetch-mock';
import { currentUser } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render-screen';
import { COPY_POLL_MS } from '../api/get-latest-content-copy';
import { CopyContentSection } from './copy-content-section';
import { setupUser } from '../../../test/user';

const PLAN: ContentCopyPlan = {
  disc: 'art-disc',
  pack: { id: 'art', version: '2.0.0', title: { en: 'Art and Music', es: 'Arte y música' } },
  needs_key: false,
  shared_bytes: 400_000,
  grades: [
    {
      grade_id: 1,
      name: { en: 'Grade 1', es: 'Primer grado' },
      bytes: 12_000_000,
      installed: false,
    },
    {
      grade_id: 2,
      name: { en: 'Grade 2', es: 'Segundo grado' },
      bytes: 3_500_000,
      installed: true,
    },
  ],
};

function copyOf(overrides: Partial<ContentCopy>): ContentCopy {
  return {
    id: 7,
    disc: 'art-disc',
    pack_id: 'art',
    pack_title: PLAN.pack.title,
    grade_ids: [1],
    status: 'copying',
    bytes_done: 0,
    bytes_total: 15_900_000,
    percent: 0,
    error: null,
    started_at: '2026-11-27T10:00:00.000Z',
    updated_at: '2026-11-27T10:00:00.000Z',
    finished_at: null,
    ...overrides,
  };
}

type Handler = MockReply | ((request: RecordedRequest) => MockReply | Promise<MockReply>);

function renderSection(handlers: Record<string, Handler> = {}) {
  const mock = mockFetch({
    'GET /content_discs': { body: { configured: true, items: [{ name: 'art-disc' }] } },
    'POST /content_copy_plans': { body: PLAN },
    'GET /content_copies/latest': { body: { copy: null } },
    'GET /read-from': { body: { mode: 0 } },
    'POST /read-from': (request) => ({ body: request.body }),
    ...handlers,
  });
  renderScreen(<CopyContentSection />, { user: currentUser('tutor') });
  return mock;
}

const posts = (requests: RecordedRequest[], path: string) =>
  requests.filter((request) => request.method === 'POST' && request.url.pathname === path);

describe('settings: copy content to drive', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists the grades with their sizes and refuses to copy without a grade', async () => {
    const user = setupUser();
    const { requests } = renderSection();
    const first = await screen.findByRole('checkbox', { name: 'Grade 1 (12 MB)' });
    const second = screen.getByRole('checkbox', { name: /^Grade 2 \(3\.5 MB\)/ });
    expect(second).toHaveAccessibleDescription('Already on this computer');
    expect(screen.getByText('Art and Music, version 2.0.0')).toBeVisible();
    expect(screen.getByText('Total to copy: 0 B')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copy content requires at least one grade')).toBeVisible();
    expect(posts(requests, '/content_copies')).toEqual([]);

    await user.click(first);
    expect(screen.queryByText('Copy content requires at least one grade')).toBeNull();
    // The shared files and grade 2 (already here, copied again) count in the total.
    expect(screen.getByText('Total to copy: 15.9 MB')).toBeVisible();
  });

  it('shows the server’s grade error under the grades', async () => {
    const user = setupUser();
    renderSection({
      'POST /content_copies': {
        status: 400,
        body: {
          error: 'grade_unknown',
          message: 'That grade is not on this disc.',
          fields: { grade_ids: 'That grade is not on this disc.' },
        },
      },
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Grade 1 (12 MB)' }));
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('That grade is not on this disc.')).toBeVisible();
  });

  it('copies the ticked grades with a progress bar that reaches 100 %', async () => {
    // The progress is asked for every COPY_POLL_MS: the test moves the clock on to the next ask
    // instead of waiting for it (time still runs on its own for the screen).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = setupUser({ advanceTimers: vi.advanceTimersByTime });
    const progress = [
      copyOf({ bytes_done: 7_155_000, percent: 45 }),
      copyOf({ status: 'done', bytes_done: 15_900_000, percent: 100 }),
    ];
    const { requests } = renderSection({
      'POST /content_copies': { status: 202, body: copyOf({}) },
      'GET /content_copies/latest': () => {
        const started = posts(requests, '/content_copies').length > 0;
        return {
          body: {
            copy: started
              ? (progress.shift() ??
                copyOf({ status: 'done', bytes_done: 15_900_000, percent: 100 }))
              : null,
          },
        };
      },
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Grade 1 (12 MB)' }));
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(posts(requests, '/content_copies').map((request) => request.body)).toEqual([
      { disc: 'art-disc', grade_ids: [1] },
    ]);

    const bar = await screen.findByRole('progressbar', { name: 'Copy progress' });
    expect(screen.getByText('Copying Art and Music…')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(COPY_POLL_MS));
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '45'));
    expect(bar).toHaveAttribute('aria-valuetext', '45% · 7.2 MB of 15.9 MB');
    expect(screen.getByText('45% · 7.2 MB of 15.9 MB')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(COPY_POLL_MS));
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
    expect(screen.getByText('Content copied')).toBeVisible();
    expect(
      screen.getByText(
        'The lessons of Art and Music are on this computer now. Students can study them at once.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('cancels a running copy and resumes it', async () => {
    const user = setupUser();
    let current = copyOf({ bytes_done: 3_000_000, percent: 18 });
    const { requests } = renderSection({
      'GET /content_copies/latest': () => ({ body: { copy: current } }),
      'POST /content_copies/7/cancel': () => {
        current = { ...current, status: 'cancelled' };
        return { body: current };
      },
      'POST /content_copies/7/resume': () => {
        current = { ...current, status: 'copying' };
        return { status: 202, body: current };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(
      await screen.findByText(
        'The copy was cancelled. What was copied is kept: Resume continues from there.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Copy progress' })).toHaveAttribute(
      'aria-valuenow',
      '18',
    );
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(await screen.findByRole('button', { name: 'Cancel' })).toBeVisible();
    expect(posts(requests, '/content_copies/7/resume')).toHaveLength(1);
  });

  it('says why a copy failed', async () => {
    renderSection({
      'GET /content_copies/latest': {
        body: {
          copy: copyOf({
            status: 'failed',
            percent: 60,
            error: 'lessons/1/body.en.html on the disc is damaged (its checksum does not match).',
          }),
        },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The copy did not finish');
    expect(alert).toHaveTextContent('lessons/1/body.en.html on the disc is damaged');
    expect(screen.getByRole('button', { name: 'Resume' })).toBeVisible();
  });

  it('says how to insert a disc when none is found, and looks again', async () => {
    const user = setupUser();
    let items: { name: string }[] = [];
    renderSection({ 'GET /content_discs': () => ({ body: { configured: true, items } }) });
    expect(
      await screen.findByText(
        'No disc was found. Insert a content CD or DVD in the drive, wait a moment, then choose Look again.',
      ),
    ).toBeVisible();
    items = [{ name: 'art-disc' }];
    await user.click(screen.getByRole('button', { name: 'Look again' }));
    expect(await screen.findByRole('checkbox', { name: 'Grade 1 (12 MB)' })).toBeVisible();
  });

  it('asks for the pack key of a locked disc', async () => {
    const user = setupUser();
    const { requests } = renderSection({
      'POST /content_copy_plans': (request) => {
        const key = (request.body as { pack_key?: string }).pack_key;
        if (!key) return { body: { ...PLAN, needs_key: true, grades: [] } };
        if (key !== 'right-key')
          return {
            status: 400,
            body: {
              error: 'pack_key_wrong',
              message: 'The pack key does not unlock the content on this disc.',
              fields: { pack_key: 'The pack key does not unlock the content on this disc.' },
            },
          };
        return { body: PLAN };
      },
    });
    await user.type(await screen.findByLabelText('Pack key'), 'wrong-key');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(
      await screen.findByText('The pack key does not unlock the content on this disc.'),
    ).toBeVisible();
    await user.type(screen.getByLabelText('Pack key'), 'right-key');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByRole('checkbox', { name: 'Grade 1 (12 MB)' })).toBeVisible();
    expect(posts(requests, '/content_copy_plans').at(-1)?.body).toEqual({
      disc: 'art-disc',
      pack_key: 'right-key',
    });
  });

  it('switches where lessons are read from', async () => {
    const user = setupUser();
    const { requests } = renderSection();
    const disc = await screen.findByRole('radio', { name: 'the disc' });
    expect(screen.getByRole('radio', { name: 'this computer' })).toBeChecked();
    await user.click(disc);
    expect(disc).toBeChecked();
    expect(
      await screen.findByText('Lessons are now read from the disc. Keep it in the drive.'),
    ).toBeVisible();
    expect(posts(requests, '/read-from').map((request) => request.body)).toEqual([{ mode: 1 }]);
  });

  it('speaks Spanish, sizes included', async () => {
    await i18n.changeLanguage('es');
    const user = setupUser();
    renderSection();
    const grade = await screen.findByRole('checkbox', { name: 'Primer grado (12 MB)' });
    expect(screen.getByText('Total que copiar: 0 B')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Copiar' }));
    expect(await screen.findByText('Copiar contenido requiere al menos un grado')).toBeVisible();
    expect(
      within(screen.getByRole('radiogroup')).getByRole('radio', { name: 'el disco' }),
    ).toBeVisible();
    await user.click(grade);
    expect(screen.getByText('Total que copiar: 15,9 MB')).toBeVisible();
  });
});
