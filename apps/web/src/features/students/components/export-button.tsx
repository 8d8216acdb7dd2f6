import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../lib/notify';
import type { StudentListParams } from '../api/get-students';
import { useExportStudents } from '../api/export-students';

/** Downloads the list as students.csv, with the search and order on screen. */
export function ExportButton({ params }: { params: Omit<StudentListParams, 'page' | 'pageSize'> }) {
  const { t } = useTranslation('students');
  const exporting = useExportStudents();
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={18} aria-hidden />}
      loading={exporting.isPending}
      loaderProps={{ 'aria-label': t('header.exporting') }}
      onClick={() =>
        exporting.mutate(params, {
          onError: (error) => notifyError(error.message, t('header.exportFailed')),
        })
      }
    >
      {t('header.export')}
    </Button>
  );
}
