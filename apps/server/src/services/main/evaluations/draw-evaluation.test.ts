import { describe, expect, it } from 'vitest';
import { AppError } from '../../../platform/errors';
import type { ClusterPools, PoolQuestion } from './draw-evaluation';
import { drawSubjectQuestions } from './draw-evaluation';

let nextRowId = 1;
function pool(prefix: string, size: number, content = prefix): PoolQuestion[] {
  return Array.from({ length: size }, (_, index) => ({
    id: nextRowId++,
    item_id: `${prefix}${index + 1}`,
    item: JSON.stringify({ id: `${content}${index + 1}` }),
  }));
}
const topicOf = (itemId: string) => itemId.split('-')[0]!;
const count = (ids: string[], wanted: string) => ids.filter((id) => id === wanted).length;

describe('drawing an evaluation subject', () => {
  const threeTopics: ClusterPools[] = ['a', 'b', 'c'].map((topic) => ({
    test: pool(`${topic}-t`, 6),
    quiz: pool(`${topic}-q`, 4),
  }));

  it('asks every topic, in turns, from the test pools, topic by topic', () => {
    for (let run = 0; run < 20; run += 1) {
      const drawn = drawSubjectQuestions(threeTopics, 10).map((question) => question.item_id);
      expect(drawn).toHaveLength(10);
      expect(new Set(drawn).size).toBe(10);
      expect(drawn.every((id) => id.includes('-t'))).toBe(true);
      const topics = drawn.map(topicOf);
      expect([...topics].sort()).toEqual(topics);
      expect(['a', 'b', 'c'].map((topic) => count(topics, topic)).sort()).toEqual([3, 3, 4]);
    }
  });

  it('asks different topics when there are fewer questions than topics', () => {
    const eight: ClusterPools[] = 'abcdefgh'.split('').map((topic) => ({
      test: pool(`${topic}-t`, 3),
      quiz: [],
    }));
    const chosen = new Set<string>();
    for (let run = 0; run < 30; run += 1) {
      const topics = drawSubjectQuestions(eight, 5).map((question) => topicOf(question.item_id));
      expect(new Set(topics).size).toBe(5);
      topics.forEach((topic) => chosen.add(topic));
    }
    // The turn order is random: over many draws, every topic gets asked.
    expect(chosen.size).toBe(8);
  });

  it('tops the test pools up from the quiz pools only once they run out', () => {
    const short: ClusterPools[] = [
      { test: pool('a-t', 2), quiz: pool('a-q', 5) },
      { test: pool('b-t', 1), quiz: pool('b-q', 5) },
    ];
    const drawn = drawSubjectQuestions(short, 5).map((question) => question.item_id);
    expect(drawn.filter((id) => id.includes('-t')).sort()).toEqual(['a-t1', 'a-t2', 'b-t1']);
    expect(drawn.filter((id) => id.includes('-q'))).toHaveLength(2);
  });

  it('never asks the same item twice, even when two pools hold copies of it', () => {
    const copies: ClusterPools[] = [
      { test: pool('a-t', 4, 'same-'), quiz: [] },
      { test: pool('b-t', 4, 'same-'), quiz: pool('a-q', 1) },
    ];
    const drawn = drawSubjectQuestions(copies, 5);
    expect(new Set(drawn.map((question) => question.item)).size).toBe(5);
    expect(() => drawSubjectQuestions(copies, 6)).toThrow(AppError);
  });

  it('refuses a subject with too few questions, and gives each question a fresh seed', () => {
    const tiny: ClusterPools[] = [{ test: pool('a-t', 3), quiz: pool('a-q', 1) }];
    let refusal: unknown;
    try {
      drawSubjectQuestions(tiny, 5);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toMatchObject({ statusCode: 422, code: 'no_questions' });
    expect(() => drawSubjectQuestions([], 5)).toThrow(AppError);

    const seeds = drawSubjectQuestions(threeTopics, 10).map((question) => question.seed);
    expect(seeds.every((seed) => Number.isInteger(seed) && seed >= 0 && seed < 2 ** 31)).toBe(true);
    expect(new Set(seeds).size).toBeGreaterThan(1);
  });
});
