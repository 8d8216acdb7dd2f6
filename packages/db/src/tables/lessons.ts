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
  position: number;
}
