/** Requests counted per bucket ("activation", "password-reset"…) and key in a fixed window. */
export interface RateLimitsTable {
  bucket: string;
  key: string;
  window_started_at: string;
  hits: number;
}
