import type { Generated } from 'kysely';

export type ContentCopyStatus =
  'copying' | 'cancelled' | 'interrupted' | 'importing' | 'done' | 'failed';

/** One copy of content from a disc to this computer, with its progress. */
export interface ContentCopiesTable {
  id: Generated<number>;
  disc: string;
  pack_id: string;
  pack_title_en: string;
  pack_title_es: string;
  manifest_sha256: string;
  /** JSON array of grade ids chosen by the tutor. */
  grade_ids: string;
  /** JSON array of grade ids imported: the chosen ones and those of the pack already here. */
  import_grade_ids: string;
  status: ContentCopyStatus;
  bytes_done: number;
  bytes_total: number;
  error_key: string | null;
  error_detail: string | null;
  started_by: number | null;
  started_at: string;
  updated_at: string;
  finished_at: string | null;
}
