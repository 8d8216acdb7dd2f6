import type { Language, RoleName } from '@aula/shared';
import type { RouteObject } from 'react-router';
import { matchRoutes, redirect } from 'react-router';
import { studentAssessmentRoutes } from '../features/assessments/routes';
import { studentCatalogueRoutes } from '../features/catalogue/routes';
import { studentLessonSearchRoutes } from '../features/lesson-search/routes';
import { studentProfileRoutes, tutorProfileRoutes } from '../features/profile/routes';
import { installerSignupRoutes } from '../features/signup/routes';
import { studentHomeRoutes } from '../features/student-home/routes';
import { tutorStudentsRoutes } from '../features/students/routes';
import { tutorContentAccessRoutes } from '../features/content-access/routes';
import { studentHelpRoutes, tutorHelpRoutes } from '../features/help/routes';
import { tutorSettingsRoutes } from '../features/tutor-settings/routes';
import { tutorTutorsRoutes } from '../features/tutors/routes';
import { tutorReportRoutes } from '../features/reports/routes';
import { studentEvaluationRoutes, tutorEvaluationRoutes } from '../features/evaluation/routes';
import { studentGameRoutes } from '../features/games/routes';
import { studentDictionaryRoutes, tutorDictionaryRoutes } from '../features/dictionary/routes';
import { studentBookRoutes } from '../features/books/routes';
import { installerActivationRoutes, tutorActivationRoutes } from '../features/activation/routes';
import { studentWorksheetsRoutes, tutorWorksheetsRoutes } from '../features/worksheets/routes';
import { studentWelcomeRoutes, tutorWelcomeRoutes } from '../features/welcome/routes';
import { i18n, namespacesOfKeys } from '../lib/i18n';
import { lazyScreen } from '../lib/lazy-screen';
import type { AppRoute, RouteHandle } from '../lib/routing';
import { isRouteHandle } from '../lib/routing';
import { loadTexts } from '../locales/load-texts';
import type { I18nKey, Namespace } from '../locales/resources';
import { layoutLoaders } from './layout-loaders';
import { NAV_ITEMS } from './navigation';
import { RouteErrorBoundary } from './route-error-boundary';

/*
 * The signed-in roles' route tables: every screen's route, title, breadcrumb and data loader. A
 * chunk of its own, fetched once someone is signed in, so a visitor's sign-in screen does not
 * download the routes of screens it cannot open (docs/web-performance.md#lazy-screens-and-schemas).
 */

function redirectingIndex(role: RoleName, to: string): AppRoute {
  return { index: true, handle: { roles: [role] }, loader: () => redirect(to), element: null };
}

interface LayoutGroup {
  /** Whose screens these are: the role's layout is `layoutLoaders[role]`. */
  role: RoleName;
  /**
   * The texts the layout's own parts show (sidebar, trial banner, idle and welcome dialogs):
   * fetched with its code, so the first render does not wait for them one after another.
   */
  namespaces: Namespace[];
  /** Breadcrumb of the layout itself, shown before the screens' own. */
  breadcrumb?: I18nKey;
  routes: AppRoute[];
}

/** Every role's screens, by layout (docs/product-rules.md#roles-and-routes). */
export const layoutGroups: LayoutGroup[] = [
  {
    role: 'student',
    namespaces: ['activity', 'welcome'],
    breadcrumb: 'common:nav.home',
    routes: [
      ...studentHomeRoutes,
      ...studentCatalogueRoutes,
      ...studentAssessmentRoutes,
      ...studentLessonSearchRoutes,
      ...studentProfileRoutes,
      ...studentEvaluationRoutes,
      ...studentGameRoutes,
      ...studentHelpRoutes,
      ...studentDictionaryRoutes,
      ...studentBookRoutes,
      ...studentWorksheetsRoutes,
      ...studentWelcomeRoutes,
    ],
  },
  {
    role: 'tutor',
    namespaces: ['activity', 'welcome', 'activation'],
    routes: [
      redirectingIndex('tutor', '/students'),
      ...tutorStudentsRoutes,
      ...tutorReportRoutes,
      ...tutorEvaluationRoutes,
      ...tutorProfileRoutes,
      ...tutorTutorsRoutes,
      ...tutorContentAccessRoutes,
      ...tutorSettingsRoutes,
      ...tutorHelpRoutes,
      ...tutorDictionaryRoutes,
      ...tutorWorksheetsRoutes,
      ...tutorActivationRoutes,
      ...tutorWelcomeRoutes,
    ],
  },
  {
    role: 'installer',
    namespaces: ['activity', 'welcome', 'activation'],
    routes: [
      redirectingIndex('installer', '/signup/tutor'),
      ...installerSignupRoutes,
      ...installerActivationRoutes,
    ],
  },
];

