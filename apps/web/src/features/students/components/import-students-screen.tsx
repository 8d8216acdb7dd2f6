import type { StudentImportReport, StudentImportRow } from '@aula/shared';
import { STUDENT_IMPORT_MAX_BYTES, STUDENT_IMPORT_MAX_ROWS } from '@aula/shared';
import {
  Alert,
  Badge,
  Button,
  Card,
  FileInput,
  Group,
  List,
  Stack,
  Stepper,
  Table,
  Text,
  Title,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconDownload,
  IconFileSpreadsheet,
  IconInfoCircle,
  IconUpload,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { PageHeader } from '../../../components/ui/page-header';
import { translateMessage } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { useCommitImport, usePreviewImport } from '../api/import-students';
import { studentCsvTemplate, TEMPLATE_FILE_NAME } from '../csv-template';
import { saveFile } from '../../../lib/download';
import { fullName } from '../../../lib/students-query';
import { LabelledCell, ResponsiveTable } from '../../../components/ui/responsive-table';

function downloadTemplate() {
  saveFile(
    new Blob([studentCsvTemplate()], { type: 'text/csv;charset=utf-8' }),
    TEMPLATE_FILE_NAME,
  );
}

function hasErrors(row: StudentImportRow) {
  return Object.keys(row.errors).length > 0;
}

function ColumnsHelp() {
  const { t } = useTranslation('students');
  return (
    <Alert
      variant="light"
      color="indigo"
      role="note"
      icon={<IconInfoCircle aria-hidden />}
      title={t('import.columnsTitle')}
    >
      <List size="sm" spacing={4}>
        <List.Item>{t('import.columnsRequired')}</List.Item>
        <List.Item>{t('import.columnsOptional')}</List.Item>
        <List.Item>{t('import.columnsSpanish')}</List.Item>
      </List>
    </Alert>
  );
}

function RowStatus({ row }: { row: StudentImportRow }) {
  const { t } = useTranslation('students');
  const errors = Object.values(row.errors);
  if (errors.length === 0) {
    return (
      <Group gap={6} wrap="nowrap" c="teal.8">
        <IconCircleCheck size={18} aria-hidden />
        <Text size="sm" fw={600}>
          {t('import.rowReady')}
        </Text>
      </Group>
    );
  }
  return (
    <Stack gap={4}>
      <Group gap={6} wrap="nowrap" c="red.8">
        <IconAlertTriangle size={18} aria-hidden />
        <Text size="sm" fw={700}>
          {t('import.rowErrors')}
        </Text>
      </Group>
      <List size="sm" spacing={2} c="red.9">
        {errors.map((message) => (
          <List.Item key={message}>{message}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

function PreviewTable({ rows }: { rows: StudentImportRow[] }) {
  const { t } = useTranslation(['students', 'common']);
  const column = {
    line: t('import.columns.line'),
    name: t('import.columns.name'),
    username: t('import.columns.username'),
    grade: t('import.columns.grade'),
    school: t('import.columns.school'),
    language: t('import.columns.language'),
    status: t('import.columns.status'),
  };
  return (
    <ResponsiveTable minWidth={820} verticalSpacing="sm" aria-label={t('import.rowsLabel')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{column.line}</Table.Th>
          <Table.Th scope="col">{column.name}</Table.Th>
          <Table.Th scope="col">{column.username}</Table.Th>
          <Table.Th scope="col">{column.grade}</Table.Th>
          <Table.Th scope="col">{column.school}</Table.Th>
          <Table.Th scope="col">{column.language}</Table.Th>
          <Table.Th scope="col">{column.status}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr
            key={row.line}
            bg={hasErrors(row) ? 'var(--mantine-color-red-light)' : undefined}
          >
            <LabelledCell label={column.line}>{row.line}</LabelledCell>
            <LabelledCell label={column.name}>{fullName(row)}</LabelledCell>
            <LabelledCell label={column.username}>{row.username}</LabelledCell>
            <LabelledCell label={column.grade}>
              {row.grade_id !== null ? t('common:grade', { grade: row.grade_id }) : ''}
            </LabelledCell>
            <LabelledCell label={column.school}>{row.name_of_the_school}</LabelledCell>
            <LabelledCell label={column.language}>
              {t(`common:language.${row.language}`)}
            </LabelledCell>
            <LabelledCell label={column.status}>
              <RowStatus row={row} />
            </LabelledCell>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ResponsiveTable>
  );
}

interface PreviewProps {
  report: StudentImportReport;
  committing: boolean;
  commitError: string | null;
  onCommit: () => void;
  onChooseAnother: () => void;
}

function Preview({ report, committing, commitError, onCommit, onChooseAnother }: PreviewProps) {
  const { t } = useTranslation('students');
  const withErrors = report.rows.filter(hasErrors).length;
  const ready = report.rows.length - withErrors;
  return (
    <Stack gap="md">
      <Group gap="sm">
        <Badge
          size="lg"
          variant="light"
          color="teal.9"
          tt="none"
          leftSection={<IconCircleCheck size={16} aria-hidden />}
        >
          {t('import.summaryReady', { count: ready })}
        </Badge>
        {withErrors > 0 ? (
          <Badge
            size="lg"
            variant="light"
            color="red.9"
            tt="none"
            leftSection={<IconAlertTriangle size={16} aria-hidden />}
          >
            {t('import.summaryErrors', { count: withErrors })}
          </Badge>
        ) : null}
      </Group>
      <Text size="sm">{report.valid ? t('import.validHint') : t('import.invalidHint')}</Text>
      <PreviewTable rows={report.rows} />
      {commitError ? <ErrorAlert>{commitError}</ErrorAlert> : null}
      <Group justify="space-between" gap="sm">
        <Button variant="default" onClick={onChooseAnother} disabled={committing}>
          {t('import.chooseAnother')}
        </Button>
        <Button
          leftSection={<IconUpload size={18} aria-hidden />}
          disabled={!report.valid}
          loading={committing}
          onClick={onCommit}
        >
          {t('import.commit', { count: report.rows.length })}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * /students/import: choose a CSV file, see the server's check of every row, then import them
 * all at once (the server saves all rows or none).
 */
export function ImportStudentsScreen() {
  const { t } = useTranslation(['students', 'common']);
  const navigate = useNavigate();
  const preview = usePreviewImport();
  const commit = useCommitImport();
  const [file, setFile] = useState<File | null>(null);
  const [csv, setCsv] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  const report = preview.data ?? null;
  const active = report === null ? 0 : report.valid ? 2 : 1;

  function choose(next: File | null) {
    setFile(next);
    setCsv(null);
    setFileError(null);
    preview.reset();
    commit.reset();
  }

  async function check() {
    if (!file) return;
    setFileError(null);
    if (file.size > STUDENT_IMPORT_MAX_BYTES) {
      setFileError(translateMessage('validation.import.tooLarge'));
      return;
    }
    let text: string;
    try {
      text = await file.text();
    } catch {
      setFileError(t('import.readFailed'));
      return;
    }
    setCsv(text);
    preview.mutate(text);
  }

  function importAll() {
    if (csv === null) return;
    commit.mutate(csv, {
      onSuccess: (result) => {
        notifySuccess(t('import.doneTitle'), t('import.done', { count: result.created }));
        void navigate('/students');
      },
    });
  }

  const problem = fileError ?? (preview.isError ? preview.error.message : null);

  return (
    <Stack gap="lg">
      <PageHeader title={t('import.heading')} intro={t('import.intro')} />
      <Stepper active={active} size="sm" allowNextStepsSelect={false}>
        <Stepper.Step label={t('import.steps.choose')} description={t('import.steps.chooseText')} />
        <Stepper.Step label={t('import.steps.check')} description={t('import.steps.checkText')} />
        <Stepper.Step label={t('import.steps.import')} description={t('import.steps.importText')} />
      </Stepper>
      <Card withBorder radius="lg" padding="lg">
        {report === null ? (
          <Stack gap="md">
            <Title order={2} size="h4">
              {t('import.steps.choose')}
            </Title>
            <FileInput
              label={t('import.fileLabel')}
              description={t('import.fileDescription', { max: STUDENT_IMPORT_MAX_ROWS })}
              placeholder={t('import.filePlaceholder')}
              // Mantine draws this placeholder as text, so it must be as readable as text.
              styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
              accept=".csv,text/csv"
              leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
              value={file}
              onChange={choose}
              clearable
              clearButtonProps={{ 'aria-label': t('common:close') }}
              maw={480}
            />
            {problem ? <ErrorAlert>{problem}</ErrorAlert> : null}
            <Group gap="sm">
              <Button
                onClick={() => void check()}
                disabled={file === null}
                loading={preview.isPending}
                loaderProps={{ 'aria-label': t('import.checking') }}
              >
                {t('import.check')}
              </Button>
              <Button
                variant="default"
                leftSection={<IconDownload size={18} aria-hidden />}
                onClick={downloadTemplate}
              >
                {t('import.template')}
              </Button>
              <Button component={Link} to="/students" variant="subtle">
                {t('form.cancel')}
              </Button>
            </Group>
            <ColumnsHelp />
          </Stack>
        ) : (
          <Preview
            report={report}
            committing={commit.isPending}
            commitError={commit.isError ? commit.error.message : null}
            onCommit={importAll}
            onChooseAnother={() => choose(null)}
          />
        )}
      </Card>
    </Stack>
  );
}
