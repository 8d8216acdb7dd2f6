import type { StudentSummary } from '@aula/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { getSessionState } from '../../../lib/session';
import type { RecordedRequest } from '../../../test/fetch-mock';
import { mockFetch } from '../../../test/fetch-mock';
import { cardLabels, columnNames } from '../../../test/card-labels';
import { currentUser, studentSummary } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render-screen';
import { SettingsScreen } from './settings-screen';
import { setupUser } from '../../../test/user';

const ana = studentSummary({ id: 7, firstname: 'Ana', lastname: 'Ruiz', username: 'ana' });
const leo = studentSummary({
  id: 8,
  firstname: 'Leo',
  lastname: 'Soto',
  username: 'leo',
  tests_enabled: false,
  seconds_per_question: 90,
});

const list = (...items: StudentSummary[]) => ({
  body: { items, total: items.length, page: 1, page_size: 100 },
});

const savedSettings = (studentId: number) => (request: RecordedRequest) => ({
  body: { student_id: studentId, ...(request.body as object) },
});

const puts = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.method === 'PUT');

// First in the file: no test here has fetched the later sections' code yet, so they arrive after
// the screen's first view, as in a browser.
describe('settings: sections', () => {
  it('draws every heading at once and scrolls to the #anchor once every section is drawn', async () => {
    const loadingAtScroll: number[] = [];
    const scrolled: string[] = [];
    const scrollIntoView = vi
      .spyOn(HTMLElement.prototype, 'scrollIntoView')
      .mockImplementation(function (this: HTMLElement) {
        scrolled.push(this.id);
        // The later sections' stand-ins say "Loading…": none may be left when the page scrolls.
        loadingAtScroll.push(screen.queryAllByText('Loading…').length);
      });
    mockFetch({ 'GET /students': list(ana) });
    renderScreen(<SettingsScreen />, { user: currentUser('tutor'), path: '/settings#web-trial' });
    expect(screen.getByRole('heading', { level: 2, name: 'Web trial registration' })).toBeVisible();

    await waitFor(() => expect(scrolled).toEqual(['web-trial']));
    expect(loadingAtScroll).toEqual([0]);
    scrollIntoView.mockRestore();
  });
});

