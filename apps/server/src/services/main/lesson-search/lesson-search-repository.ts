import type { Database, Kysely } from '@aula/db';
import { sql } from '@aula/db';
import type { Language } from '@aula/shared';

export interface SearchCandidate {
  lesson_id: number;
  body: string;
}

/**
 * Full-text search over the folded (lower case, accent-free) text of titles, lesson text and
 * glossary: FTS5 with bm25 on SQLite, a GIN-indexed tsvector with ts_rank on PostgreSQL.
 * Every word matches as a prefix ("frac" finds "fracciones").
 */
export class LessonSearchRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: 'sqlite' | 'postgres',
  ) {}

  async search(words: string[], lang: Language, limit: number): Promise<SearchCandidate[]> {
    if (words.length === 0) return [];
    if (this.dialect === 'postgres') {
      const query = words.map((word) => `${word}:*`).join(' & ');
      const rows = await sql<SearchCandidate>`
        SELECT lesson_id, body FROM lesson_search_documents
        WHERE lang = ${lang} AND to_tsvector('simple', folded) @@ to_tsquery('simple', ${query})
        ORDER BY ts_rank(to_tsvector('simple', folded), to_tsquery('simple', ${query})) DESC, lesson_id
        LIMIT ${limit}`.execute(this.db);
      return rows.rows;
    }
    // Words hold only letters and digits, so quoting them is enough to keep FTS5 syntax out.
    const match = words.map((word) => `"${word}"*`).join(' ');
    const rows = await sql<SearchCandidate>`
      SELECT d.lesson_id, d.body FROM lesson_search_fts f
      JOIN lesson_search_documents d ON d.rowid = f.rowid
      WHERE lesson_search_fts MATCH ${match} AND d.lang = ${lang}
      ORDER BY bm25(lesson_search_fts), d.lesson_id
      LIMIT ${limit}`.execute(this.db);
    return rows.rows;
  }
}
