import type { Generated } from 'kysely';

export interface ActivitiesTable {
  id: Generated<number>;
  student_id: number;
  /** general, grade, subject, cluster or lesson. */
  scope: string;
  parent_id: number | null;
  grade_id: number | null;
  subject_id: number | null;
  cluster_id: number | null;
  lesson_id: number | null;
  title_en: string;
  title_es: string;
  search_text: string;
  started_at: string;
  last_active_at: string;
  active_seconds: Generated<number>;
  /** The key of the last update applied: a retried update is applied once. */
  last_update_key: string | null;
}

export interface UserActivityTimesTable {
  id: Generated<number>;
  student_id: number;
  tutor_id: number | null;
  start_time: string;
  end_time: string;
  /** Active seconds within the span. */
  activity_timer: number;
  created_at: string;
}