describe('settings: study', () => {
  it("shows each student's tests and time, the nine times in words", async () => {
    const { requests } = mockFetch({ 'GET /students': list(ana, leo) });
    renderScreen(<SettingsScreen />, { user: currentUser('tutor') });

    expect(screen.getByRole('heading', { level: 2, name: 'Study' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Language' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Test settings of your students' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Student', 'Tests', 'Time per question', 'Pass mark', 'Topics']);
    // On a phone each student is a card, every setting after its column's name.
    expect(cardLabels(table)).toEqual([columnNames(table), columnNames(table)]);
    expect(screen.getByRole('switch', { name: 'Tests for Ana Ruiz' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Tests for Leo Soto' })).not.toBeChecked();
    const anaTime = screen.getByRole('combobox', { name: 'Time per question for Ana Ruiz' });
    expect(anaTime).toHaveValue('0');
    expect(anaTime).toBeEnabled();
    expect(Array.from((anaTime as HTMLSelectElement).options, (option) => option.text)).toEqual([
      'None',
      '15 s',
      '30 s',
      '45 s',
      '1 min',
      '1 min 30',
      '2 min',
      '2 min 30',
      '3 min',
    ]);
    const leoTime = screen.getByRole('combobox', { name: 'Time per question for Leo Soto' });
    expect(leoTime).toHaveValue('90');
    expect(leoTime).toBeDisabled();
    expect(leoTime).toHaveAccessibleDescription('Turn tests on to choose a time.');
    expect(screen.getByRole('link', { name: 'Topics for Leo Soto' })).toHaveAttribute(
      'href',
      '/manage-content-by-grade?student=8',
    );
    expect(requests[0]?.url.searchParams.get('page_size')).toBe('100');
  });

  it('saves the chosen time per question at once', async () => {
    const user = setupUser();
    const { requests } = mockFetch({
      'GET /students': list(ana, leo),
      'PUT /students/7/test_settings': savedSettings(7),
    });
    renderScreen(<SettingsScreen />, { user: currentUser('tutor') });

    const time = await screen.findByRole('combobox', { name: 'Time per question for Ana Ruiz' });
    await user.selectOptions(time, '1 min 30');

    expect(time).toHaveValue('90');
    expect(await screen.findByText('Saved')).toBeVisible();
    expect(puts(requests).map((request) => [request.url.pathname, request.body])).toEqual([
      [
        '/students/7/test_settings',
        { tests_enabled: true, seconds_per_question: 90, pass_percent: 60 },
      ],
    ]);
  });

  it('saves the pass mark that completes a topic, any finished test among the five', async () => {
    const user = setupUser();
    const { requests } = mockFetch({
      'GET /students': list(ana, leo),
      'PUT /students/7/test_settings': savedSettings(7),
    });
    renderScreen(<SettingsScreen />, { user: currentUser('tutor') });

    const mark = await screen.findByRole('combobox', { name: 'Pass mark for Ana Ruiz' });
    expect(mark).toHaveValue('60');
    expect(Array.from((mark as HTMLSelectElement).options, (option) => option.text)).toEqual([
      'Any finished test',
      '50% or more',
      '60% or more',
      '70% or more',
      '80% or more',
    ]);
    expect(screen.getByRole('combobox', { name: 'Pass mark for Leo Soto' })).toBeDisabled();
    await user.selectOptions(mark, '80% or more');

    expect(mark).toHaveValue('80');
    expect(await screen.findByText('Saved')).toBeVisible();
    expect(puts(requests).map((request) => request.body)).toEqual([
      { tests_enabled: true, seconds_per_question: 0, pass_percent: 80 },
    ]);
  });

  it('turns tests on, which lets the tutor choose a time', async () => {
    const user = setupUser();
    const { requests } = mockFetch({
      'GET /students': list(ana, leo),
      'PUT /students/8/test_settings': savedSettings(8),
    });
    renderScreen(<SettingsScreen />, { user: currentUser('tutor') });

    const tests = await screen.findByRole('switch', { name: 'Tests for Leo Soto' });
    await user.click(tests);

    expect(tests).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Time per question for Leo Soto' })).toBeEnabled();
    await waitFor(() => expect(puts(requests)).toHaveLength(1));
    expect(puts(requests)[0]?.body).toEqual({
      tests_enabled: true,
      seconds_per_question: 90,
      pass_percent: 60,
    });
    expect(await screen.findByText('Saved')).toBeVisible();
  });

  it('puts the old value back when saving fails', async () => {
    const user = setupUser();
    mockFetch({
      'GET /students': list(ana, leo),
      'PUT /students/7/test_settings': {
        status: 400,
        body: { error: 'validation', message: 'Choose one of the times offered' },
      },
    });
    renderScreen(<SettingsScreen />, { user: currentUser('tutor') });

    const tests = await screen.findByRole('switch', { name: 'Tests for Ana Ruiz' });
    await user.click(tests);

    expect(await screen.findByText('Not saved')).toBeVisible();
    expect(tests).toBeChecked();
    // The notification fades in.
    await waitFor(() => {
      expect(screen.getByText('Choose one of the times offered')).toBeVisible();
      expect(screen.getByText('The test settings of Ana Ruiz were not saved')).toBeVisible();
    });
  });

  it('goes to the student of ?student=, highlighted, with their switch focused', async () => {
    mockFetch({ 'GET /students': list(ana, leo) });
    renderScreen(<SettingsScreen />, { user: currentUser('tutor'), path: '/settings?student=8' });

    const tests = await screen.findByRole('switch', { name: 'Tests for Leo Soto' });
    await waitFor(() => expect(tests).toHaveFocus());
    expect(tests.closest('tr')).toHaveAttribute('data-highlighted', 'true');
    expect(
      screen.getByRole('switch', { name: 'Tests for Ana Ruiz' }).closest('tr'),
    ).not.toHaveAttribute('data-highlighted');
  });

  it('finds a student of ?student= beyond the first page by their username', async () => {
    const mia = studentSummary({ id: 150, firstname: 'Mía', lastname: 'Vega', username: 'mia' });
    mockFetch({
      'GET /students': (request) =>
        request.url.searchParams.get('q') === 'mia'
          ? list(mia)
          : { body: { items: [ana, leo], total: 150, page: 1, page_size: 100 } },
      'POST /get-user': { body: mia },
    });
    renderScreen(<SettingsScreen />, { user: currentUser('tutor'), path: '/settings?student=150' });

    const tests = await screen.findByRole('switch', { name: 'Tests for Mía Vega' });
    await waitFor(() => expect(tests).toHaveFocus());
    expect(screen.getByRole('searchbox', { name: 'Search students' })).toHaveValue('mia');
  });

  it('pages through more than a hundred students', async () => {
    const user = setupUser();
    const { requests } = mockFetch({
      'GET /students': (request) =>
        request.url.searchParams.get('page') === '2'
          ? { body: { items: [leo], total: 101, page: 2, page_size: 100 } }
          : { body: { items: [ana], total: 101, page: 1, page_size: 100 } },
    });
    renderScreen(<SettingsScreen />, { user: currentUser('tutor') });
    expect(await screen.findByText('101 students')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Page 2' }));

    expect(await screen.findByRole('switch', { name: 'Tests for Leo Soto' })).toBeVisible();
    expect(requests.at(-1)?.url.searchParams.get('page')).toBe('2');
  });

  it('searches by name on the server', async () => {
    const user = setupUser();
    const { requests } = mockFetch({
      'GET /students': (request) =>
        request.url.searchParams.get('q') === 'zz' ? list() : list(ana, leo),
    });
    renderScreen(<SettingsScreen />, { user: currentUser('tutor') });
    await screen.findByRole('table');

    await user.type(screen.getByRole('searchbox', { name: 'Search students' }), 'zz');

    expect(await screen.findByRole('heading', { name: 'No students match' })).toBeVisible();
    expect(requests.at(-1)?.url.searchParams.get('q')).toBe('zz');
  });

  it('invites the tutor to register a student when there are none', async () => {
    mockFetch({ 'GET /students': list() });
    renderScreen(<SettingsScreen />, { user: currentUser('tutor') });
    expect(await screen.findByRole('heading', { name: 'No students yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Register a student' })).toHaveAttribute(
      'href',
      '/students/new',
    );
  });

  it('shows the times in Spanish', async () => {
    await i18n.changeLanguage('es');
    mockFetch({ 'GET /students': list(ana) });
    renderScreen(<SettingsScreen />, { user: currentUser('tutor') });
    const time = await screen.findByRole('combobox', { name: 'Tiempo por pregunta de Ana Ruiz' });
    expect(Array.from((time as HTMLSelectElement).options, (option) => option.text)).toEqual([
      'Ninguno',
      '15 s',
      '30 s',
      '45 s',
      '1 min',
      '1 min 30',
      '2 min',
      '2 min 30',
      '3 min',
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Configuración' })).toBeVisible();
  });
});

describe('settings: language', () => {
  it('saves the language in the profile and switches the screen', async () => {
    const user = setupUser();
    const tutor = currentUser('tutor');
    const { requests } = mockFetch({
      'GET /students': list(ana),
      'PATCH /users/me': ({ body }) => ({ body: { ...tutor, ...(body as object) } }),
    });
    renderScreen(<SettingsScreen />, { user: tutor });
    await screen.findByRole('table');
    expect(
      await screen.findByText(/Each student's own language is set on the student's profile/),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Children' })).toHaveAttribute('href', '/students');

    await user.click(screen.getByRole('radio', { name: 'Español' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Configuración' })).toBeVisible();
    expect(await screen.findByText('Guardado')).toBeVisible();
    const patch = requests.find((request) => request.method === 'PATCH');
    expect(patch?.url.pathname).toBe('/users/me');
    expect(patch?.body).toEqual({ language: 'es' });
    expect(getSessionState().user?.language).toBe('es');
  });
});
