import type { Lesson } from '@aula/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { STORAGE_KEYS } from '../../../lib/storage';
import { lesson, lessonDetail, servedLesson, subject } from '../../../test/catalogue-fixtures';
import type { MockReply, RecordedRequest } from '../../../test/fetch-mock';
import { mockFetch } from '../../../test/fetch-mock';
import { currentUser } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render-screen';
import { clearCurrentSubject } from '../current-subject';
import { LessonScreen } from './lesson-screen';
import { setupUser } from '../../../test/user';

const route = '/level/grade/:gradeId/:level/subject/:subjectId/cluster/:clusterId/lesson/:lessonId';
const lessonUrl = (id: number) => `/level/grade/3/1/subject/31/cluster/41/lesson/${id}`;

function clusterLessons(overrides: Partial<Record<number, Partial<Lesson>>> = {}) {
  const items = [
    lesson({ id: 501, title: 'What is a fraction', position: 1, is_locked: 2, state_id: 3 }),
    lesson({ id: 502, title: 'Halves and quarters', position: 2, state_id: 1 }),
    lesson({ id: 503, title: 'Comparing fractions', position: 3, is_locked: 0 }),
  ].map((item) => ({ ...item, ...overrides[item.id] }));
  return { items, total: items.length };
}

type Handler = MockReply | ((request: RecordedRequest) => MockReply | Promise<MockReply>);

function mockLesson(handlers: Record<string, Handler> = {}) {
  return mockFetch({
    'GET /subjects/31': { body: { ...subject(), clusters: [] } },
    'GET /lessons': { body: clusterLessons() },
    'GET /lessons/501': { body: lessonDetail({ id: 501, title: 'What is a fraction' }) },
    'GET /lessons/502': {
      body: lessonDetail({
        id: 502,
        title: 'Halves and quarters',
        glossary: [{ term: 'Half', definition: 'One of two equal parts.' }],
      }),
    },
    'GET /lessons/503': { body: lessonDetail({ id: 503, title: 'Comparing fractions' }) },
    'POST /api/decrypt_lesson': ({ body }) => {
      const path = (body as { path: string }).path;
      const id = Number(path.split('-').at(-1));
      return { body: { lesson_id: id, path, status: 'open', state_id: 2 } };
    },
    'POST /v1/serve-lesson': ({ body }) => ({
      body: servedLesson({ lesson_id: (body as { lesson_id: number }).lesson_id }),
    }),
    'POST /api/encrypt_lesson': { status: 204 },
    'GET /users/me/media_settings': {
      body: { intro_video_enabled: true, lesson_audio_enabled: true, auto_read_questions: false },
    },
    ...handlers,
  });
}

function renderLesson(id = 502) {
  return renderScreen(<LessonScreen />, {
    user: currentUser('student'),
    route,
    path: lessonUrl(id),
  });
}

const calls = (requests: RecordedRequest[], pathname: string) =>
  requests.filter((request) => request.url.pathname === pathname);

const frame = () => screen.findByTitle('Lesson: Halves and quarters');

beforeEach(() => {
  clearCurrentSubject();
});

