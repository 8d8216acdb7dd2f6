import type { EvaluationSummary } from '@aula/shared';
import {
  ActionIcon,
  Anchor,
  Box,
  Group,
  Loader,
  Pagination,
  Skeleton,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconClipboardList, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MessagePanel } from '../../../components/ui/message-panel';
import { QueryError } from '../../../components/ui/query-error';
import { useLanguage } from '../../../lib/i18n';
import { EVALUATION_PAGE_SIZE, useEvaluations } from '../api/get-evaluations';
import { formatDay } from '../../../lib/format';
import { EvaluationStatusBadge } from './evaluation-badges';
import { useScoreText } from './score-text';
import { lazyDialog } from '../../../components/ui/lazy-dialog';
import {
  ActionsCell,
  LabelledCell,
  ResponsiveTable,
} from '../../../components/ui/responsive-table';

const DeleteEvaluationModal = lazyDialog(
  () => import('./delete-evaluation-modal').then((module) => module.DeleteEvaluationModal),
  ({ evaluation }) => evaluation !== null,
);

const SKELETON_ROWS = 4;

function ListSkeleton() {
  const { t } = useTranslation('evaluation');
  return (
    <Stack gap="md" role="status" aria-live="polite">
      <VisuallyHidden>{t('list.loading')}</VisuallyHidden>
      {Array.from({ length: SKELETON_ROWS }, (_, row) => (
        <Group key={row} gap="md" wrap="nowrap" aria-hidden>
          <Skeleton height={16} width="24%" />
          <Skeleton height={16} width="14%" />
          <Skeleton height={16} width="10%" />
          <Skeleton height={16} width="18%" />
          <Skeleton height={16} width="12%" />
        </Group>
      ))}
    </Stack>
  );
}

function ResultCell({ evaluation }: { evaluation: EvaluationSummary }) {
  const { t } = useTranslation('evaluation');
  const score = useScoreText();
  if (evaluation.status !== 'finished' || evaluation.percentage === null) {
    return (
      <Text size="sm" c="dimmed">
        <span aria-hidden>—</span>
        <VisuallyHidden>{t('list.noResult')}</VisuallyHidden>
      </Text>
    );
  }
  return (
    <Text size="sm" fw={700}>
      {score(evaluation.percentage, evaluation.letter_grade)}
    </Text>
  );
}

/**
 * The account's evaluations, newest first: who, when, which type, where each stands and, once
 * finished, the overall result. An evaluation not finished yet can be deleted (after asking).
 */
export function EvaluationList() {
  const { t } = useTranslation('evaluation');
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const evaluations = useEvaluations(page);
  const [toDelete, setToDelete] = useState<EvaluationSummary | null>(null);

  // A page past the end (its last evaluation was deleted): show the last page instead.
  const total = evaluations.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / EVALUATION_PAGE_SIZE));
  const pastTheEnd = evaluations.isSuccess && !evaluations.isPlaceholderData && page > pages;
  if (pastTheEnd) setPage(pages);

  if (evaluations.isPending) return <ListSkeleton />;
  if (evaluations.isError) {
    return <QueryError error={evaluations.error} onRetry={() => void evaluations.refetch()} />;
  }
  const { items } = evaluations.data;
  if (total === 0) {
    return (
      <MessagePanel
        icon={<IconClipboardList size={48} stroke={1.5} />}
        title={t('list.empty.title')}
        headingOrder={3}
      >
        {t('list.empty.text')}
      </MessagePanel>
    );
  }
  const updating = evaluations.isPlaceholderData && evaluations.isFetching;
  const column = {
    student: t('list.columns.student'),
    date: t('list.columns.date'),
    type: t('list.columns.type'),
    status: t('list.columns.status'),
    result: t('list.columns.result'),
    actions: t('list.columns.actions'),
  };

  return (
    <Stack gap="md">
      <Box
        pos="relative"
        aria-busy={updating || undefined}
        style={{ opacity: updating ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        {updating ? (
          <Group gap="xs" pos="absolute" top={8} right={8} role="status" style={{ zIndex: 1 }}>
            <Loader size="xs" aria-hidden />
            <VisuallyHidden>{t('list.updating')}</VisuallyHidden>
          </Group>
        ) : null}
        <ResponsiveTable
          minWidth={760}
          verticalSpacing="sm"
          highlightOnHover
          aria-label={t('list.label')}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{column.student}</Table.Th>
              <Table.Th scope="col">{column.date}</Table.Th>
              <Table.Th scope="col">{column.type}</Table.Th>
              <Table.Th scope="col">{column.status}</Table.Th>
              <Table.Th scope="col">{column.result}</Table.Th>
              <Table.Th scope="col">
                <VisuallyHidden>{column.actions}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((evaluation) => (
              <Table.Tr key={evaluation.id}>
                <LabelledCell label={column.student}>
                  <Stack gap={0}>
                    <Anchor component={Link} to={`/evaluation/${evaluation.id}`} fw={700}>
                      {evaluation.student_name}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {evaluation.grade_name}
                    </Text>
                  </Stack>
                </LabelledCell>
                <LabelledCell label={column.date}>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatDay(evaluation.created_at, language)}
                  </Text>
                </LabelledCell>
                <LabelledCell label={column.type}>{t(`type.${evaluation.type}`)}</LabelledCell>
                <LabelledCell label={column.status}>
                  <EvaluationStatusBadge evaluation={evaluation} />
                </LabelledCell>
                <LabelledCell label={column.result}>
                  <ResultCell evaluation={evaluation} />
                </LabelledCell>
                <ActionsCell label={column.actions}>
                  {evaluation.status !== 'finished' ? (
                    <ActionIcon
                      variant="subtle"
                      color="red.9"
                      size="lg"
                      aria-label={t('list.delete', {
                        name: evaluation.student_name,
                        date: formatDay(evaluation.created_at, language),
                      })}
                      onClick={() => setToDelete(evaluation)}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  ) : null}
                </ActionsCell>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ResponsiveTable>
      </Box>
      {pages > 1 ? (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {t('list.count', { count: total })}
          </Text>
          <nav aria-label={t('list.pagesLabel')}>
            <Pagination
              total={pages}
              value={Math.min(page, pages)}
              onChange={setPage}
              withEdges
              getItemProps={(item) => ({ 'aria-label': t('list.pages.page', { page: item }) })}
              getControlProps={(control) => ({ 'aria-label': t(`list.pages.${control}`) })}
            />
          </nav>
        </Group>
      ) : null}
      <DeleteEvaluationModal evaluation={toDelete} onClose={() => setToDelete(null)} />
    </Stack>
  );
}
