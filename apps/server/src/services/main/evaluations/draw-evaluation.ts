import { randomInt } from 'node:crypto';
import { freshSeed, noQuestions } from '../assessments/attempt-questions';

/** One item of a pool, as stored in `questions`. */
export interface PoolQuestion {
  id: number;
  item_id: string;
  /** The full item as JSON. */
  item: string;
}

/** The pools of one cluster (a topic): its test pool and its lessons' quiz pools together. */
export interface ClusterPools {
  test: PoolQuestion[];
  quiz: PoolQuestion[];
}

export interface DrawnQuestion {
  item_id: string;
  item: string;
  seed: number;
}

/** A uniformly random whole number from 0 up to (not including) `max`. */
export type RandomIndex = (max: number) => number;
const cryptoIndex: RandomIndex = (max) => randomInt(max);

function shuffled<T>(items: readonly T[], random: RandomIndex): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const pick = random(index + 1);
    [copy[index], copy[pick]] = [copy[pick]!, copy[index]!];
  }
  return copy;
}

/**
 * Draws `count` questions for one subject of an evaluation. The clusters take turns (round
 * robin) so that every topic is asked when there are enough questions; the turn order is
 * random, so when there are fewer questions than topics a different set of topics is asked each
 * time. The clusters' test pools come first; the lessons' quiz pools top them up when the test
 * pools run short. The same item never appears twice: pools may hold identical copies of an
 * item, so items are told apart by their content, not only by row. Each question gets a fresh
 * seed. Too few different items: refused (errors.noQuestions).
 *
 * The questions are returned topic by topic in the catalogue's order of the clusters, so the
 * evaluation moves through the subject the way the student studies it.
 */
/**
 * What tells two items apart: their content, wherever their pictures are kept. A copy of an
 * item in another topic's pool points at the copy of its picture in that topic's folder.
 */
const contentOf = (item: string) =>
  item.replace(/"image":"(?:lessons|clusters)\/\d+\/media\//, '"image":"');

export function drawSubjectQuestions(
  clusters: readonly ClusterPools[],
  count: number,
  random: RandomIndex = cryptoIndex,
): DrawnQuestion[] {
  const seen = new Set<string>();
  const picked: { cluster: number; question: PoolQuestion }[] = [];
  for (const pool of ['test', 'quiz'] as const) {
    const queues = clusters.map((cluster) => shuffled(cluster[pool], random));
    const turns = shuffled(
      clusters.map((_, index) => index),
      random,
    );
    while (picked.length < count && queues.some((queue) => queue.length > 0)) {
      for (const cluster of turns) {
        if (picked.length >= count) break;
        const queue = queues[cluster]!;
        let question = queue.pop();
        while (question && seen.has(contentOf(question.item))) question = queue.pop();
        if (!question) continue;
        seen.add(contentOf(question.item));
        picked.push({ cluster, question });
      }
    }
  }
  if (picked.length < count) throw noQuestions();
  // Array.prototype.sort is stable: within a topic, the drawing order stays.
  return picked
    .sort((a, b) => a.cluster - b.cluster)
    .map(({ question }) => ({ item_id: question.item_id, item: question.item, seed: freshSeed() }));
}
