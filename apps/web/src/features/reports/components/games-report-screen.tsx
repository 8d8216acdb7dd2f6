import { Stack } from '@mantine/core';
import { IconDeviceGamepad2 } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MessagePanel } from '../../../components/ui/message-panel';
import { QueryError } from '../../../components/ui/query-error';
import { gameScoresQueryOptions } from '../../../games/kit/api/game-scores';
import { useLanguage } from '../../../lib/i18n';
import { reportFileName } from '../csv';
import { todayIso } from '../dates';
import { gamesTable } from '../rows/games-rows';
import { useReportStudent } from '../use-report-student';
import { ExportCsvButton } from './export-csv-button';
import { ReportHeading } from './report-heading';
import { ReportSkeleton } from './report-skeleton';
import { ReportTableView } from './report-table-view';

/** The practice games: plays, best score, levels won and the last time, per game. */
export function GamesReportScreen() {
  const { t } = useTranslation('reports');
  const language = useLanguage();
  const { studentId, name, fileOwner } = useReportStudent();
  const scores = useQuery({
    ...gameScoresQueryOptions(studentId ?? 0),
    enabled: studentId !== null,
  });
  const items = scores.data?.items;
  const table = useMemo(() => gamesTable(items ?? [], t, language), [items, t, language]);
  const played = (items ?? []).some((item) => item.plays > 0);

  return (
    <Stack gap="lg">
      <ReportHeading
        title={t('games.heading')}
        actions={
          played ? (
            <ExportCsvButton
              table={table}
              fileName={reportFileName(fileOwner, 'games', todayIso())}
            />
          ) : null
        }
      />
      {scores.isPending ? <ReportSkeleton /> : null}
      {scores.isError ? (
        <QueryError error={scores.error} onRetry={() => void scores.refetch()} />
      ) : null}
      {scores.isSuccess && !played ? (
        <MessagePanel
          icon={<IconDeviceGamepad2 size={48} />}
          title={t('games.emptyTitle')}
          headingOrder={3}
        >
          {t('games.emptyText', { name })}
        </MessagePanel>
      ) : null}
      {played ? (
        <ReportTableView table={table} caption={t('games.caption', { name })} captionHidden />
      ) : null}
    </Stack>
  );
}
