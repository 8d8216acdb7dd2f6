import type { GameScores } from '@aula/shared';
import { GAME_NAMES } from '@aula/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { mockFetch } from '../../test/fetch-mock';
import { currentUser } from '../../test/fixtures';
import { renderScreen } from '../../test/render-screen';
import { GameScreen } from './components/game-screen';
import { GamesMenuScreen } from './components/games-menu-screen';

const scores: GameScores = {
  student_id: 11,
  items: GAME_NAMES.map((game) => ({
    game,
    plays: game === 'pumpkin-clock' ? 3 : 0,
    best_score: game === 'pumpkin-clock' ? 1200 : 0,
    levels_won: game === 'pumpkin-clock' ? [0] : [],
    last_played_at: game === 'pumpkin-clock' ? '2026-11-22T10:00:00.000Z' : null,
  })),
};

describe('the games menu', () => {
  it('offers the eight games, each with a picture and the student’s best score', async () => {
    mockFetch({ 'GET /v1/game-scores': { body: scores } });
    renderScreen(<GamesMenuScreen />, { user: currentUser('student') });
    expect(screen.getByRole('heading', { name: 'Games', level: 1 })).toBeVisible();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      GAME_NAMES.map((name) => `/practices/${name}`),
    );
    const pumpkin = screen.getByRole('link', { name: /Pumpkin Clock/ });
    expect(await within(pumpkin).findByText('Best score: 1,200')).toBeVisible();
    expect(within(pumpkin).getByText(/Played 3 times · 1 of 6 levels won/)).toBeVisible();
    expect(
      within(screen.getByRole('link', { name: /Soccer Goal/ })).getByText('Not played yet'),
    ).toBeVisible();
  });

  it('still offers the games when the scores cannot be loaded, in Spanish', async () => {
    await i18n.changeLanguage('es');
    mockFetch({ 'GET /v1/game-scores': { status: 500, body: { message: 'Error' } } });
    renderScreen(<GamesMenuScreen practices />, { user: currentUser('student') });
    expect(screen.getByRole('heading', { name: 'Juegos de práctica', level: 1 })).toBeVisible();
    expect(await screen.findByText(/No se pudieron cargar tus puntuaciones/)).toBeVisible();
    expect(screen.getByRole('link', { name: /Gol de fútbol/ })).toBeVisible();
  });
});

describe('a game’s screen', () => {
  it('says there is no such game for an unknown name', () => {
    mockFetch({});
    renderScreen(<GameScreen />, {
      user: currentUser('student'),
      path: '/practices/tic-tac-toe',
      route: '/practices/:gameName',
    });
    expect(screen.getByRole('heading', { name: 'There is no game here' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'See all games' })).toHaveAttribute(
      'href',
      '/practices',
    );
  });
});