function routeKey(route: AppRoute) {
  return route.index ? '/' : (route.path ?? '');
}

/** The texts a role's layout shows: its sidebar's and its own parts' (LayoutGroup.namespaces). */
function layoutNamespaces({ role, namespaces }: LayoutGroup): Namespace[] {
  const sidebarTexts = namespacesOfKeys(
    NAV_ITEMS.filter((item) => item.roles.includes(role)).map((item) => item.label),
  );
  return [...sidebarTexts, ...namespaces];
}

async function loadLayoutWithTexts(group: LayoutGroup) {
  const [layout] = await Promise.all([
    layoutLoaders[group.role](),
    i18n.loadNamespaces(layoutNamespaces(group)),
  ]);
  return layout;
}

/**
 * The routes of the given roles, each role's screens inside its layout. Only routes whose
 * handle lists one of the roles exist; when two roles define the same path the first wins.
 * Within one layout, features may share a path segment (the students list and a student's
 * reports both sit under /students): the router matches each URL to the route that fits it.
 */
export function generateRoleRoutes(roles: RoleName[]): RouteObject[] {
  const takenByEarlierRoles = new Set<string>();
  const generated: RouteObject[] = [];
  for (const group of layoutGroups) {
    const { role, breadcrumb, routes } = group;
    if (!roles.includes(role)) continue;
    const children = routes.filter(
      (route) =>
        route.handle.roles.some((allowed) => roles.includes(allowed)) &&
        !takenByEarlierRoles.has(routeKey(route)),
    );
    for (const route of children) takenByEarlierRoles.add(routeKey(route));
    if (children.length === 0) continue;
    const handle: RouteHandle = { roles: [role], breadcrumb };
    generated.push({
      id: `${role}-layout`,
      lazy: lazyScreen(() => loadLayoutWithTexts(group)),
      handle,
      children: [{ id: `${role}-screens`, errorElement: <RouteErrorBoundary />, children }],
    });
  }
  return generated;
}

/**
 * Starts fetching what the screen at `pathname` shows for `roles`: its layout's and screen's
 * chunks and the texts of both, in `language`. early-requests.ts calls it before the app (and
 * i18next) runs, so the code and texts download beside the current-user request instead of
 * after it. The router later runs the same `lazy` functions and i18next reads the same text
 * modules: each is fetched once. A failure here is the router's to report when it gets there.
 */
export function prefetchScreenCode(roles: RoleName[], pathname: string, language: Language) {
  const matches = matchRoutes(generateRoleRoutes(roles), pathname) ?? [];
  const [layoutMatch, ...screenMatches] = matches;
  const group = layoutGroups.find(({ role }) => layoutMatch?.route.id === `${role}-layout`);
  if (!group) return;
  layoutLoaders[group.role]().catch(() => undefined);
  for (const { route } of screenMatches) {
    const load = typeof route.lazy === 'function' ? route.lazy : route.lazy?.Component;
    load?.().catch(() => undefined);
  }
  const handles = matches.map((match) => match.route.handle as unknown).filter(isRouteHandle);
  const routeTexts = namespacesOfKeys(
    handles.flatMap(({ title, breadcrumb }) => [title, breadcrumb]),
  );
  for (const namespace of new Set([...layoutNamespaces(group), ...routeTexts]))
    loadTexts(language, namespace).catch(() => undefined);
}
