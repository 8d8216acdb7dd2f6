import type { GameScore, Language } from '@aula/shared';
import { gameByName } from '@aula/shared';
import type { TFunction } from 'i18next';
import { GAME_LEVEL_COUNTS } from '../../../games/level-counts';
import { dateTimeLabel } from '../format';
import type { ReportTable } from '../report-table';

export type GamesColumn = 'game' | 'plays' | 'bestScore' | 'levelsWon' | 'lastPlayed';

export type GamesTable = ReportTable<GamesColumn, { plays: number }>;

/** Every practice game in menu order: how often the student played it and how well. */
export function gamesTable(
  scores: readonly GameScore[],
  t: TFunction<'reports'>,
  language: Language,
): GamesTable {
  const number = new Intl.NumberFormat(language);
  const columns: GamesTable['columns'] = [
    { key: 'game', header: t('games.columns.game') },
    { key: 'plays', header: t('games.columns.plays'), numeric: true },
    { key: 'bestScore', header: t('games.columns.bestScore'), numeric: true },
    { key: 'levelsWon', header: t('games.columns.levelsWon'), numeric: true },
    { key: 'lastPlayed', header: t('games.columns.lastPlayed') },
  ];
  const rows: GamesTable['rows'] = scores.map((score) => ({
    id: `game-${score.game}`,
    cells: {
      game: gameByName(score.game)?.title[language] ?? score.game,
      plays: number.format(score.plays),
      bestScore: score.plays > 0 ? number.format(score.best_score) : t('games.none'),
      levelsWon: t('games.levelsWon', {
        won: score.levels_won.length,
        total: GAME_LEVEL_COUNTS[score.game],
      }),
      lastPlayed: score.last_played_at
        ? dateTimeLabel(score.last_played_at, language)
        : t('games.never'),
    },
    meta: { plays: score.plays },
  }));
  const plays = scores.reduce((sum, score) => sum + score.plays, 0);
  return {
    columns,
    rows,
    totals: {
      game: t('games.total'),
      plays: number.format(plays),
      bestScore: '',
      levelsWon: '',
      lastPlayed: '',
    },
  };
}
