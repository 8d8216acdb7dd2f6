import type { Database, Kysely } from '@aula/db';
import type { ContentCopyStatus } from '@aula/shared';
import { ACTIVE_COPY_STATUSES, RESUMABLE_COPY_STATUSES } from '@aula/shared';

export interface ContentCopyRow {
  id: number;
  disc: string;
  pack_id: string;
  pack_title_en: string;
  pack_title_es: string;
  manifest_sha256: string;
  grade_ids: number[];
  import_grade_ids: number[];
  status: ContentCopyStatus;
  bytes_done: number;
  bytes_total: number;
  error_key: string | null;
  error_detail: string | null;
  started_at: string;
  updated_at: string;
  finished_at: string | null;
}

/** What starting a copy records; the rest (status, progress, times) the repository sets. */
export type NewContentCopy = Pick<
  ContentCopyRow,
  | 'disc'
  | 'pack_id'
  | 'pack_title_en'
  | 'pack_title_es'
  | 'manifest_sha256'
  | 'grade_ids'
  | 'import_grade_ids'
  | 'bytes_total'
> & { started_by: number | null };

/**
 * All SQL of content copies. Every change of state is conditional on the state it leaves, so
 * a cancel from any copy of the service is seen by the job at its next chunk, and two callers
 * cannot both move the same copy.
 */
export class ContentCopiesRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  private stamp = () => this.now().toISOString();

  private select() {
    return this.db
      .selectFrom('content_copies')
      .select([
        'id',
        'disc',
        'pack_id',
        'pack_title_en',
        'pack_title_es',
        'manifest_sha256',
        'grade_ids',
        'import_grade_ids',
        'status',
        'bytes_done',
        'bytes_total',
        'error_key',
        'error_detail',
        'started_at',
        'updated_at',
        'finished_at',
      ]);
  }

  private static fromRow(
    row: Omit<ContentCopyRow, 'grade_ids' | 'import_grade_ids'> & {
      grade_ids: string;
      import_grade_ids: string;
    },
  ): ContentCopyRow {
    return {
      ...row,
      bytes_done: Number(row.bytes_done),
      bytes_total: Number(row.bytes_total),
      grade_ids: JSON.parse(row.grade_ids) as number[],
      import_grade_ids: JSON.parse(row.import_grade_ids) as number[],
    };
  }

  async find(id: number): Promise<ContentCopyRow | undefined> {
    const row = await this.select().where('id', '=', id).executeTakeFirst();
    return row && ContentCopiesRepository.fromRow(row);
  }

  async latest(): Promise<ContentCopyRow | undefined> {
    const row = await this.select().orderBy('id', 'desc').limit(1).executeTakeFirst();
    return row && ContentCopiesRepository.fromRow(row);
  }

  /** The copy running now (copying or importing), if any: only one runs at a time. */
  async active(): Promise<ContentCopyRow | undefined> {
    const row = await this.select()
      .where('status', 'in', [...ACTIVE_COPY_STATUSES])
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row && ContentCopiesRepository.fromRow(row);
  }

  async create(copy: NewContentCopy): Promise<number> {
    const at = this.stamp();
    const row = await this.db
      .insertInto('content_copies')
      .values({
        ...copy,
        grade_ids: JSON.stringify(copy.grade_ids),
        import_grade_ids: JSON.stringify(copy.import_grade_ids),
        status: 'copying',
        bytes_done: 0,
        started_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Records bytes copied; false when the copy is no longer copying (it was cancelled). */
  async progress(id: number, bytesDone: number): Promise<boolean> {
    const result = await this.db
      .updateTable('content_copies')
      .set({ bytes_done: bytesDone, updated_at: this.stamp() })
      .where('id', '=', id)
      .where('status', '=', 'copying')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  private async move(
    id: number,
    from: readonly ContentCopyStatus[],
    set: {
      status: ContentCopyStatus;
      error_key?: string | null;
      error_detail?: string | null;
      finished_at?: string | null;
      bytes_done?: number;
    },
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('content_copies')
      .set({ ...set, updated_at: this.stamp() })
      .where('id', '=', id)
      .where('status', 'in', [...from])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  cancel = (id: number) => this.move(id, ['copying'], { status: 'cancelled' });

  resume = (id: number) =>
    this.move(id, RESUMABLE_COPY_STATUSES, {
      status: 'copying',
      error_key: null,
      error_detail: null,
      finished_at: null,
    });

  startImport = (id: number) => this.move(id, ['copying'], { status: 'importing' });

  finish = (id: number, bytesTotal: number) =>
    this.move(id, ['importing'], {
      status: 'done',
      bytes_done: bytesTotal,
      finished_at: this.stamp(),
    });

  fail = (id: number, errorKey: string, detail: string) =>
    this.move(id, ACTIVE_COPY_STATUSES, {
      status: 'failed',
      error_key: errorKey,
      error_detail: detail,
      finished_at: this.stamp(),
    });

  /**
   * At start-up: a copy still marked running was stopped with the server. It can be resumed;
   * an import it was in the middle of never committed (the import is one transaction).
   */
  async markInterrupted(): Promise<number> {
    const result = await this.db
      .updateTable('content_copies')
      .set({
        status: 'interrupted',
        error_key: 'contentCopy.interrupted',
        error_detail: null,
        updated_at: this.stamp(),
      })
      .where('status', 'in', [...ACTIVE_COPY_STATUSES])
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Grades of a pack already on this computer (its subjects' grades). */
  async installedGrades(packId: string): Promise<number[]> {
    const rows = await this.db
      .selectFrom('subjects')
      .select('grade_id')
      .distinct()
      .where('pack_id', '=', packId)
      .orderBy('grade_id')
      .execute();
    return rows.map((row) => row.grade_id);
  }
}
