import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import type { MockReply, RecordedRequest } from '../../../test/fetch-mock';
import { mockFetch } from '../../../test/fetch-mock';
import { levelList, subject } from '../../../test/catalogue-fixtures';
import { currentUser } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render-screen';
import { WorksheetsScreen, worksheetFileName } from './worksheets-screen';
import { setupUser } from '../../../test/user';

const thirdGradeSubjects = {
  body: {
    items: [
      subject({ id: 301, path: 'math', name: 'Mathematics' }),
      subject({ id: 302, path: 'science', name: 'Science' }),
      // Every topic turned off for this student: not offered.
      subject({ id: 303, path: 'art', name: 'Art', total_clusters: 0 }),
    ],
    total: 3,
  },
};
const firstGradeSubjects = {
  body: { items: [subject({ id: 101, grade_id: 1, path: 'reading', name: 'Reading' })], total: 1 },
};

/** The PDF request's answer: a small file, or an error in the services' shape. */
type PdfReply = MockReply;

/** Records the files the screen saves (the download link it clicks). */
function watchDownloads() {
  const saved: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:worksheet');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  return saved;
}

/** crypto.getRandomValues gives these worksheet numbers, in turn. */
function seeds(...values: number[]) {
  let call = 0;
  vi.spyOn(crypto, 'getRandomValues').mockImplementation((array) => {
    (array as Uint32Array)[0] = values[Math.min(call, values.length - 1)]!;
    call += 1;
    return array;
  });
}

function render(
  role: 'student' | 'tutor',
  { enabled = true, pdf }: { enabled?: boolean; pdf?: (request: RecordedRequest) => PdfReply } = {},
) {
  const pdfReply = pdf ?? (() => ({ body: '%PDF-1.3' }));
  const mock = mockFetch({
    'GET /users/me/worksheet_settings': { body: { enabled } },
    'GET /levels': { body: levelList() },
    'GET /subjects': (request) =>
      request.url.searchParams.get('grade_id') === '1' ? firstGradeSubjects : thirdGradeSubjects,
    'GET /worksheets/3/301': pdfReply,
    'GET /worksheets/3/302': pdfReply,
    'GET /worksheets/1/101': pdfReply,
    'GET /worksheets/3/301/answer-key': pdfReply,
  });
  renderScreen(<WorksheetsScreen />, {
    user: currentUser(role),
    route: '/worksheets',
    path: '/worksheets',
  });
  return mock;
}

const pdfRequests = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.url.pathname.startsWith('/worksheets/'));