describe('the lesson page', () => {
  it('opens the lesson and shows its content sanitized in a sandboxed frame', async () => {
    const { requests } = mockLesson({
      'POST /v1/serve-lesson': {
        body: servedLesson({
          html: [
            '<h2>Halves</h2>',
            '<p>A half is one of two equal parts.</p>',
            '<script>window.parent.stolen = true</script>',
            '<img src="x" onerror="window.parent.stolen = true" alt="Broken">',
            '<img src="data:image/png;base64,iVBORw0KGgo=" alt="A pizza cut in two">',
            '<img src="https://tracker.example/pixel.png" alt="Remote">',
            '<a href="javascript:alert(1)">Click</a>',
            '<style>body{display:none}</style>',
            '<p onclick="alert(1)" style="color:red">Quarters come next.</p>',
          ].join(''),
        }),
      },
    });
    renderLesson();
    expect(screen.getByRole('status')).toHaveTextContent('Opening the lesson…');

    const content = await frame();
    expect(content.tagName).toBe('IFRAME');
    expect(content).toHaveAttribute('sandbox', 'allow-same-origin');
    const srcdoc = content.getAttribute('srcdoc') ?? '';
    expect(srcdoc).toContain('<h2>Halves</h2>');
    expect(srcdoc).toContain('<p>A half is one of two equal parts.</p>');
    expect(srcdoc).toContain(
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt="A pizza cut in two">',
    );
    expect(srcdoc).toContain('<p>Quarters come next.</p>');
    expect(srcdoc).toContain('<style>');
    expect(srcdoc).not.toMatch(/<script/i);
    expect(srcdoc).not.toMatch(/onerror|onclick|javascript:|tracker\.example|display:none/i);
    expect(srcdoc).toContain('<img alt="Broken">');

    expect(screen.getByRole('heading', { level: 1, name: 'Halves and quarters' })).toBeVisible();
    expect(await screen.findByText('Subject: Mathematics')).toBeVisible();
    const glossary = within(screen.getByRole('complementary', { name: 'Glossary' }));
    expect(glossary.getByText('Half')).toBeVisible();
    expect(glossary.getByText('One of two equal parts.')).toBeVisible();

    expect(calls(requests, '/api/decrypt_lesson').map((request) => request.body)).toEqual([
      { path: 'grade-3/math/fractions/lesson-502' },
    ]);
    const served = calls(requests, '/v1/serve-lesson');
    expect(served.map((request) => request.body)).toEqual([{ lesson_id: 502 }]);
    expect(served[0]?.url.host).toBe('activity.test:3001');
    expect(served[0]?.headers.Authorization).toBe('Bearer test-token');
    expect(calls(requests, '/lessons')[0]?.url.searchParams.get('cluster_id')).toBe('41');
    expect(calls(requests, '/lessons/502')).toHaveLength(1);
  });

  it('shows the title and glossary while the content is still on its way, then the content beside them', async () => {
    let sendContent = () => {};
    const contentSent = new Promise<void>((resolve) => (sendContent = resolve));
    mockLesson({
      'POST /v1/serve-lesson': async ({ body }) => {
        await contentSent;
        return { body: servedLesson({ lesson_id: (body as { lesson_id: number }).lesson_id }) };
      },
    });
    renderLesson();

    const glossary = within(await screen.findByRole('complementary', { name: 'Glossary' }));
    expect(glossary.getByText('One of two equal parts.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Halves and quarters' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Opening the lesson…');
    expect(screen.queryByTitle('Lesson: Halves and quarters')).not.toBeInTheDocument();

    act(() => sendContent());
    expect(await frame()).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Glossary' })).toBeVisible();
  });

  it('links to the neighbouring lessons; next is disabled while it is locked', async () => {
    mockLesson();
    renderLesson();
    await frame();
    const nav = within(screen.getByRole('navigation', { name: 'Lesson navigation' }));
    expect(nav.getByRole('link', { name: 'Previous lesson' })).toHaveAttribute(
      'href',
      lessonUrl(501),
    );
    expect(nav.queryByRole('link', { name: 'Next lesson' })).not.toBeInTheDocument();
    expect(nav.getByRole('button', { name: 'Next lesson' })).toBeDisabled();
    expect(nav.getByText('The next lesson is still locked.')).toBeVisible();
  });

  it('offers the quiz of the lesson once it is open', async () => {
    mockLesson();
    renderLesson();
    await frame();
    expect(screen.getByRole('link', { name: 'Take the quiz' })).toHaveAttribute(
      'href',
      '/grade/3/subject/31/cluster/41/lesson/502/quiz/instructions',
    );
  });

  it('has no previous lesson on the first one, and goes to the next one when it is open', async () => {
    const user = setupUser();
    const { requests } = mockLesson({
      'GET /lessons': { body: clusterLessons({ 503: { is_locked: 1 } }) },
    });
    const view = renderScreen(<LessonScreen />, {
      user: currentUser('student'),
      route,
      path: lessonUrl(501),
    });
    await screen.findByTitle('Lesson: Halves and quarters');
    const nav = () => within(screen.getByRole('navigation', { name: 'Lesson navigation' }));
    expect(nav().getByRole('button', { name: 'Previous lesson' })).toBeDisabled();

    await user.click(nav().getByRole('link', { name: 'Next lesson' }));
    expect(view.router.state.location.pathname).toBe(lessonUrl(502));
    await waitFor(() =>
      expect(calls(requests, '/api/decrypt_lesson').map((request) => request.body)).toEqual([
        { path: 'grade-3/math/fractions/lesson-501' },
        { path: 'grade-3/math/fractions/lesson-502' },
      ]),
    );
    // Leaving a lesson for the next one closes it.
    expect(calls(requests, '/api/encrypt_lesson').map((request) => request.body)).toEqual([
      { path: 'grade-3/math/fractions/lesson-501' },
    ]);
    await waitFor(() =>
      expect(nav().getByRole('link', { name: 'Next lesson' })).toHaveAttribute(
        'href',
        lessonUrl(503),
      ),
    );
    expect(nav().getByRole('link', { name: 'Previous lesson' })).toHaveAttribute(
      'href',
      lessonUrl(501),
    );
  });

  it('closes the lesson (encrypt) when the page is left', async () => {
    const { requests } = mockLesson();
    const view = renderLesson();
    await frame();
    expect(calls(requests, '/api/encrypt_lesson')).toHaveLength(0);
    view.unmount();
    const closed = calls(requests, '/api/encrypt_lesson');
    expect(closed.map((request) => request.body)).toEqual([
      { path: 'grade-3/math/fractions/lesson-502' },
    ]);
    expect(closed[0]?.method).toBe('POST');
  });

  it('shows "Upss" and asks to request the subject\'s content when the lesson cannot be decrypted', async () => {
    const { requests } = mockLesson({
      'POST /v1/serve-lesson': {
        status: 422,
        body: { error: 'lesson_unavailable', message: 'The lesson could not be read' },
      },
    });
    renderLesson();
    const warning = await screen.findByRole('alert');
    expect(within(warning).getByText('Upss')).toBeVisible();
    expect(
      await within(warning).findByText(
        'We could not open this lesson. Please request the content of Mathematics.',
      ),
    ).toBeVisible();
    expect(within(warning).getByRole('link', { name: 'Back to Mathematics' })).toHaveAttribute(
      'href',
      '/level/grade/3/1/subject/31',
    );
    expect(screen.queryByTitle(/^Lesson:/)).not.toBeInTheDocument();
    expect(calls(requests, '/v1/serve-lesson')).toHaveLength(1);
  });

  it('shows "Upss" in Spanish, with the subject named in Spanish', async () => {
    await i18n.changeLanguage('es');
    mockLesson({
      'GET /subjects/31': ({ headers }) => ({
        body: {
          ...subject({ name: headers['Accept-Language'] === 'es' ? 'Matemáticas' : 'Mathematics' }),
          clusters: [],
        },
      }),
      'POST /v1/serve-lesson': {
        status: 422,
        body: { error: 'lesson_unavailable', message: 'No se pudo leer la lección' },
      },
    });
    renderLesson();
    const warning = await screen.findByRole('alert');
    expect(within(warning).getByText('Upss')).toBeVisible();
    expect(
      await within(warning).findByText(
        'No pudimos abrir esta lección. Por favor solicita el contenido de Matemáticas.',
      ),
    ).toBeVisible();
  });

  it('shows "Upss" for any failure of serve-lesson', async () => {
    mockLesson({
      'POST /v1/serve-lesson': { status: 500, body: { error: 'internal', message: 'Boom' } },
    });
    renderLesson();
    const warning = await screen.findByRole('alert');
    expect(within(warning).getByText('Upss')).toBeVisible();
    expect(screen.queryByText('Boom')).not.toBeInTheDocument();
  });

  it('shows "Upss" when opening the lesson already finds it unavailable', async () => {
    const { requests } = mockLesson({
      'POST /api/decrypt_lesson': {
        status: 422,
        body: { error: 'lesson_unavailable', message: 'The lesson could not be read' },
      },
    });
    renderLesson();
    const warning = await screen.findByRole('alert');
    expect(within(warning).getByText('Upss')).toBeVisible();
    expect(calls(requests, '/v1/serve-lesson')).toHaveLength(0);
  });

  it('shows a friendly locked message with a link back when the server refuses to open it', async () => {
    const { requests } = mockLesson({
      'POST /api/decrypt_lesson': {
        status: 403,
        body: { error: 'lesson_locked', message: 'This lesson is locked' },
      },
    });
    renderLesson();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'This lesson is locked' }),
    ).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Back to Mathematics' })).toHaveAttribute(
      'href',
      '/level/grade/3/1/subject/31',
    );
    expect(calls(requests, '/v1/serve-lesson')).toHaveLength(0);
    expect(screen.queryByText('Upss')).not.toBeInTheDocument();
  });

  it('does not try to open a lesson the list shows as locked', async () => {
    const { requests } = mockLesson();
    renderLesson(503);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'This lesson is locked' }),
    ).toBeVisible();
    expect(calls(requests, '/api/decrypt_lesson')).toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Take the quiz' })).not.toBeInTheDocument();
  });
});

