import { setTimeout as sleep } from 'node:timers/promises';
import type { Quiz } from '@aula/shared';
import { anyAnswer } from './any-answer';

export interface LoadStudent {
  token: string;
  lessonId: number;
}

export interface LoadResult {
  requests: number;
  errors: number;
  /** Every request's latency in ms. */
  latencies: number[];
  /** Answers the server acknowledged with a 2xx: quiz id → positions, with the student's token. */
  acknowledged: Map<number, { token: string; positions: number[] }>;
  seconds: number;
}

export interface LoadOptions {
  baseUrl: string;
  students: LoadStudent[];
  seconds: number;
  /** Pause between a student's requests, ms (a child reads and thinks); 0 for none. */
  thinkMs: [number, number];
  /** Stop early (the crash test): resolves when load should stop. */
  stopSignal?: AbortSignal;
}

/**
 * Simulated students, each in a loop: start a quiz on their lesson, answer its four
 * questions, start again. Every request is timed; errors are counted, never retried.
 */
export async function runQuizLoad(options: LoadOptions): Promise<LoadResult> {
  const result: LoadResult = {
    requests: 0,
    errors: 0,
    latencies: [],
    acknowledged: new Map(),
    seconds: options.seconds,
  };
  const deadline = Date.now() + options.seconds * 1000;
  const running = () => Date.now() < deadline && !options.stopSignal?.aborted;
  const think = () => {
    const [min, max] = options.thinkMs;
    return max === 0 ? Promise.resolve() : sleep(min + Math.random() * (max - min));
  };

  async function request(path: string, token: string, body: object) {
    const startedAt = performance.now();
    result.requests += 1;
    try {
      const response = await fetch(`${options.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      const json = (await response.json()) as Quiz;
      result.latencies.push(performance.now() - startedAt);
      if (!response.ok) {
        result.errors += 1;
        return undefined;
      }
      return json;
    } catch {
      result.errors += 1;
      return undefined;
    }
  }

  async function student(who: LoadStudent) {
    // Spread the first requests over the first think time, as a class settling in would.
    await think();
    while (running()) {
      const quiz = await request('/quizzes', who.token, { lesson_id: who.lessonId });
      if (!quiz) continue;
      for (const question of quiz.questions) {
        await think();
        if (!running()) return;
        const answered = await request(`/quizzes/${quiz.id}/answers`, who.token, {
          position: question.position,
          answer: anyAnswer(question.item),
        });
        if (!answered) break;
        const entry = result.acknowledged.get(quiz.id) ?? { token: who.token, positions: [] };
        entry.positions.push(question.position);
        result.acknowledged.set(quiz.id, entry);
      }
    }
  }

  await Promise.all(options.students.map(student));
  return result;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** The same closed loop against the bare route, for the throughput ratio. */
export async function runBareLoad(url: string, clients: number, seconds: number) {
  let requests = 0;
  const deadline = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (Date.now() < deadline) {
        const response = await fetch(url);
        await response.arrayBuffer();
        requests += 1;
      }
    }),
  );
  return requests / seconds;
}
