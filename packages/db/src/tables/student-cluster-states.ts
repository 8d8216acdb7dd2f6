export interface StudentClusterStatesTable {
  student_id: number;
  cluster_id: number;
  subject_id: number;
  /** 0 locked, 1 open, 2 completed (its test taken). */
  is_locked: number;
  test_performed: number;
  updated_at: string;
}
