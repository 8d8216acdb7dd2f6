import { randomInt } from 'node:crypto';
import type {
  Answer,
  AttemptQuestion,
  Language,
  PublicItem,
  QuestionItem,
  ReviewedItem,
  QuestionStatus,
  ScoreResult,
} from '@aula/shared';
import { instantiateItem, scoreAnswer, toPublicItem, toReviewedItem } from '@aula/shared';
import { AppError } from '../../../platform/errors';
import { LruCache } from '../../../platform/lru-cache';
import type {
  AttemptQuestionRow,
  AttemptQuestionsRepository,
  DrawnQuestion,
  QuestionPool,
} from './attempt-questions-repository';

/** Seeds fit a signed 32-bit column in either database. */
const MAX_SEED = 2 ** 31 - 1;

/** A new seed for a drawn question: a template gives new numbers each time it is drawn. */
export const freshSeed = () => randomInt(0, MAX_SEED);

export const noQuestions = () => new AppError(422, 'no_questions', 'errors.noQuestions');

/**
 * Draws `count` different items from a lesson's quiz pool or a cluster's test pool, each with
 * a fresh seed (a template gives new numbers each time). Fewer items than asked: refused.
 */
export async function drawQuestions(
  questions: AttemptQuestionsRepository,
  pool: QuestionPool,
  count: number,
): Promise<DrawnQuestion[]> {
  const rows = await questions.pool(pool);
  if (rows.length < count) throw noQuestions();
  // A partial Fisher-Yates shuffle with a cryptographic source: no repeats, no pattern.
  for (let index = 0; index < count; index += 1) {
    const pick = randomInt(index, rows.length);
    [rows[index], rows[pick]] = [rows[pick]!, rows[index]!];
  }
  return rows.slice(0, count).map((row) => ({ ...row, seed: freshSeed() }));
}

/**
 * A drawn question never changes (its item and seed are fixed when drawn), yet every read of a
 * quiz shows all its questions: what is derived from a row (the instance of a template, the
 * public item per language) is kept for the most recently used rows.
 */
const derived = new LruCache<string, QuestionItem | PublicItem | ReviewedItem>(6000);

export type StoredQuestion = Pick<AttemptQuestionRow, 'id' | 'item' | 'seed'>;

/**
 * The table a stored question comes from. Ids are only unique within a table, so the cache
 * keys of evaluation answers carry a prefix that attempt questions' keys do not.
 */
export type QuestionSource = 'attempt' | 'evaluation';

/**
 * The seed is part of the key too: a row id met again in another database (a restored backup,
 * each test's fresh database in one process) is then not taken for the row cached before.
 */
function cacheKey(kind: string, row: StoredQuestion, source: QuestionSource, lang = ''): string {
  const prefix = source === 'attempt' ? '' : `${source}:`;
  return `${prefix}${kind}:${row.id}:${row.seed}${lang ? `:${lang}` : ''}`;
}

/** The item as it was asked: a template replayed with its seed. */
export function askedItem(row: StoredQuestion, source: QuestionSource = 'attempt'): QuestionItem {
  const key = cacheKey('instance', row, source);
  let instance = derived.get(key) as QuestionItem | undefined;
  if (!instance) {
    instance = instantiateItem(JSON.parse(row.item) as QuestionItem, row.seed);
    derived.set(key, instance);
  }
  return instance;
}

/** What the browser sees of the question before answering, in `lang`. */
export function publicItemOf(
  row: StoredQuestion,
  lang: Language,
  source: QuestionSource = 'attempt',
): PublicItem {
  const key = cacheKey('public', row, source, lang);
  let item = derived.get(key) as PublicItem | undefined;
  if (!item) {
    item = toPublicItem(JSON.parse(row.item) as QuestionItem, lang, row.seed);
    derived.set(key, item);
  }
  return item;
}

/** Scores an answer to a stored question; an unreadable answer is refused, nothing saved. */
export function scoreStoredAnswer(
  row: StoredQuestion,
  answer: Answer,
  lang: Language,
  source: QuestionSource = 'attempt',
): Exclude<ScoreResult['outcome'], 'invalid'> {
  const result = scoreAnswer(askedItem(row, source), answer, lang);
  if (result.outcome === 'invalid')
    throw new AppError(422, 'answer_invalid', `answers.invalid.${result.reason ?? 'malformed'}`, {
      fields: { answer: `answers.invalid.${result.reason ?? 'malformed'}` },
    });
  return result.outcome;
}

/**
 * A stored question as the browser sees it. The review (correct answers, explanation) is only
 * added once the question is answered and `reveal` allows it (a test reveals at the end).
 */
export function toAttemptQuestion(
  row: AttemptQuestionRow,
  lang: Language,
  reveal: boolean,
): AttemptQuestion {
  const answer = row.answer === null ? null : (JSON.parse(row.answer) as Answer);
  const answered = row.status !== 'pending';
  const showReview = reveal && answered;
  return {
    position: row.position,
    item: publicItemOf(row, lang),
    status: (showReview ? row.status : 'pending') as QuestionStatus,
    answer: showReview ? answer : null,
    review: showReview ? reviewOf(row, answer, lang) : null,
  };
}

/** The review of an answered question (its answer never changes once given). */
export function reviewOf(
  row: StoredQuestion,
  answer: Answer | null,
  lang: Language,
  source: QuestionSource = 'attempt',
): ReviewedItem {
  const key = cacheKey('review', row, source, lang);
  let review = derived.get(key) as ReviewedItem | undefined;
  if (!review) {
    const instance = askedItem(row, source);
    // A timed-out question has no answer: the review still shows the correct one.
    review = toReviewedItem(
      instance,
      lang,
      answer ?? ({ type: instance.type } as Answer),
      row.seed,
    );
    derived.set(key, review);
  }
  return review;
}
