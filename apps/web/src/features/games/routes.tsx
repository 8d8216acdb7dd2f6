import type { RoleName } from '@aula/shared';
import { gameByName } from '@aula/shared';
import { lazyScreen } from '../../lib/lazy-screen';
import type { AppRoute, BreadcrumbNameContext } from '../../lib/routing';

const student: RoleName[] = ['student'];

function gameTitle({ params, language }: BreadcrumbNameContext) {
  return params.gameName === undefined ? undefined : gameByName(params.gameName)?.title[language];
}

/** /games (the menu), /practices (the same games) and /practices/<name>, one per game. */
export const studentGameRoutes: AppRoute[] = [
  {
    path: 'games',
    handle: { roles: student, title: 'games:menu.title', breadcrumb: 'games:menu.title' },
    lazy: lazyScreen(() =>
      import('./components/games-menu-screen').then((module) => module.GamesMenuScreen),
    ),
  },
  {
    path: 'practices',
    handle: { roles: student, breadcrumb: 'games:menu.practicesTitle' },
    children: [
      {
        index: true,
        handle: {
          roles: student,
          title: 'games:menu.practicesTitle',
          breadcrumb: 'games:menu.practicesTitle',
        },
        lazy: lazyScreen(() =>
          import('./components/games-menu-screen').then((module) => module.PracticesMenuScreen),
        ),
      },
      {
        path: ':gameName',
        handle: {
          roles: student,
          title: 'games:menu.practicesTitle',
          breadcrumb: 'games:menu.practicesTitle',
          breadcrumbName: gameTitle,
        },
        lazy: lazyScreen(() =>
          import('./components/game-screen').then((module) => module.GameScreen),
        ),
      },
    ],
  },
];
