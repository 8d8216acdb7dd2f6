import type { StudentSort, StudentSummary } from '@aula/shared';
import {
  Box,
  Button,
  Card,
  Group,
  Loader,
  Pagination,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconFileImport, IconMoodKid, IconUserPlus, IconUserSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { QueryError } from '../../../components/ui/query-error';
import { MessagePanel } from '../../../components/ui/message-panel';
import { WalDamageAlert } from '../../../components/wal-damage-alert';
import type { StudentListParams } from '../api/get-students';
import { useStudents } from '../api/get-students';
import { localMidnightIso } from '../../../lib/students-query';
import type { ListUrlState } from '../list-params';
import { PAGE_SIZE, readListUrl, sortedBy, writeListUrl } from '../list-params';
import { ExportButton } from './export-button';
import { StudentSearch } from './student-search';
import { StudentsTable } from './students-table';
import { lazyDialog } from '../../../components/ui/lazy-dialog';

const DeleteStudentModal = lazyDialog(
  () => import('./delete-student-modal').then((module) => module.DeleteStudentModal),
  ({ student }) => student !== null,
);

const SKELETON_ROWS = 5;

function StudentsSkeleton() {
  const { t } = useTranslation('students');
  return (
    <Stack gap="md" role="status" aria-live="polite">
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
      {Array.from({ length: SKELETON_ROWS }, (_, row) => (
        <Group key={row} gap="md" wrap="nowrap" aria-hidden>
          <Skeleton circle height={36} />
          <Skeleton height={16} width="22%" />
          <Skeleton height={16} width="12%" />
          <Skeleton height={16} width="10%" />
          <Skeleton height={12} width="14%" radius="xl" />
          <Skeleton height={16} width="16%" />
          <Skeleton height={16} width="10%" />
        </Group>
      ))}
    </Stack>
  );
}

function RegisterActions() {
  const { t } = useTranslation('students');
  return (
    <Group gap="sm" justify="center">
      <Button
        component={Link}
        to="/students/new"
        leftSection={<IconUserPlus size={18} aria-hidden />}
      >
        {t('header.register')}
      </Button>
      <Button
        component={Link}
        to="/students/import"
        variant="light"
        leftSection={<IconFileImport size={18} aria-hidden />}
      >
        {t('header.import')}
      </Button>
    </Group>
  );
}

interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

function Pager({ page, pageSize, total, onPage }: PagerProps) {
  const { t } = useTranslation('students');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed">
        {t('range', { from, to, count: total })}
      </Text>
      {pages > 1 ? (
        <nav aria-label={t('pagesLabel')}>
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={onPage}
            withEdges
            getItemProps={(item) => ({ 'aria-label': t('pages.page', { page: item }) })}
            getControlProps={(control) => ({ 'aria-label': t(`pages.${control}`) })}
          />
        </nav>
      ) : null}
    </Group>
  );
}

/**
 * The tutor's students (/students): search, sort and page are kept in the URL, the previous
 * page stays on screen while the next one loads, and each row offers what can be done with
 * the student.
 */
export function StudentsScreen() {
  const { t } = useTranslation('students');
  const [searchParams, setSearchParams] = useSearchParams();
  const state = readListUrl(searchParams);
  // "Today" for activity time is the viewer's own day; the value only changes at midnight.
  const dayStart = localMidnightIso(new Date());
  const params: StudentListParams = { ...state, pageSize: PAGE_SIZE, dayStart };
  const students = useStudents(params);
  const [toDelete, setToDelete] = useState<StudentSummary | null>(null);

  function go(next: ListUrlState, replace = false) {
    setSearchParams(writeListUrl(next), { replace });
  }

  // A page past the end (the last student of the last page was deleted): show the last page.
  const data = students.data;
  const pageSize = data?.page_size || PAGE_SIZE;
  const lastPage = data ? Math.max(1, Math.ceil(data.total / pageSize)) : 1;
  const pastTheEnd = students.isSuccess && !students.isPlaceholderData && state.page > lastPage;
  useEffect(() => {
    if (pastTheEnd) setSearchParams(writeListUrl({ ...state, page: lastPage }), { replace: true });
  });

  const noStudentsAtAll = students.isSuccess && data?.total === 0 && state.q === '';
  const updating = students.isPlaceholderData && students.isFetching;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4} maw={640}>
          <Title order={1} size="h2">
            {t('heading')}
          </Title>
          <Text c="dimmed">{t('intro')}</Text>
        </Stack>
        {noStudentsAtAll ? null : (
          <Group gap="sm">
            <RegisterActions />
            <ExportButton params={{ q: state.q, sort: state.sort, order: state.order, dayStart }} />
          </Group>
        )}
      </Group>
      {/* The tutor's home: where a notice of changes lost at start is seen first. */}
      <WalDamageAlert />

      <Card withBorder radius="lg" padding="lg">
        {noStudentsAtAll ? (
          <MessagePanel
            icon={<IconMoodKid size={56} stroke={1.5} />}
            title={t('empty.title')}
            headingOrder={2}
            action={<RegisterActions />}
          >
            {t('empty.text')}
          </MessagePanel>
        ) : (
          <Stack gap="md">
            <StudentSearch value={state.q} onSearch={(q) => go({ ...state, q, page: 1 }, true)} />
            {students.isPending ? <StudentsSkeleton /> : null}
            {students.isError ? (
              <QueryError error={students.error} onRetry={() => void students.refetch()} />
            ) : null}
            {students.isSuccess && data?.total === 0 ? (
              <MessagePanel
                icon={<IconUserSearch size={48} stroke={1.5} />}
                title={t('noMatch.title', { query: state.q })}
                headingOrder={2}
                action={
                  <Button variant="light" onClick={() => go({ ...state, q: '', page: 1 })}>
                    {t('search.showAll')}
                  </Button>
                }
              >
                {t('noMatch.text')}
              </MessagePanel>
            ) : null}
            {students.isSuccess && data && data.total > 0 ? (
              <Stack gap="md">
                <Box
                  pos="relative"
                  aria-busy={updating || undefined}
                  style={{ opacity: updating ? 0.6 : 1, transition: 'opacity 150ms' }}
                >
                  {updating ? (
                    <Group
                      gap="xs"
                      pos="absolute"
                      top={8}
                      right={8}
                      role="status"
                      style={{ zIndex: 1 }}
                    >
                      <Loader size="xs" aria-hidden />
                      <VisuallyHidden>{t('updating')}</VisuallyHidden>
                    </Group>
                  ) : null}
                  <StudentsTable
                    students={data.items}
                    state={state}
                    onSort={(column: StudentSort) => go(sortedBy(state, column))}
                    onDelete={setToDelete}
                  />
                </Box>
                <Pager
                  page={state.page}
                  pageSize={pageSize}
                  total={data.total}
                  onPage={(page) => go({ ...state, page })}
                />
              </Stack>
            ) : null}
          </Stack>
        )}
      </Card>
      <DeleteStudentModal student={toDelete} onClose={() => setToDelete(null)} />
    </Stack>
  );
}
