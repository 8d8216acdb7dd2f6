import type { Database, Kysely } from '@aula/db';

export interface BookKey {
  diskname: string;
  zip_file: string;
}

const keyOf = (book: BookKey) => `${book.diskname}/${book.zip_file}`;

/** The page each student last read in each book (book_readings). */
export class BookReadingsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  /** Every book the student has opened: last page by "diskname/zip_file". */
  async lastPagesOf(studentId: number): Promise<Map<string, number>> {
    const rows = await this.db
      .selectFrom('book_readings')
      .select(['diskname', 'zip_file', 'last_page'])
      .where('student_id', '=', studentId)
      .execute();
    return new Map(rows.map((row) => [keyOf(row), row.last_page]));
  }

  async lastPageOf(studentId: number, book: BookKey): Promise<number | null> {
    const row = await this.db
      .selectFrom('book_readings')
      .select('last_page')
      .where('student_id', '=', studentId)
      .where('diskname', '=', book.diskname)
      .where('zip_file', '=', book.zip_file)
      .executeTakeFirst();
    return row?.last_page ?? null;
  }

  async save(studentId: number, book: BookKey, page: number): Promise<void> {
    const updated_at = this.now().toISOString();
    await this.db
      .insertInto('book_readings')
      .values({ student_id: studentId, ...book, last_page: page, updated_at })
      .onConflict((conflict) =>
        conflict
          .columns(['student_id', 'diskname', 'zip_file'])
          .doUpdateSet({ last_page: page, updated_at }),
      )
      .execute();
  }
}

export const bookKeyOf = keyOf;
