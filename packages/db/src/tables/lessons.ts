import type { Generated } from 'kysely';

export interface LessonsTable {
  id: number;
  pack_id: string;
  cluster_id: number;
  path: string;
  /** grade/subject/cluster/lesson, the `path` of /api/decrypt_lesson. */
  local_path: string;
  title_en: string;
  title_es: string;
  narration_en: string | null;
  narration_es: string | null;
  /** JSON list of standard codes, e.g. ["CCSS.MATH.CONTENT.1.OA.C.6"]. */
  standards: Generated<string>;
  position: number;
}