describe('worksheets', () => {
  it('lets a student download a worksheet of their grade with their token, in their language', async () => {
    const user = setupUser();
    seeds(123456);
    const saved = watchDownloads();
    const { requests } = render('student');

    expect(await screen.findByRole('heading', { level: 1, name: 'Worksheets' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'How worksheets work' })).toBeVisible();
    // The student's own grade (third) and its first subject; a subject they cannot open is left out.
    expect(await screen.findByRole('combobox', { name: 'Grade' })).toHaveValue('3');
    const subjects = await screen.findByRole('combobox', { name: 'Subject' });
    await waitFor(() => expect(subjects).toHaveValue('301'));
    expect(
      within(subjects)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Mathematics', 'Science']);
    expect(screen.getByRole('combobox', { name: 'Number of questions' })).toHaveValue('10');
    expect(screen.getByText('Worksheet #123456')).toBeVisible();
    // The answer key is the tutor's.
    expect(screen.queryByRole('button', { name: 'Download answer key' })).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Number of questions' }), '15');
    await user.click(screen.getByRole('button', { name: 'Download worksheet' }));

    await waitFor(() => expect(saved).toEqual(['aula-worksheet-grade-3-math.pdf']));
    const [request] = pdfRequests(requests);
    expect(request!.url.pathname).toBe('/worksheets/3/301');
    expect(Object.fromEntries(request!.url.searchParams)).toEqual({
      seed: '123456',
      count: '15',
      lang: 'en',
    });
    expect(request!.headers.Authorization).toBe('Bearer test-token');
    expect(
      await screen.findByText('The worksheet was downloaded: aula-worksheet-grade-3-math.pdf'),
    ).toBeVisible();
  });

  it('draws new questions with a new number, and follows the chosen grade and subject', async () => {
    const user = setupUser();
    seeds(11, 22);
    const saved = watchDownloads();
    const { requests } = render('student');

    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Subject' })).toHaveValue('301'),
    );
    await user.click(screen.getByRole('button', { name: 'New questions' }));
    expect(screen.getByText('Worksheet #22')).toBeVisible();
    expect(screen.getByText('New questions: this is now worksheet #22.')).toBeVisible();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Grade' }), '1');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Subject' })).toHaveValue('101'),
    );
    await user.click(screen.getByRole('button', { name: 'Download worksheet' }));
    await waitFor(() => expect(saved).toEqual(['aula-worksheet-grade-1-reading.pdf']));
    expect(pdfRequests(requests)[0]!.url.search).toBe('?seed=22&count=10&lang=en');
  });

  it('gives a tutor the answer key of the same worksheet', async () => {
    const user = setupUser();
    seeds(777);
    const saved = watchDownloads();
    const { requests } = render('tutor');

    // Every grade, starting with the first.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Subject' })).toHaveValue('101'),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Grade' }), '3');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Subject' })).toHaveValue('301'),
    );
    expect(
      screen.getByText('The answer key with the same number goes with this worksheet.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Download worksheet' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Download answer key' }));
    await waitFor(() =>
      expect(saved).toEqual([
        'aula-worksheet-grade-3-math.pdf',
        'aula-worksheet-grade-3-math-answer-key.pdf',
      ]),
    );
    const [sheet, key] = pdfRequests(requests);
    expect(key!.url.pathname).toBe('/worksheets/3/301/answer-key');
    expect(key!.url.search).toBe(sheet!.url.search);
    expect(key!.url.search).toBe('?seed=777&count=10&lang=en');
    // A tutor prints whatever their switch says: it is not even asked.
    expect(requests.some((request) => request.url.pathname.endsWith('worksheet_settings'))).toBe(
      false,
    );
  });

  it('keeps the button busy while the PDF is made and shows the server’s refusal', async () => {
    const user = setupUser();
    watchDownloads();
    let answer: (reply: PdfReply) => void = () => {};
    render('student', {
      pdf: () => new Promise<PdfReply>((resolve) => (answer = resolve)) as unknown as PdfReply,
    });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Subject' })).toHaveValue('301'),
    );
    const download = screen.getByRole('button', { name: 'Download worksheet' });
    await user.click(download);
    await waitFor(() => expect(download).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByText('Making the PDF…')).toBeInTheDocument();

    answer({ status: 404, body: { error: 'not_found', message: 'Not found' } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The file could not be made');
    expect(alert).toHaveTextContent('Not found');
    expect(download).not.toHaveAttribute('aria-busy');
  });

  it('tells a student when their tutor turned worksheets off', async () => {
    render('student', { enabled: false });
    expect(await screen.findByRole('heading', { name: 'Worksheets are turned off' })).toBeVisible();
    expect(
      screen.getByText(
        'Your tutor has turned worksheets off. Ask your tutor if you would like to print one.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Download worksheet' })).toBeNull();
  });

  it('switches to the message when the tutor turns worksheets off meanwhile', async () => {
    const user = setupUser();
    watchDownloads();
    let enabled = true;
    mockFetch({
      'GET /users/me/worksheet_settings': () => ({ body: { enabled } }),
      'GET /levels': { body: levelList() },
      'GET /subjects': thirdGradeSubjects,
      'GET /worksheets/3/301': () => {
        enabled = false;
        return {
          status: 403,
          body: { error: 'worksheets_disabled', message: 'Your tutor has turned worksheets off.' },
        };
      },
    });
    renderScreen(<WorksheetsScreen />, {
      user: currentUser('student'),
      route: '/worksheets',
      path: '/worksheets',
    });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Subject' })).toHaveValue('301'),
    );
    await user.click(screen.getByRole('button', { name: 'Download worksheet' }));
    expect(await screen.findByRole('heading', { name: 'Worksheets are turned off' })).toBeVisible();
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    seeds(5);
    const { requests } = render('tutor');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hojas de trabajo' }),
    ).toBeVisible();
    expect(await screen.findByRole('combobox', { name: 'Grado' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Materia' })).toBeVisible();
    expect(screen.getByRole('option', { name: '20 preguntas' })).toBeInTheDocument();
    expect(screen.getByText('Hoja de trabajo #5')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Descargar hoja de trabajo' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Descargar respuestas' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Preguntas nuevas' })).toBeVisible();
    const user = setupUser();
    watchDownloads();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Materia' })).toHaveValue('101'),
    );
    await user.click(screen.getByRole('button', { name: 'Descargar hoja de trabajo' }));
    await waitFor(() => expect(pdfRequests(requests)).toHaveLength(1));
    expect(pdfRequests(requests)[0]!.url.searchParams.get('lang')).toBe('es');
    expect(pdfRequests(requests)[0]!.headers['Accept-Language']).toBe('es');
  });

  it('names files after the last part of the catalogue paths', () => {
    expect(worksheetFileName('grade-3', 'grade-3/math', 'worksheet')).toBe(
      'aula-worksheet-grade-3-math.pdf',
    );
    expect(worksheetFileName('grade-9', 'World Studies', 'answer-key')).toBe(
      'aula-worksheet-grade-9-world-studies-answer-key.pdf',
    );
  });
});
