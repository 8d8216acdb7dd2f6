import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from '@aula/db/testing';
import type { Activity, GamePlay, GameScores } from '@aula/shared';
import { GAME_NAMES } from '@aula/shared';
import type { UserRow } from '../../main/users/users-repository';
import type { CatalogueTestApp } from '../../../testing/catalogue-app';
import { createCatalogueTestApp } from '../../../testing/catalogue-app';

const won = (game: string, level: number, livesLeft = 3) => ({
  game,
  level,
  score: 1500,
  exercises_done: 5,
  lives_left: livesLeft,
  won: true,
});
const lost = (game: string, level: number, exercisesDone: number) => ({
  game,
  level,
  score: exercisesDone * 300,
  exercises_done: exercisesDone,
  lives_left: 0,
  won: false,
});

describe.each(testDialects())('practice games on %s', (dialect) => {
  let t: CatalogueTestApp;
  let tutor: UserRow;
  let student: UserRow;
  let token: string;
  beforeEach(async () => {
    t = await createCatalogueTestApp(dialect);
    tutor = await t.createUser('tutor');
    student = await t.createUser('student', { account_id: tutor.account_id, tutor_id: tutor.id });
    token = await t.tokenFor(student);
  });
  afterEach(async () => {
    await t.close();
  });

  const call = (method: 'GET' | 'POST', url: string, payload?: object, as = token, lang = 'en') =>
    t.activity.inject({
      method,
      url,
      payload,
      headers: { ...t.bearer(as), 'accept-language': lang },
    });

  it('names a game activity after the game, in the language asked for', async () => {
    const response = await call('POST', '/v1/game-activities', { game_id: 8 }, token, 'es');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Activity>()).toMatchObject({
      scope: 'game',
      title: 'Gol de fútbol',
      lesson_id: null,
    });
    const missing = await call('POST', '/v1/game-activities', { game_id: 99 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      fields: { game_id: 'Choose one of the practice games' },
    });
  });

  it('keeps each game’s plays, best score and levels won, for the student and their tutor', async () => {
    for (const play of [
      lost('soccer-goal', 0, 2),
      won('soccer-goal', 0, 1),
      won('soccer-goal', 2),
      won('soccer-goal', 0),
      lost('pet-life', 1, 0),
    ]) {
      const response = await call('POST', '/v1/game-plays', play);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json<GamePlay>()).toMatchObject({ ...play, student_id: student.id });
    }
    const own = await call('GET', '/v1/game-scores');
    expect(own.statusCode).toBe(200);
    const scores = own.json<GameScores>();
    expect(scores.items.map((item) => item.game)).toEqual(GAME_NAMES);
    expect(scores.items.find((item) => item.game === 'soccer-goal')).toMatchObject({
      plays: 4,
      best_score: 1500,
      levels_won: [0, 2],
    });
    expect(scores.items.find((item) => item.game === 'pet-life')).toMatchObject({
      plays: 1,
      best_score: 0,
      levels_won: [],
    });
    expect(scores.items.find((item) => item.game === 'easter-egg')).toEqual({
      game: 'easter-egg',
      plays: 0,
      best_score: 0,
      levels_won: [],
      last_played_at: null,
    });
    const asTutor = await call(
      'GET',
      `/v1/game-scores?student_id=${student.id}`,
      undefined,
      await t.tokenFor(tutor),
    );
    expect(asTutor.json<GameScores>()).toEqual(scores);
  });

  it('refuses a round whose score the answers could not have earned, and records nothing', async () => {
    for (const play of [
      { ...won('soccer-goal', 0), score: 1800 },
      { ...won('soccer-goal', 0), lives_left: 0 },
      { ...lost('soccer-goal', 0, 2), lives_left: 1 },
      { ...won('tic-tac-toe', 0) },
      { ...won('soccer-goal', 0), level: -1 },
      { ...won('soccer-goal', 0), score: '1500' },
    ]) {
      const response = await call('POST', '/v1/game-plays', play, token, 'es');
      expect(response.statusCode, JSON.stringify(play)).toBe(400);
      expect(response.json<{ message: string }>().message).not.toBe('');
    }
    const scores = (await call('GET', '/v1/game-scores')).json<GameScores>();
    expect(scores.items.every((item) => item.plays === 0)).toBe(true);
  });

  it('remembers the student’s game settings, and refuses malformed ones without changing them', async () => {
    const fresh = await call('GET', '/v1/game-preferences');
    expect(fresh.json()).toEqual({ muted: false, speech: true, levels: {} });
    const chosen = { muted: true, speech: false, levels: { 'soccer-goal': 2, 'pet-life': 0 } };
    const saved = await t.activity.inject({
      method: 'PUT',
      url: '/v1/game-preferences',
      payload: chosen,
      headers: t.bearer(token),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(chosen);
    for (const bad of [
      { ...chosen, muted: 'yes' },
      { ...chosen, levels: { 'tic-tac-toe': 1 } },
      { ...chosen, levels: { 'soccer-goal': 42 } },
      {},
    ]) {
      const refused = await t.activity.inject({
        method: 'PUT',
        url: '/v1/game-preferences',
        payload: bad,
        headers: { ...t.bearer(token), 'accept-language': 'es' },
      });
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await call('GET', '/v1/game-preferences')).json()).toEqual(chosen);
  });

  it('forgets a deleted student’s rounds', async () => {
    await call('POST', '/v1/game-plays', won('easter-egg', 1));
    await t.activity.inject({
      method: 'PUT',
      url: '/v1/game-preferences',
      payload: { muted: true, speech: true, levels: {} },
      headers: t.bearer(token),
    });
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/students/${student.id}`,
      headers: t.bearer(await t.tokenFor(tutor)),
    });
    expect(response.statusCode, response.body).toBe(204);
    const db = t.context.database.db;
    expect(await db.selectFrom('game_plays').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('game_preferences').selectAll().execute()).toEqual([]);
  });
});
