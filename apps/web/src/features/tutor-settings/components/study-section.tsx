import {
  Button,
  Group,
  Pagination,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMoodEmpty, IconMoodKid, IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MessagePanel } from '../../../components/ui/message-panel';
import { QueryError } from '../../../components/ui/query-error';
import { useStudent } from '../../../lib/students-query';
import { useStudentPage } from '../api/get-students';
import { TestSettingsRow } from './test-settings-row';
import { ResponsiveTable } from '../../../components/ui/responsive-table';

const SEARCH_DELAY_MS = 300;
const SKELETON_ROWS = 4;

function TableSkeleton() {
  const { t } = useTranslation('settings');
  return (
    <Stack gap="sm" role="status" aria-live="polite">
      <VisuallyHidden>{t('study.loading')}</VisuallyHidden>
      {Array.from({ length: SKELETON_ROWS }, (_, row) => (
        <Group key={row} gap="md" wrap="nowrap" aria-hidden>
          <Skeleton circle height={32} />
          <Skeleton height={16} width="30%" />
          <Skeleton height={20} width={40} radius="xl" />
          <Skeleton height={30} width={130} />
          <Skeleton height={16} width={60} />
        </Group>
      ))}
    </Stack>
  );
}

/**
 * Each student's test settings in a table, searched and paged by the server (a hundred a page).
 * `focusStudentId` (from ?student=) is scrolled to, highlighted and its switch focused.
 */
export function StudySection({ focusStudentId }: { focusStudentId: number | null }) {
  const { t } = useTranslation(['settings', 'common']);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const students = useStudentPage({ q: debounced, page });
  const rows = students.data?.items ?? [];
  const focusRow = rows.find((student) => student.id === focusStudentId);

  // Someone beyond the first page: find their username and search for it.
  const [lookedUp, setLookedUp] = useState(false);
  const lookup = useStudent(
    focusStudentId,
    students.isSuccess && !students.isPlaceholderData && !focusRow && !lookedUp,
  );
  if (lookup.data && !lookedUp) {
    setLookedUp(true);
    setSearch(lookup.data.username);
    setPage(1);
  }

  const rowRef = useRef<HTMLTableRowElement>(null);
  const switchRef = useRef<HTMLInputElement>(null);
  // Once: later changes of the list (a search, a saved switch) leave the focus where it is.
  const focusedRef = useRef(false);
  const focusRowId = focusRow?.id;
  useEffect(() => {
    if (focusedRef.current || focusRowId === undefined) return;
    rowRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    switchRef.current?.focus({ preventScroll: true });
    focusedRef.current = true;
  }, [focusRowId]);

  const pages = students.data ? Math.ceil(students.data.total / students.data.page_size) : 0;
  const searching = debounced !== '';

  return (
    <Stack gap="md">
      <TextInput
        type="search"
        label={t('study.searchLabel')}
        placeholder={t('study.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        maw={360}
        autoComplete="off"
      />
      {students.isPending ? <TableSkeleton /> : null}
      {students.isError ? (
        <QueryError error={students.error} onRetry={() => void students.refetch()} />
      ) : null}
      {students.isSuccess && students.data.total === 0 && !searching ? (
        <MessagePanel
          icon={<IconMoodKid size={56} stroke={1.5} />}
          title={t('study.empty.title')}
          headingOrder={3}
          action={
            <Button component={Link} to="/students/new" leftSection={<IconUserPlus size={18} />}>
              {t('study.empty.action')}
            </Button>
          }
        >
          {t('study.empty.text')}
        </MessagePanel>
      ) : null}
      {students.isSuccess && students.data.total === 0 && searching ? (
        <MessagePanel
          icon={<IconMoodEmpty size={48} stroke={1.5} />}
          title={t('study.noMatch.title')}
          headingOrder={3}
        >
          {t('study.noMatch.text')}
        </MessagePanel>
      ) : null}
      {students.isSuccess && rows.length > 0 ? (
        <Stack gap="sm">
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('study.total', { count: students.data.total })}
            </Text>
            {students.isPlaceholderData ? (
              <Text size="sm" c="dimmed" role="status">
                {t('study.updating')}
              </Text>
            ) : null}
          </Group>
          <ResponsiveTable
            minWidth={620}
            verticalSpacing="sm"
            highlightOnHover
            aria-label={t('study.tableLabel')}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('study.columns.student')}</Table.Th>
                <Table.Th scope="col">{t('study.columns.tests')}</Table.Th>
                <Table.Th scope="col">{t('study.columns.time')}</Table.Th>
                <Table.Th scope="col">{t('study.columns.pass')}</Table.Th>
                <Table.Th scope="col">{t('study.columns.topics')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((student) => {
                const target = student.id === focusStudentId;
                return (
                  <TestSettingsRow
                    key={student.id}
                    student={student}
                    highlighted={target}
                    rowRef={target ? rowRef : undefined}
                    switchRef={target ? switchRef : undefined}
                  />
                );
              })}
            </Table.Tbody>
          </ResponsiveTable>
          {pages > 1 ? (
            <nav aria-label={t('study.pagesLabel')}>
              <Pagination
                total={pages}
                value={page}
                onChange={setPage}
                getControlProps={(control) =>
                  control === 'previous'
                    ? { 'aria-label': t('study.pages.previous') }
                    : control === 'next'
                      ? { 'aria-label': t('study.pages.next') }
                      : {}
                }
                getItemProps={(item) => ({
                  'aria-label': t('study.pages.page', { page: item }),
                  'aria-current': item === page ? 'page' : undefined,
                })}
              />
            </nav>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
