import type { Database, Kysely } from '@aula/db';
import type { QuestionPictures } from '../../../content/question-pictures';

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
    private readonly pictures: QuestionPictures,
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
   * The picture of an item (packs hold SVG and PNG), read where the installation reads its
   * content; undefined when it cannot be read (the sheet then prints its description instead).
   */
  async picture(path: string): Promise<WorksheetPicture | undefined> {
    const file = (await this.pictures.files([path])).get(path);
    if (!file) return undefined;
    return file.contentType === 'image/svg+xml'
      ? { svg: file.data.toString('utf8') }
      : { image: `data:${file.contentType};base64,${file.data.toString('base64')}` };
  }
}
