import type { GlossaryItem } from '@aula/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { levelList, subject } from '../../../test/catalogue-fixtures';
import type { RecordedRequest } from '../../../test/fetch-mock';
import { mockFetch } from '../../../test/fetch-mock';
import { currentUser } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render-screen';
import { generateRoleRoutes } from '../../../app/role-routes';
import { lessonPath } from '../../../lib/catalogue-paths';
import { GlossaryScreen } from './glossary-screen';
import { setupUser } from '../../../test/user';

function term(overrides: Partial<GlossaryItem> = {}): GlossaryItem {
  return {
    term: 'fraction',
    definition: 'A part of a whole.',
    subject_id: 31,
    subject_name: 'Mathematics',
    grade_id: 3,
    level_id: 1,
    lessons: [
      { id: 502, title: 'Halves and quarters', cluster_id: 50 },
      { id: 503, title: 'Comparing fractions', cluster_id: 50 },
    ],
    ...overrides,
  };
}

const TERMS: GlossaryItem[] = [
  term(),
  term({
    term: 'root',
    definition: 'The part of a plant that takes water from the soil.',
    subject_id: 32,
    subject_name: 'Science',
    grade_id: 7,
    level_id: 2,
    lessons: [{ id: 611, title: 'Plant parts', cluster_id: 61 }],
  }),
  term({
    term: 'sum',
    definition: 'The result of adding numbers.',
    subject_id: 33,
    subject_name: 'Mathematics',
    grade_id: 1,
    lessons: [],
  }),
];

/** The glossary service, filtering its terms by grade_id, subject_id and q as the real one does. */
function glossaryAnswer(request: RecordedRequest) {
  const gradeId = request.url.searchParams.get('grade_id');
  const subjectId = request.url.searchParams.get('subject_id');
  const text = request.url.searchParams.get('q');
  return {
    body: {
      items: TERMS.filter(
        (item) =>
          (!gradeId || item.grade_id === Number(gradeId)) &&
          (!subjectId || item.subject_id === Number(subjectId)) &&
          (!text || item.term.includes(text)),
      ),
    },
  };
}

function renderGlossary(role: 'student' | 'tutor' = 'student') {
  return renderScreen(<GlossaryScreen />, {
    user: currentUser(role),
    route: '/glossary',
    path: '/glossary',
    routes: generateRoleRoutes([role]),
  });
}

function termsList() {
  return within(screen.getByRole('list', { name: 'Glossary terms' }));
}

describe('glossary', () => {
  it('lists every term with its definition, where it is taught and the lessons using it', async () => {
    mockFetch({
      'GET /levels': { body: levelList() },
      'GET /v1/glossary': glossaryAnswer,
    });
    renderGlossary();
    expect(screen.getByRole('heading', { level: 1, name: 'Glossary' })).toBeVisible();
    const fraction = await screen.findByRole('heading', { level: 2, name: 'fraction' });
    expect(screen.getByText('3 terms')).toBeVisible();
    const card = within(fraction.closest('li')!);
    expect(card.getByText('A part of a whole.')).toBeVisible();
    expect(card.getByText(/Third grade · Mathematics/)).toBeVisible();
    expect(card.getByRole('heading', { level: 3, name: 'Lessons that use it' })).toBeVisible();
    expect(card.getByRole('link', { name: 'Halves and quarters' })).toHaveAttribute(
      'href',
      lessonPath(3, 1, 31, 50, 502),
    );
    expect(card.getByRole('link', { name: 'Comparing fractions' })).toHaveAttribute(
      'href',
      lessonPath(3, 1, 31, 50, 503),
    );
    expect(screen.getByRole('combobox', { name: 'Subject' })).toBeDisabled();
    expect(
      screen.getByRole('link', { name: 'Look up any word in the spelling helper' }),
    ).toHaveAttribute('href', '/spelling-helper-dictionary');
  });

  it('names the lessons without links for a tutor, who has no lesson screens', async () => {
    mockFetch({ 'GET /levels': { body: levelList() }, 'GET /v1/glossary': glossaryAnswer });
    renderGlossary('tutor');
    const fraction = await screen.findByRole('heading', { level: 2, name: 'fraction' });
    const card = within(fraction.closest('li')!);
    expect(card.getByText('Halves and quarters')).toBeVisible();
    expect(card.queryByRole('link')).not.toBeInTheDocument();
  });

  it('filters by grade, then by one of its subjects, and searches by text', async () => {
    const user = setupUser();
    const { requests } = mockFetch({
      'GET /levels': { body: levelList() },
      'GET /subjects': {
        body: {
          items: [subject(), subject({ id: 34, name: 'Reading', abbreviation: 'Rdg' })],
          total: 2,
        },
      },
      'GET /v1/glossary': glossaryAnswer,
    });
    renderGlossary();
    await screen.findByRole('heading', { level: 2, name: 'root' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Grade' }), 'Third grade');
    expect(await screen.findByText('1 term')).toBeVisible();
    expect(
      termsList()
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['fraction']);
    const byGrade = requests.filter((request) => request.url.pathname === '/v1/glossary').at(-1);
    expect(byGrade?.url.searchParams.get('grade_id')).toBe('3');
    const subjects = requests.find((request) => request.url.pathname === '/subjects');
    expect(subjects?.url.searchParams.get('grade_id')).toBe('3');

    const subjectSelect = screen.getByRole('combobox', { name: 'Subject' });
    await within(subjectSelect).findByRole('option', { name: 'Reading' });
    await user.selectOptions(subjectSelect, 'Reading');
    expect(await screen.findByRole('heading', { level: 2, name: 'No terms found' })).toBeVisible();
    const glossaryCalls = requests.filter((request) => request.url.pathname === '/v1/glossary');
    expect(glossaryCalls.at(-1)?.url.searchParams.get('subject_id')).toBe('34');

    await user.selectOptions(subjectSelect, 'Mathematics');
    expect(await screen.findByRole('heading', { level: 2, name: 'fraction' })).toBeVisible();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Grade' }), 'All grades');
    await user.type(screen.getByRole('searchbox', { name: 'Search the glossary' }), 'roo');
    await waitFor(() =>
      expect(
        termsList()
          .getAllByRole('heading', { level: 2 })
          .map((h) => h.textContent),
      ).toEqual(['root']),
    );
    expect(
      requests
        .filter((request) => request.url.pathname === '/v1/glossary')
        .at(-1)
        ?.url.searchParams.get('q'),
    ).toBe('roo');
  });

  it("shows the server's 400 message on the search box, in Spanish", async () => {
    await i18n.changeLanguage('es');
    const user = setupUser();
    const { requests } = mockFetch({
      'GET /levels': { body: levelList() },
      'GET /v1/glossary': (request) =>
        request.url.searchParams.get('q')
          ? {
              status: 400,
              body: {
                error: 'validation',
                message: 'Escribe 100 caracteres como máximo',
                fields: { q: 'Escribe 100 caracteres como máximo' },
              },
            }
          : glossaryAnswer(request),
    });
    renderGlossary();
    expect(screen.getByRole('heading', { level: 1, name: 'Glosario' })).toBeVisible();
    expect(await screen.findByText('3 términos')).toBeVisible();
    expect(
      screen.getAllByRole('heading', { level: 3, name: 'Lecciones que lo usan' }),
    ).toHaveLength(2);
    const box = screen.getByRole('searchbox', { name: 'Buscar en el glosario' });
    await user.type(box, 'x'.repeat(5));
    expect(await screen.findByText('Escribe 100 caracteres como máximo')).toBeVisible();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(requests.at(-1)?.headers['Accept-Language']).toBe('es');
  });
});
