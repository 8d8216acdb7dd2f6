export interface StudentLessonStatesTable {
  student_id: number;
  lesson_id: number;
  cluster_id: number;
  /** 0 locked, 1 open, 2 completed. */
  is_locked: number;
  /** 1 not started, 2 in progress, 3 completed. */
  state_id: number;
  updated_at: string;
}
