import type { Generated } from 'kysely';

/** One item of a lesson's quiz pool (lesson_id) or a cluster's test pool (cluster_id). */
export interface QuestionsTable {
  id: Generated<number>;
  pack_id: string;
  lesson_id: number | null;
  cluster_id: number | null;
  /** The item's id inside its pool. */
  item_id: string;
  type: string;
  /** The full item (answers included) as JSON; never sent to the browser as is. */
  item: string;
  position: number;
}
