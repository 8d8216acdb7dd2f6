import type { FastifyRequest } from 'fastify';
import type { StudentListQuery, StudentSummary } from '@aula/shared';
import { signedInUser } from '../../../platform/auth';
import type { ServiceContext } from '../../../domain/service-context';
import type { NeedsHelpRepository } from '../reports/needs-help-repository';
import type { StudentSummariesRepository } from './student-summaries-repository';
import {
  clustersOfGrades,
  matchesSearch,
  sortPeople,
  sortSummaries,
  summarize,
  utcDayStart,
} from './student-summaries';

export interface AccountSummariesDeps {
  context: ServiceContext;
  summaries: StudentSummariesRepository;
  needsHelp: NeedsHelpRepository;
}

/**
 * The tutor's students matching the search, sorted, with the figures of the list; one page
 * of them when `page` is given. Sorting by name or grade needs no figures, so then only the
 * page's students have their records read; sorting by a figure reads the whole account's.
 */
export async function accountSummaries(
  { context, summaries, needsHelp }: AccountSummariesDeps,
  request: FastifyRequest,
  query: Pick<StudentListQuery, 'q' | 'sort' | 'order' | 'day_start'>,
  page?: { page: number; page_size: number },
): Promise<{ items: StudentSummary[]; total: number }> {
  const { account_id } = signedInUser(request).row;
  if (account_id === null) return { items: [], total: 0 };
  const sort = query.sort ?? 'name';
  const order = query.order ?? 'asc';
  const dayStart = query.day_start
    ? new Date(query.day_start).toISOString()
    : utcDayStart(context.now());
  const [rows, catalogue] = await Promise.all([
    context.repositories.users.listStudentsOfAccount(account_id),
    context.catalogue.snapshot(),
  ]);
  const matching = rows.filter((row) => matchesSearch(row, query.q));
  const slice = <T>(items: T[]) =>
    page ? items.slice((page.page - 1) * page.page_size, page.page * page.page_size) : items;
  const pageFirst = sort === 'name' || sort === 'grade';
  const chosen = pageFirst ? slice(sortPeople(matching, sort, order)) : matching;
  const records = await summaries.records(
    { accountId: account_id, studentIds: pageFirst ? chosen.map((row) => row.id) : null },
    clustersOfGrades(
      catalogue,
      chosen.map((row) => row.grade_id),
    ),
    dayStart,
  );
  records.needsHelp = await needsHelp.ofStudents(
    chosen.map((row) => row.id),
    request.language,
  );
  const summarized = chosen.map((row) => summarize(row, records, catalogue, request.language));
  return {
    items: pageFirst ? summarized : slice(sortSummaries(summarized, sort, order)),
    total: matching.length,
  };
}
