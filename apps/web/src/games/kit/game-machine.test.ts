import { describe, expect, it } from 'vitest';
import type { GameAction, GameState } from './game-machine';
import { createGameReducer, initialGameState, starsOf } from './game-machine';

const reducer = createGameReducer(4);
const setup = { levelCount: 4, settings: { level: 1, muted: false, speech: true } };
const run = (state: GameState, ...actions: GameAction[]) => actions.reduce(reducer, state);
const right: GameAction[] = [{ type: 'answer', result: 'right' }, { type: 'continue' }];
const wrong: GameAction[] = [{ type: 'answer', result: 'wrong' }, { type: 'continue' }];
const started = () => run(initialGameState(setup), { type: 'start', seed: 11 });

describe('the game state machine', () => {
  it('starts on the home screen with 3 lives, no score and the first exercise', () => {
    expect(initialGameState(setup)).toMatchObject({
      screen: 'home',
      lives: 3,
      score: 0,
      exercise: 0,
      exercises: 5,
      won: null,
      settings: { level: 1, muted: false, speech: true },
    });
  });

  it('keeps a remembered level inside the game’s table', () => {
    expect(
      initialGameState({ ...setup, settings: { ...setup.settings, level: 9 } }).settings.level,
    ).toBe(3);
    expect(
      initialGameState({ ...setup, settings: { ...setup.settings, level: -2 } }).settings.level,
    ).toBe(0);
  });

  it('goes from home to play with the round’s seed', () => {
    expect(started()).toMatchObject({ screen: 'play', seed: 11, round: 1, feedback: null });
  });

  it('adds 300 points for a right answer and moves on once the feedback is seen', () => {
    const answered = run(started(), { type: 'answer', result: 'right' });
    expect(answered).toMatchObject({ score: 300, exercise: 0, feedback: 'right', lives: 3 });
    expect(run(answered, { type: 'continue' })).toMatchObject({ exercise: 1, feedback: null });
  });

  it('takes a life for a wrong answer and asks the same exercise again', () => {
    const answered = run(started(), { type: 'answer', result: 'wrong' });
    expect(answered).toMatchObject({ lives: 2, score: 0, wrong: 1, feedback: 'wrong' });
    expect(run(answered, { type: 'continue' })).toMatchObject({ exercise: 0, tries: 1, lives: 2 });
  });

  it('counts an invalid answer as nothing: no life, no points, and play goes on', () => {
    const answered = run(started(), { type: 'answer', result: 'invalid' });
    expect(answered).toMatchObject({ lives: 3, score: 0, feedback: 'invalid' });
    expect(run(answered, { type: 'answer', result: 'right' })).toMatchObject({ score: 300 });
    expect(run(answered, { type: 'continue' })).toMatchObject({ feedback: null, tries: 0 });
  });

  it('ignores answers while right or wrong is being shown, and outside play', () => {
    const answered = run(started(), { type: 'answer', result: 'right' });
    expect(run(answered, { type: 'answer', result: 'right' }).score).toBe(300);
    expect(run(answered, { type: 'answer', result: 'wrong' }).lives).toBe(3);
    const home = initialGameState(setup);
    expect(run(home, { type: 'answer', result: 'right' })).toBe(home);
    expect(run(home, { type: 'continue' })).toBe(home);
  });

  it('completes the round as won after the last exercise, flagging the level', () => {
    const done = run(started(), ...right, ...wrong, ...right, ...right, ...right, ...right);
    expect(done).toMatchObject({
      screen: 'completed',
      won: true,
      score: 1500,
      lives: 2,
      levelsWon: [1],
    });
    expect(starsOf(done)).toBe(2);
  });

  it('completes the round as lost when the last life goes', () => {
    const done = run(started(), ...right, ...wrong, ...wrong, { type: 'answer', result: 'wrong' });
    expect(done.screen).toBe('play');
    const lost = run(done, { type: 'continue' });
    expect(lost).toMatchObject({
      screen: 'completed',
      won: false,
      lives: 0,
      score: 300,
      levelsWon: [],
    });
    expect(starsOf(lost)).toBe(0);
  });

  it('resets lives to 3, score to 0 and exercise to 0', () => {
    const midway = run(started(), ...right, ...right, ...wrong);
    expect(run(midway, { type: 'reset' })).toMatchObject({
      lives: 3,
      score: 0,
      wrong: 0,
      exercise: 0,
      feedback: null,
      won: null,
      screen: 'play',
    });
    expect(run(midway, { type: 'home' })).toMatchObject({
      screen: 'home',
      lives: 3,
      score: 0,
      exercise: 0,
    });
  });

  it('plays again from the completed screen with a fresh round', () => {
    const done = run(started(), ...right, ...right, ...right, ...right, ...right);
    const again = run(done, { type: 'start', seed: 12 });
    expect(again).toMatchObject({
      screen: 'play',
      round: 2,
      seed: 12,
      score: 0,
      lives: 3,
      exercise: 0,
      won: null,
    });
    expect(again.levelsWon).toEqual([1]);
  });

  it('changes level, sound and speech settings, but not the level mid-round', () => {
    const home = run(
      initialGameState(setup),
      { type: 'setLevel', level: 3 },
      { type: 'toggleMute' },
      { type: 'toggleSpeech' },
    );
    expect(home.settings).toEqual({ level: 3, muted: true, speech: false });
    expect(run(home, { type: 'setLevel', level: 7 }).settings.level).toBe(3);
    const playing = run(home, { type: 'start', seed: 1 });
    expect(run(playing, { type: 'setLevel', level: 0 }).settings.level).toBe(3);
    expect(run(playing, { type: 'toggleMute' }).settings.muted).toBe(false);
  });

  it('merges the record saved earlier: levels won and the best score', () => {
    const state = run(initialGameState({ ...setup, levelsWon: [2] }), {
      type: 'record',
      levelsWon: [0, 2],
      bestScore: 900,
    });
    expect(state).toMatchObject({ levelsWon: [0, 2], bestScore: 900 });
  });

  it('remembers the best score before each round, and raises it when a round beats it', () => {
    const first = run(initialGameState({ ...setup, bestScore: 600 }), { type: 'start', seed: 1 });
    expect(first.bestBeforeRound).toBe(600);
    const beaten = run(first, ...right, ...right, ...right, ...wrong, ...wrong, ...wrong);
    expect(beaten).toMatchObject({ screen: 'completed', score: 900, bestScore: 900 });
    const next = run(beaten, { type: 'start', seed: 2 }, ...wrong, ...wrong, ...wrong);
    expect(next).toMatchObject({ bestBeforeRound: 900, bestScore: 900, score: 0 });
  });
});
