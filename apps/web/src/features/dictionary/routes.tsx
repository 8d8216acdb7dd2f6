import type { RoleName } from '@aula/shared';
import { lazyScreen } from '../../lib/lazy-screen';
import type { AppRoute } from '../../lib/routing';

function dictionaryRoutes(role: RoleName): AppRoute[] {
  return [
    {
      path: 'spelling-helper-dictionary',
      handle: { roles: [role], title: 'dictionary:title', breadcrumb: 'dictionary:crumb' },
      lazy: lazyScreen(() =>
        import('./components/dictionary-screen').then((module) => module.DictionaryScreen),
      ),
    },
    {
      path: 'glossary',
      handle: {
        roles: [role],
        title: 'dictionary:glossary.title',
        breadcrumb: 'dictionary:glossary.title',
      },
      lazy: lazyScreen(() =>
        import('./components/glossary-screen').then((module) => module.GlossaryScreen),
      ),
    },
  ];
}

/**
 * The spelling-helper dictionary and the glossary (docs/product-rules.md#student-screens), for
 * students and tutors.
 */
export const studentDictionaryRoutes = dictionaryRoutes('student');
export const tutorDictionaryRoutes = dictionaryRoutes('tutor');
