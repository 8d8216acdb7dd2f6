/** Failed sign-ins per key ("user:<name>" or "ip:<address>"), shared by every server copy. */
export interface LoginThrottlesTable {
  key: string;
  failures: number;
  window_started_at: string;
  locked_until: string | null;
}
