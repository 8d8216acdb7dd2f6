/** Every report query starts with this key, so one invalidation refreshes them all. */
export const REPORTS_KEY = ['reports'] as const;
