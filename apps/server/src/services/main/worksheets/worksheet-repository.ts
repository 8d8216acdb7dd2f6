import type { Database, Kysely } from '@aula/db';
import type { ContentStore } from '@aula/content';
import { MEDIA_TYPES } from '@aula/content';
import { extname } from 'node:path';

/** One item of a quiz or test pool, as stored. */
export interface PoolQuestion {
  /** Which pool: "cluster:<id>" (a test pool) or "lesson:<id>" (a quiz pool). */
  pool: string;
  pack_id: string;
  item_id: string;
  item: string;
  position: number;
}

/** A question's picture, ready for the PDF (SVG text or a PNG data URL). */
export type WorksheetPicture = { svg: string } | { image: string };

/** The SQL of worksheets: the pools a caller may draw from and the pictures of their items. */
export class WorksheetRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly store: ContentStore,
  ) {}

  /**
   * Every item of the test pools of `clusterIds` and the quiz pools of `lessonIds`, in one
   * fixed order (pool, then position) whatever the database, so a seed always draws the same.
   */
  async poolQuestions(clusterIds: number[], lessonIds: number[]): Promise<PoolQuestion[]> {
    if (clusterIds.length === 0 && lessonIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('questions')
      .select(['pack_id', 'cluster_id', 'lesson_id', 'item_id', 'item', 'position'])
      .where((eb) =>
        eb.or([
          ...(clusterIds.length > 0 ? [eb('cluster_id', 'in', clusterIds)] : []),
          ...(lessonIds.length > 0 ? [eb('lesson_id', 'in', lessonIds)] : []),
        ]),
      )
      .execute();
    const questions = rows.map((row) => ({
      pool: row.cluster_id !== null ? `cluster:${row.cluster_id}` : `lesson:${row.lesson_id}`,
      pack_id: row.pack_id,
      item_id: row.item_id,
      item: row.item,
      position: row.position,
    }));
    return questions.sort(
      (a, b) =>
        a.pool.localeCompare(b.pool) ||
        a.position - b.position ||
        a.item_id.localeCompare(b.item_id),
    );
  }

  /**
   * The picture of an item (packs hold SVG and PNG), read from the installation's content
   * store; undefined when it cannot be read (the sheet then prints its description instead).
   */
  async picture(packId: string, path: string): Promise<WorksheetPicture | undefined> {
    const type = MEDIA_TYPES[extname(path).toLowerCase()];
    if (!type) return undefined;
    try {
      const pack = await this.db
        .selectFrom('content_packs')
        .select('generation')
        .where('id', '=', packId)
        .executeTakeFirst();
      if (!pack) return undefined;
      const data = await this.store.read(packId, pack.generation, path);
      return type === 'image/svg+xml'
        ? { svg: data.toString('utf8') }
        : { image: `data:${type};base64,${data.toString('base64')}` };
    } catch {
      return undefined;
    }
  }
}