describe('reading the lesson aloud', () => {
  interface FakeUtterance {
    text: string;
    lang: string;
    voice: unknown;
    onstart: (() => void) | null;
    onend: (() => void) | null;
    onerror: (() => void) | null;
  }

  function installSpeech() {
    const spoken: FakeUtterance[] = [];
    const synth = {
      speak: vi.fn((utterance: FakeUtterance) => {
        spoken.push(utterance);
        utterance.onstart?.();
      }),
      cancel: vi.fn(),
      getVoices: () => [],
    };
    class Utterance {
      text: string;
      lang = '';
      voice: unknown = null;
      onstart = null;
      onend = null;
      onerror = null;
      constructor(text: string) {
        this.text = text;
      }
    }
    vi.stubGlobal('speechSynthesis', synth);
    vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
    return { spoken, synth };
  }

  it('hides the audio controls when the browser cannot speak', async () => {
    mockLesson();
    renderLesson();
    await frame();
    expect(screen.queryByRole('switch', { name: /Lesson audio/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Play' })).not.toBeInTheDocument();
  });

  it('plays and stops on request, in the lesson language, reading the text of the lesson', async () => {
    const user = setupUser();
    const { spoken, synth } = installSpeech();
    mockLesson();
    renderLesson();
    await frame();
    const audio = within(screen.getByRole('group', { name: 'Read aloud' }));
    expect(audio.getByRole('switch', { name: /Lesson audio/ })).not.toBeChecked();
    expect(spoken).toHaveLength(0);

    await user.click(audio.getByRole('button', { name: 'Play' }));
    expect(spoken.map(({ text, lang }) => ({ text, lang }))).toEqual([
      { text: 'Halves. A half is one of two equal parts.', lang: 'en-US' },
    ]);
    await user.click(audio.getByRole('button', { name: 'Stop' }));
    expect(synth.cancel).toHaveBeenCalled();
    expect(audio.getByRole('button', { name: 'Stop' })).toBeDisabled();
  });

  it('hides the read-aloud controls, and reads nothing, when the tutor turned lesson audio off', async () => {
    const { spoken } = installSpeech();
    window.localStorage.setItem(STORAGE_KEYS.lessonAudio, 'true');
    const { requests } = mockLesson({
      'GET /users/me/media_settings': {
        body: {
          intro_video_enabled: true,
          lesson_audio_enabled: false,
          auto_read_questions: false,
        },
      },
    });
    renderLesson();
    await frame();
    expect(screen.getByRole('link', { name: 'Take the quiz' })).toBeVisible();
    // The setting has been read and the screen has settled with it.
    await waitFor(() => expect(calls(requests, '/users/me/media_settings')).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('group', { name: 'Read aloud' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Play' })).not.toBeInTheDocument();
    expect(spoken).toHaveLength(0);
    window.localStorage.removeItem(STORAGE_KEYS.lessonAudio);
  });

  it('reads the narration as soon as the lesson loads when "Lesson audio" is on, and remembers it', async () => {
    const user = setupUser();
    const { spoken } = installSpeech();
    mockLesson({
      'POST /v1/serve-lesson': {
        body: servedLesson({ lang: 'es', narration: 'Una mitad es una de dos partes iguales.' }),
      },
    });
    const first = renderLesson();
    await frame();
    await user.click(screen.getByRole('switch', { name: /Lesson audio/ }));
    expect(window.localStorage.getItem(STORAGE_KEYS.lessonAudio)).toBe('true');
    expect(spoken.at(-1)).toMatchObject({
      text: 'Una mitad es una de dos partes iguales.',
      lang: 'es-ES',
    });
    first.unmount();

    spoken.length = 0;
    renderLesson();
    await frame();
    await waitFor(() => expect(spoken).toHaveLength(1));
    expect(spoken[0]).toMatchObject({ text: 'Una mitad es una de dos partes iguales.' });
    expect(screen.getByRole('switch', { name: /Lesson audio/ })).toBeChecked();
    await act(async () => {
      await user.click(screen.getByRole('switch', { name: /Lesson audio/ }));
    });
    expect(window.localStorage.getItem(STORAGE_KEYS.lessonAudio)).toBe('false');
  });
});
