import { LruCache } from '../../platform/lru-cache';

/** One word a prefix can find: `key` is what is compared (lower case, maybe without accents). */
export interface PrefixCandidate {
  word: string;
  key: string;
  /** Lower ranks come first (more common); ties go to the shorter word, then the alphabet. */
  rank: number;
}

/**
 * Search as you type over a fixed word list: the keys sorted once, so a prefix is a binary
 * search for its range and the best few words of that range. A short prefix spans thousands
 * of words and every child types one first, so answers are kept for the recent prefixes (the
 * list never changes, so a kept answer is never stale).
 */
export class PrefixIndex {
  private readonly recent = new LruCache<string, string[]>(10_000);
  private readonly keys: string[];
  private readonly words: string[];
  private readonly ranks: Float64Array;

  constructor(candidates: PrefixCandidate[]) {
    const sorted = [...candidates].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    this.keys = sorted.map((candidate) => candidate.key);
    this.words = sorted.map((candidate) => candidate.word);
    this.ranks = Float64Array.from(sorted, (candidate) => candidate.rank);
  }

  private firstAtOrAfter(key: string): number {
    let low = 0;
    let high = this.keys.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.keys[middle]! < key) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private before(a: number, b: number): boolean {
    const rankA = this.ranks[a]!;
    const rankB = this.ranks[b]!;
    if (rankA !== rankB) return rankA < rankB;
    const wordA = this.words[a]!;
    const wordB = this.words[b]!;
    if (wordA.length !== wordB.length) return wordA.length < wordB.length;
    return wordA < wordB;
  }

  /** The best `limit` words whose key starts with `prefix`, best first, without repeats. */
  find(prefix: string, limit: number): string[] {
    const key = `${limit} ${prefix}`;
    let found = this.recent.get(key);
    if (!found) {
      found = this.search(prefix, limit);
      this.recent.set(key, found);
    }
    return [...found];
  }

  private search(prefix: string, limit: number): string[] {
    const best: number[] = [];
    for (let i = this.firstAtOrAfter(prefix); i < this.keys.length; i += 1) {
      if (!this.keys[i]!.startsWith(prefix)) break;
      if (best.length === limit && !this.before(i, best[limit - 1]!)) continue;
      let at = best.length;
      while (at > 0 && this.before(i, best[at - 1]!)) at -= 1;
      best.splice(at, 0, i);
      if (best.length > limit) best.pop();
    }
    return [...new Set(best.map((i) => this.words[i]!))];
  }
}
