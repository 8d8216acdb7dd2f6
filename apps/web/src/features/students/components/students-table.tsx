import type { StudentSort, StudentSummary } from '@aula/shared';
import { formatDuration } from '@aula/shared';
import {
  Badge,
  Group,
  Progress,
  Stack,
  Table,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AvatarPicture } from '../../../components/ui/avatar-picture';
import { useLanguage } from '../../../lib/i18n';
import { clampPercent, formatDay, percentNumber } from '../../../lib/format';
import type { ListUrlState } from '../list-params';
import { fullName } from '../../../lib/students-query';
import type { PopupButtonHandlers } from '../../../components/ui/lazy-popup';
import { lazyPopup } from '../../../components/ui/lazy-popup';
import { NeedsHelpButton } from './needs-help-button';
import { StudentActionsButton } from './student-actions-button';
import type { StudentActionsMenuProps } from './student-actions-menu';
import {
  ActionsCell,
  LabelledCell,
  ResponsiveTable,
} from '../../../components/ui/responsive-table';

/** A row's menu and help badge: drawn at once, their popups fetched when about to be used. */
const StudentActionsMenu = lazyPopup(
  () => import('./student-actions-menu').then((module) => module.StudentActionsMenu),
  ({ student, handlers }: StudentActionsMenuProps & { handlers: PopupButtonHandlers }) => (
    <StudentActionsButton student={student} {...handlers} />
  ),
);
const NeedsHelpBadge = lazyPopup(
  () => import('./needs-help-popover').then((module) => module.NeedsHelpPopover),
  ({ student, handlers }: { student: StudentSummary; handlers: PopupButtonHandlers }) => (
    <NeedsHelpButton student={student} {...handlers} />
  ),
);

interface SortHeaderProps {
  column: StudentSort;
  label: string;
  state: ListUrlState;
  onSort: (column: StudentSort) => void;
}

/** A column header that sorts the list; aria-sort tells which column orders it and how. */
function SortHeader({ column, label, state, onSort }: SortHeaderProps) {
  const active = state.sort === column;
  const SortIcon = !active ? IconSelector : state.order === 'asc' ? IconChevronUp : IconChevronDown;
  return (
    <Table.Th
      scope="col"
      aria-sort={active ? (state.order === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <UnstyledButton
        onClick={() => onSort(column)}
        fw={700}
        fz="sm"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' }}
      >
        {label}
        <SortIcon
          size={14}
          aria-hidden
          color={active ? undefined : 'var(--mantine-color-dimmed)'}
        />
      </UnstyledButton>
    </Table.Th>
  );
}

function ProgressCell({ student }: { student: StudentSummary }) {
  const { t } = useTranslation('students');
  const language = useLanguage();
  const percent = clampPercent(student.progress_percent);
  return (
    <Group gap="xs" wrap="nowrap">
      <Progress
        value={percent}
        w={96}
        size="md"
        radius="xl"
        color={percent >= 80 ? 'teal' : 'indigo'}
        aria-label={t('row.progressLabel', { name: fullName(student) })}
      />
      <Text size="sm" fw={600} aria-hidden style={{ whiteSpace: 'nowrap' }}>
        {t('row.percent', { percent: percentNumber(percent, language) })}
      </Text>
    </Group>
  );
}

function LastTestCell({ student }: { student: StudentSummary }) {
  const { t } = useTranslation('students');
  const language = useLanguage();
  const test = student.last_test;
  if (!test) {
    return (
      <Text size="sm" c="dimmed">
        {t('row.noTests')}
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600}>
        {t('row.testScore', {
          percent: percentNumber(test.percentage, language),
          grade: test.letter_grade,
        })}
      </Text>
      <Text size="xs" lineClamp={1} title={test.cluster_title}>
        {test.cluster_title}
      </Text>
      <Text size="xs" c="dimmed">
        {t('row.testDate', { date: formatDay(test.finished_at, language) })}
      </Text>
    </Stack>
  );
}

interface StudentsTableProps {
  students: StudentSummary[];
  state: ListUrlState;
  onSort: (column: StudentSort) => void;
  onDelete: (student: StudentSummary) => void;
}

export function StudentsTable({ students, state, onSort, onDelete }: StudentsTableProps) {
  const { t } = useTranslation(['students', 'common']);
  const sortHeader = (column: StudentSort, label: string) => (
    <SortHeader column={column} label={label} state={state} onSort={onSort} />
  );
  const column = {
    name: t('columns.name'),
    username: t('columns.username'),
    grade: t('columns.grade'),
    progress: t('columns.progress'),
    lastTest: t('columns.lastTest'),
    activityToday: t('columns.activityToday'),
    actions: t('columns.actions'),
  };
  return (
    <ResponsiveTable
      minWidth={880}
      highlightOnHover
      verticalSpacing="sm"
      aria-label={t('tableLabel')}
    >
      <Table.Thead>
        <Table.Tr>
          {sortHeader('name', column.name)}
          <Table.Th scope="col">{column.username}</Table.Th>
          {sortHeader('grade', column.grade)}
          {sortHeader('progress', column.progress)}
          {sortHeader('last_test', column.lastTest)}
          {sortHeader('activity_today', column.activityToday)}
          <Table.Th scope="col">
            <VisuallyHidden>{column.actions}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {students.map((student) => (
          <Table.Tr key={student.id}>
            <LabelledCell label={column.name}>
              <Group gap="sm" wrap="nowrap">
                <AvatarPicture avatar={student.avatar} size={36} decorative />
                <Stack gap={4} align="flex-start">
                  <Text fw={600}>{fullName(student)}</Text>
                  {student.needs_help.length > 0 ? <NeedsHelpBadge student={student} /> : null}
                </Stack>
              </Group>
            </LabelledCell>
            <LabelledCell label={column.username}>{student.username}</LabelledCell>
            <LabelledCell label={column.grade}>
              {student.grade_id !== null ? (
                // As wide as its words: a squeezed column cut it to "Grad…".
                <Badge variant="light" color="indigo" tt="none" miw="max-content">
                  {t('common:grade', { grade: student.grade_id })}
                </Badge>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('row.noGrade')}
                </Text>
              )}
            </LabelledCell>
            <LabelledCell label={column.progress}>
              <ProgressCell student={student} />
            </LabelledCell>
            <LabelledCell label={column.lastTest}>
              <LastTestCell student={student} />
            </LabelledCell>
            <LabelledCell label={column.activityToday}>
              <Text size="sm" ff="monospace">
                {formatDuration(student.activity_seconds_today)}
              </Text>
            </LabelledCell>
            <ActionsCell label={column.actions}>
              <StudentActionsMenu student={student} onDelete={onDelete} />
            </ActionsCell>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ResponsiveTable>
  );
}
