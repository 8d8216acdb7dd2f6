import type { GameScores } from '@aula/shared';
import { GAME_NAMES } from '@aula/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { mockFetch } from '../../../test/fetch-mock';
import {
  captureDownload,
  leo,
  parseCsv,
  renderReports,
  runInTestTimeZone,
  tableOnScreen,
} from '../report-test-kit';

runInTestTimeZone();

const PATH = '/students/7/reports/games';

function scores(played: Partial<Record<string, Partial<GameScores['items'][number]>>> = {}) {
  return {
    student_id: 7,
    items: GAME_NAMES.map((game) => ({
      game,
      plays: 0,
      best_score: 0,
      levels_won: [],
      last_played_at: null,
      ...played[game],
    })),
  } satisfies GameScores;
}

describe('the practice games report', () => {
  it('shows every game with its rounds, best score and levels won, and exports them', async () => {
    const { requests } = mockFetch({
      'POST /get-user': { body: leo },
      'GET /v1/game-scores': {
        body: scores({
          'soccer-goal': {
            plays: 4,
            best_score: 1500,
            levels_won: [0, 2],
            last_played_at: '2026-11-20T17:30:00.000Z',
          },
          'pet-life': { plays: 1, best_score: 600, last_played_at: '2026-11-21T16:00:00.000Z' },
        }),
      },
    });
    renderReports(PATH);
    const table = await screen.findByRole('table', { name: 'Practice games of Leo Pérez' });
    expect(requests.find((request) => request.url.pathname === '/v1/game-scores')?.url.search).toBe(
      '?student_id=7',
    );
    const lines = tableOnScreen(table);
    expect(lines[0]).toEqual(['Game', 'Rounds played', 'Best score', 'Levels won', 'Last played']);
    expect(lines.find((line) => line[0] === 'Soccer Goal')).toEqual([
      'Soccer Goal',
      '4',
      '1,500',
      '2 of 5',
      expect.stringMatching(/Nov 20, 2026/),
    ]);
    expect(lines.find((line) => line[0] === 'Easter Egg Count')).toEqual([
      'Easter Egg Count',
      '0',
      '—',
      '0 of 4',
      'Never',
    ]);
    expect(lines.at(-1)).toEqual(['Total', '5', '', '', '']);

    const download = captureDownload();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const file = await download.last();
    expect(file.name).toMatch(/^leo-games-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(parseCsv(file.text)).toEqual(lines);
  });

  it('says so when no game was played, in Spanish too', async () => {
    await i18n.changeLanguage('es');
    mockFetch({ 'POST /get-user': { body: leo }, 'GET /v1/game-scores': { body: scores() } });
    renderReports(PATH);
    expect(await screen.findByRole('heading', { name: 'Aún no ha jugado' })).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Exportar CSV' })).toBeNull();
  });
});
