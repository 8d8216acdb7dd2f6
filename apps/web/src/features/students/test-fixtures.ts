import type { StudentSummary, StudentSummaryList } from '@aula/shared';
import { student } from '../../test/fixtures';

/** A row of GET /students: the student with their figures. */
export function studentSummary(overrides: Partial<StudentSummary> = {}): StudentSummary {
  return {
    ...student(),
    progress_percent: 0,
    last_test: null,
    activity_seconds_today: 0,
    tests_enabled: true,
    seconds_per_question: 0,
    created_at: '2025-01-10T09:00:00.000Z',
    ...overrides,
  };
}

export function summaryList(
  items: StudentSummary[],
  { total = items.length, page = 1, pageSize = 25 } = {},
): StudentSummaryList {
  return { items, total, page, page_size: pageSize };
}
