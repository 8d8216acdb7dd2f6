import { Button } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../../lib/download';
import { notifyError } from '../../../lib/notify';
import { reportCsv } from '../csv';
import type { ReportTable } from '../report-table';

interface ExportCsvButtonProps<Key extends string, Meta> {
  /** The rows on screen; a function when more must be loaded first (every test, not a page). */
  table: ReportTable<Key, Meta> | (() => Promise<ReportTable<Key, Meta>>);
  fileName: string;
  disabled?: boolean;
}

/** Downloads the report's rows, as on screen, as a CSV file. */
export function ExportCsvButton<Key extends string, Meta>({
  table,
  fileName,
  disabled = false,
}: ExportCsvButtonProps<Key, Meta>) {
  const { t } = useTranslation('reports');
  const [preparing, setPreparing] = useState(false);

  async function exportFile() {
    setPreparing(true);
    try {
      const rows = typeof table === 'function' ? await table() : table;
      saveFile(new Blob([reportCsv(rows)], { type: 'text/csv;charset=utf-8' }), fileName);
    } catch (error) {
      notifyError(error instanceof Error ? error.message : String(error), t('export.failed'));
    } finally {
      setPreparing(false);
    }
  }

  return (
    <Button
      variant="default"
      leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
      onClick={() => void exportFile()}
      loading={preparing}
      disabled={disabled}
      data-print-hidden
    >
      {t('export.button')}
    </Button>
  );
}
