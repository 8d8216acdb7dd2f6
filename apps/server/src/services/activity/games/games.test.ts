import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from '@aula/db/testing';
import type { Activity, GamePlay, GameScores } from '@aula/shared';
import { GAME_NAMES } from '@aula/shared';
import type { UserRow } from '../../../domain/users/users-repository';
import type { CatalogueTestApp } from '../../../testing/catalogue-app';
import { createCatalogueTestApp } from '../../../testing/catalogue-app';

const won = (game: string, level: number, livesLeft = 3) => ({
  game,
  level,
  score: 1500,
  exercises_done: 5,
  wrong_answers: 3 - livesLeft,
  lives_left: livesLeft,
  won: true,
  duration_ms: 42_000,
});
const lost = (game: string, level: number, exercisesDone: number) => ({
  game,
  level,
  score: exercisesDone * 300,
  exercises_done: exercisesDone,
  wrong_answers: 3,
  lives_left: 0,
  won: false,
  duration_ms: 30_000,
});
/** What the response echoes of a round (the answers and the time are checked, not kept). */
const kept = ({ wrong_answers: _wrong, duration_ms: _duration, ...play }: ReturnType<typeof won>) =>
  play;

describe.each(testDialects())('practice games on %s', (dialect) => {
  let t: CatalogueTestApp;
  let tutor: UserRow;
  let student: UserRow;
  let token: string;
  beforeAll(async () => {
    t = await createCatalogueTestApp(dialect);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    tutor = await t.createUser('tutor');
    student = await t.createUser('student', { account_id: tutor.account_id, tutor_id: tutor.id });
    token = await t.tokenFor(student);
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
      expect(response.json<GamePlay>()).toMatchObject({ ...kept(play), student_id: student.id });
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

  it('refuses a round the game could not have produced, with a translated reason, and records nothing', async () => {
    const refusals: [object, string, string][] = [
      // Points the right answers did not earn.
      [{ ...won('soccer-goal', 0), score: 1800 }, 'score', 'Una ronda da 300 puntos'],
      [{ ...lost('soccer-goal', 0, 2), score: 900 }, 'score', 'Una ronda da 300 puntos'],
      // More right answers than the level's 5 exercises.
      [
        { ...won('soccer-goal', 0), exercises_done: 6, score: 1800 },
        'exercises_done',
        'Una ronda no puede tener más respuestas correctas',
      ],
      // Lives out of range, or not 3 minus the wrong answers.
      [{ ...won('soccer-goal', 0), lives_left: 4 }, 'lives_left', 'Una ronda empieza con 3 vidas'],
      [
        { ...won('soccer-goal', 0), lives_left: 3, wrong_answers: 2 },
        'lives_left',
        'Una ronda empieza con 3 vidas',
      ],
      [
        { ...lost('soccer-goal', 0, 2), wrong_answers: 4 },
        'lives_left',
        'Una ronda empieza con 3 vidas',
      ],
      // Won without every exercise right, lost with lives left, or neither: not how rounds end.
      [{ ...won('soccer-goal', 0), won: false }, 'won', 'Una ronda se gana'],
      [{ ...lost('soccer-goal', 0, 2), won: true }, 'won', 'Una ronda se gana'],
      [
        { ...lost('soccer-goal', 0, 2), wrong_answers: 1, lives_left: 2 },
        'won',
        'Una ronda se gana',
      ],
      // Five exercises in under five seconds; a lost round also answered the one it ended on.
      [{ ...won('soccer-goal', 0), duration_ms: 4_999 }, 'duration_ms', 'Una ronda no se puede'],
      [{ ...lost('soccer-goal', 0, 2), duration_ms: 2_999 }, 'duration_ms', 'Una ronda no se'],
      // A level beyond the game's table (Soccer Goal has 5, Pumpkin Clock 6).
      [{ ...won('soccer-goal', 5) }, 'level', 'Ese nivel no está'],
    ];
    for (const [play, field, message] of refusals) {
      const response = await call('POST', '/v1/game-plays', play, token, 'es');
      expect(response.statusCode, JSON.stringify(play)).toBe(400);
      expect(response.json(), JSON.stringify(play)).toMatchObject({
        error: 'implausible_game_round',
        message: expect.stringContaining(message),
        fields: { [field]: expect.stringContaining(message) },
      });
    }
    for (const play of [
      { ...won('tic-tac-toe', 0) },
      { ...won('soccer-goal', 0), level: -1 },
      { ...won('soccer-goal', 0), score: '1500' },
      // A record without the answers and the time cannot be checked.
      kept(won('soccer-goal', 0)),
    ]) {
      const response = await call('POST', '/v1/game-plays', play, token, 'es');
      expect(response.statusCode, JSON.stringify(play)).toBe(400);
      expect(response.json<{ message: string }>().message).not.toBe('');
    }
    const scores = (await call('GET', '/v1/game-scores')).json<GameScores>();
    expect(scores.items.every((item) => item.plays === 0)).toBe(true);

    // The same rules let real rounds through: the last level, the quickest plausible round.
    for (const play of [
      won('pumpkin-clock', 5),
      { ...won('soccer-goal', 0, 1), duration_ms: 5_000 },
      { ...lost('soccer-goal', 4, 0), duration_ms: 1_000 },
    ]) {
      const response = await call('POST', '/v1/game-plays', play, token, 'es');
      expect(response.statusCode, response.body).toBe(201);
    }
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
    // The app is shared by the file's tests: only this student's rows are theirs to check.
    const rowsOf = (table: 'game_plays' | 'game_preferences') =>
      db.selectFrom(table).selectAll().where('student_id', '=', student.id).execute();
    expect(await rowsOf('game_plays')).toEqual([]);
    expect(await rowsOf('game_preferences')).toEqual([]);
  });
});
