/** A cluster a tutor turned on or off for one student; no row means on. */
export interface StudentClusterAccessTable {
  student_id: number;
  cluster_id: number;
  subject_id: number;
  enabled: number;
  updated_at: string;
}
