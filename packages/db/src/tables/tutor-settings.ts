/** A tutor's own settings, one row per tutor; no row means the defaults. */
export interface TutorSettingsTable {
  tutor_id: number;
  /** Whether the tutor's students may print worksheets: 1 on, 0 off. */
  worksheets_enabled: number;
  updated_at: string;
}
