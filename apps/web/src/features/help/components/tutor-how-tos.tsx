import { STUDENT_CSV_COLUMNS, STUDENT_CSV_REQUIRED_COLUMNS } from '@aula/shared';
import { Badge, Code, Stack, Table, Text } from '@mantine/core';
import {
  IconArrowUp,
  IconBooks,
  IconChartBar,
  IconClipboardCheck,
  IconClock,
  IconFileSpreadsheet,
  IconMail,
  IconPencil,
  IconPlus,
  IconSchool,
  IconSend,
  IconToggleRight,
  IconTrash,
  IconUser,
  IconUserCircle,
  IconEye,
  IconListCheck,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { HowTo } from './how-to-list';
import { LabelledCell, ResponsiveTable } from '../../../components/ui/responsive-table';

function CsvColumns() {
  const { t } = useTranslation('help');
  const column = {
    name: t('howTos.import.columnHeader'),
    meaning: t('howTos.import.meaningHeader'),
    needed: t('howTos.import.neededHeader'),
  };
  return (
    <Stack gap="xs">
      <ResponsiveTable
        minWidth={480}
        withTableBorder
        verticalSpacing={6}
        aria-label={t('howTos.import.columnsLabel')}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{column.name}</Table.Th>
            <Table.Th scope="col">{column.meaning}</Table.Th>
            <Table.Th scope="col">{column.needed}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {STUDENT_CSV_COLUMNS.map((csvColumn) => {
            const required = STUDENT_CSV_REQUIRED_COLUMNS.includes(csvColumn);
            return (
              <Table.Tr key={csvColumn}>
                <LabelledCell label={column.name} rowHeader fw={400}>
                  <Code>{csvColumn}</Code>
                </LabelledCell>
                <LabelledCell label={column.meaning}>
                  {t(`howTos.import.columns.${csvColumn}`)}
                </LabelledCell>
                <LabelledCell label={column.needed}>
                  <Badge variant="light" color={required ? 'indigo' : 'gray.7'} tt="none">
                    {required ? t('howTos.import.required') : t('howTos.import.optional')}
                  </Badge>
                </LabelledCell>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </ResponsiveTable>
      <Text size="sm" c="dimmed">
        {t('howTos.import.aliases')}
      </Text>
    </Stack>
  );
}

/** The tutor's guides, in the order of a tutor's first days with Aula. */
export const TUTOR_HOW_TOS: HowTo[] = [
  {
    id: 'register',
    title: 'howTos.register.title',
    summary: 'howTos.register.summary',
    to: '/students/new',
    steps: [
      'howTos.register.steps.1',
      'howTos.register.steps.2',
      'howTos.register.steps.3',
      'howTos.register.steps.4',
    ],
    picture: { main: IconUser, badge: IconPlus },
  },
  {
    id: 'import',
    title: 'howTos.import.title',
    summary: 'howTos.import.summary',
    to: '/students/import',
    steps: [
      'howTos.import.steps.1',
      'howTos.import.steps.2',
      'howTos.import.steps.3',
      'howTos.import.steps.4',
    ],
    picture: { main: IconFileSpreadsheet, badge: IconArrowUp, color: 'teal' },
    extra: <CsvColumns />,
  },
  {
    id: 'topics',
    title: 'howTos.topics.title',
    summary: 'howTos.topics.summary',
    to: '/manage-content-by-grade',
    steps: [
      'howTos.topics.steps.1',
      'howTos.topics.steps.2',
      'howTos.topics.steps.3',
      'howTos.topics.steps.4',
    ],
    picture: { main: IconBooks, badge: IconToggleRight, color: 'grape' },
  },
  {
    id: 'tests',
    title: 'howTos.tests.title',
    summary: 'howTos.tests.summary',
    to: '/settings#study',
    steps: [
      'howTos.tests.steps.1',
      'howTos.tests.steps.2',
      'howTos.tests.steps.3',
      'howTos.tests.steps.4',
      'howTos.tests.steps.5',
    ],
    picture: { main: IconClipboardCheck, badge: IconClock, color: 'orange' },
  },
  {
    id: 'reports',
    title: 'howTos.reports.title',
    summary: 'howTos.reports.summary',
    to: '/students',
    steps: [
      'howTos.reports.steps.1',
      'howTos.reports.steps.2',
      'howTos.reports.steps.3',
      'howTos.reports.steps.4',
    ],
    picture: { main: IconChartBar, badge: IconEye, color: 'green' },
  },
  {
    id: 'evaluation',
    title: 'howTos.evaluation.title',
    summary: 'howTos.evaluation.summary',
    to: '/evaluation',
    steps: [
      'howTos.evaluation.steps.1',
      'howTos.evaluation.steps.2',
      'howTos.evaluation.steps.3',
      'howTos.evaluation.steps.4',
      'howTos.evaluation.steps.5',
    ],
    picture: { main: IconListCheck, badge: IconPlus, color: 'violet' },
  },
  {
    id: 'email-reports',
    title: 'howTos.emailReports.title',
    summary: 'howTos.emailReports.summary',
    to: '/settings#email-reports',
    steps: [
      'howTos.emailReports.steps.1',
      'howTos.emailReports.steps.2',
      'howTos.emailReports.steps.3',
      'howTos.emailReports.steps.4',
    ],
    picture: { main: IconMail, badge: IconSend, color: 'pink' },
  },
  {
    id: 'delete',
    title: 'howTos.delete.title',
    summary: 'howTos.delete.summary',
    to: '/students',
    steps: ['howTos.delete.steps.1', 'howTos.delete.steps.2', 'howTos.delete.steps.3'],
    picture: { main: IconUser, badge: IconTrash, color: 'red' },
    warning: 'howTos.delete.warning',
  },
  {
    id: 'add-tutor',
    title: 'howTos.addTutor.title',
    summary: 'howTos.addTutor.summary',
    to: '/tutors/new',
    steps: [
      'howTos.addTutor.steps.1',
      'howTos.addTutor.steps.2',
      'howTos.addTutor.steps.3',
      'howTos.addTutor.steps.4',
    ],
    picture: { main: IconSchool, badge: IconPlus, color: 'cyan' },
  },
  {
    id: 'profile',
    title: 'howTos.profile.title',
    summary: 'howTos.profile.summary',
    to: '/profile/edit',
    steps: [
      'howTos.profile.steps.1',
      'howTos.profile.steps.2',
      'howTos.profile.steps.3',
      'howTos.profile.steps.4',
    ],
    picture: { main: IconUserCircle, badge: IconPencil, color: 'blue' },
  },
];
