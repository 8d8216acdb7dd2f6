import { Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconMoodHappy } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessagePanel } from '../../../components/ui/message-panel';
import { QueryError } from '../../../components/ui/query-error';
import { useLanguage } from '../../../lib/i18n';
import { useHardestQuestions } from '../api/get-hardest-questions';
import { reportFileName } from '../csv';
import { hardestTable } from '../rows/hardest-rows';
import { ExportCsvButton } from './export-csv-button';
import { ReportSkeleton } from './report-skeleton';
import { ReportTableView } from './report-table-view';

export interface HardestTopic {
  clusterId: number;
  title: string;
}

interface HardestQuestionsModalProps {
  /** The topic whose questions to show; null: closed. */
  topic: HardestTopic | null;
  studentId: number;
  studentName: string;
  fileOwner: string;
  onClose: () => void;
}

type Scope = 'student' | 'all';

function HardestQuestionsBody({
  topic,
  studentId,
  studentName,
  fileOwner,
}: Omit<HardestQuestionsModalProps, 'topic' | 'onClose'> & { topic: HardestTopic }) {
  const { t } = useTranslation('reports');
  const language = useLanguage();
  const [scope, setScope] = useState<Scope>('student');
  const allStudents = scope === 'all';
  const result = useHardestQuestions(topic.clusterId, allStudents ? null : studentId);
  const table = useMemo(
    () => (result.data ? hardestTable(result.data, { allStudents }, t, language) : null),
    [result.data, allStudents, t, language],
  );

  return (
    <Stack gap="md">
      <Text c="dimmed">{t('hardest.intro')}</Text>
      <Group justify="space-between" gap="sm">
        <SegmentedControl
          value={scope}
          onChange={(value) => setScope(value === 'all' ? 'all' : 'student')}
          aria-label={t('hardest.scopeLabel')}
          data={[
            { value: 'student', label: t('hardest.scopeStudent', { name: studentName }) },
            { value: 'all', label: t('hardest.scopeAll') },
          ]}
        />
        {table && table.rows.length > 0 ? (
          <ExportCsvButton
            table={table}
            fileName={reportFileName(
              allStudents ? 'all-students' : fileOwner,
              'hardest-questions',
              String(topic.clusterId),
            )}
          />
        ) : null}
      </Group>
      {result.isPending ? <ReportSkeleton rows={4} /> : null}
      {result.isError ? (
        <QueryError error={result.error} onRetry={() => void result.refetch()} />
      ) : null}
      {table && table.rows.length === 0 ? (
        <MessagePanel
          icon={<IconMoodHappy size={48} />}
          title={t('hardest.emptyTitle')}
          headingOrder={3}
          color="teal"
        >
          {t('hardest.emptyText')}
        </MessagePanel>
      ) : null}
      {table && table.rows.length > 0 ? (
        <ReportTableView
          table={table}
          caption={t('hardest.caption', { topic: topic.title })}
          captionHidden
          minWidth={560}
        />
      ) : null}
    </Stack>
  );
}

/**
 * A topic's most missed questions, by this student or by all of the tutor's students (a
 * toggle), as a table that can be exported like the reports.
 */
export function HardestQuestionsModal({ topic, onClose, ...rest }: HardestQuestionsModalProps) {
  const { t } = useTranslation('reports');
  return (
    <Modal
      opened={topic !== null}
      onClose={onClose}
      title={topic ? t('hardest.title', { topic: topic.title }) : ''}
      size="xl"
      closeButtonProps={{ 'aria-label': t('hardest.close') }}
    >
      {topic ? <HardestQuestionsBody key={topic.clusterId} topic={topic} {...rest} /> : null}
    </Modal>
  );
}
