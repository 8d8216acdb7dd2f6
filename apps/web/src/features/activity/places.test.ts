import { describe, expect, it } from 'vitest';
import { placesOf } from './places';

describe('the places a route is about', () => {
  it('reads the catalogue ids, and a game by its name', () => {
    expect(placesOf({ gradeId: '1', subjectId: '101', clusterId: '10101' })).toEqual({
      grade: 1,
      subject: 101,
      cluster: 10101,
      lesson: null,
      game: null,
    });
    expect(placesOf({ gameName: 'soccer-goal' })).toMatchObject({ game: 8, lesson: null });
  });

  it('ignores ids and names that are not ones', () => {
    expect(placesOf({ gradeId: 'x1', lessonId: '0', gameName: 'tic-tac-toe' })).toEqual({
      grade: null,
      subject: null,
      cluster: null,
      lesson: null,
      game: null,
    });
  });
});
