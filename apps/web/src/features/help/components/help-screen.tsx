import {
  STUDENT_CSV_COLUMNS,
  STUDENT_CSV_REQUIRED_COLUMNS,
  STUDENT_IMPORT_MAX_ROWS,
} from '@aula/shared';
import type { MantineColor } from '@mantine/core';
import {
  Accordion,
  Alert,
  Anchor,
  Badge,
  Card,
  Code,
  Group,
  List,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import {
  IconAlertTriangle,
  IconArrowUp,
  IconBooks,
  IconClipboardCheck,
  IconClock,
  IconClockHour9,
  IconFileSpreadsheet,
  IconHeadset,
  IconPencil,
  IconPlus,
  IconSchool,
  IconToggleRight,
  IconTrash,
  IconUser,
  IconUserCircle,
} from '@tabler/icons-react';
import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { useLanguage } from '../../../lib/i18n';
import { HowToPicture } from './how-to-picture';

type HelpKey = ParseKeys<'help'>;

interface HowTo {
  id: string;
  title: HelpKey;
  summary: HelpKey;
  /** Where the step's <go> link leads. */
  to: string;
  steps: HelpKey[];
  picture: { main: Icon; badge: Icon; color?: MantineColor };
  warning?: HelpKey;
  extra?: ReactNode;
}

function CsvColumns() {
  const { t } = useTranslation('help');
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={480}>
        <Table withTableBorder verticalSpacing={6} aria-label={t('howTos.import.columnsLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('howTos.import.columnHeader')}</Table.Th>
              <Table.Th scope="col">{t('howTos.import.meaningHeader')}</Table.Th>
              <Table.Th scope="col">{t('howTos.import.neededHeader')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {STUDENT_CSV_COLUMNS.map((column) => {
              const required = STUDENT_CSV_REQUIRED_COLUMNS.includes(column);
              return (
                <Table.Tr key={column}>
                  <Table.Th scope="row" fw={400}>
                    <Code>{column}</Code>
                  </Table.Th>
                  <Table.Td>{t(`howTos.import.columns.${column}`)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={required ? 'indigo' : 'gray.7'} tt="none">
                      {required ? t('howTos.import.required') : t('howTos.import.optional')}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="sm" c="dimmed">
        {t('howTos.import.aliases')}
      </Text>
    </Stack>
  );
}

const HOW_TOS: HowTo[] = [
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

function SupportCard() {
  const { t } = useTranslation('help');
  return (
    <Card
      component="section"
      aria-labelledby="support-heading"
      withBorder
      radius="lg"
      padding="lg"
      bg="var(--mantine-color-indigo-0)"
    >
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size={56} radius={28} variant="white" aria-hidden>
          <IconHeadset size={32} stroke={1.6} />
        </ThemeIcon>
        <Stack gap={6}>
          <Title order={2} size="h3" id="support-heading">
            {t('support.heading')}
          </Title>
          <Text>{t('support.text')}</Text>
          <Group gap={8} wrap="nowrap" align="flex-start">
            <IconClockHour9 size={20} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
            <Text>
              <Text component="span" fw={600}>
                {`${t('support.hoursLabel')}: `}
              </Text>
              <Text component="span">{t('support.hours')}</Text>
            </Text>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}

function HowToSteps({ howTo }: { howTo: HowTo }) {
  const { t } = useTranslation('help');
  const language = useLanguage();
  return (
    <Stack gap="md">
      {howTo.warning ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />}>
          {t(howTo.warning)}
        </Alert>
      ) : null}
      <Group align="flex-start" gap="lg" wrap="nowrap">
        <Stack visibleFrom="sm" pt={4}>
          <HowToPicture {...howTo.picture} size={72} />
        </Stack>
        <List type="ordered" spacing="xs" style={{ flex: 1 }}>
          {howTo.steps.map((step) => (
            <List.Item key={step}>
              <Trans
                t={t}
                i18nKey={step}
                values={{ max: STUDENT_IMPORT_MAX_ROWS.toLocaleString(language) }}
                components={{ go: <Anchor component={Link} to={howTo.to} inherit fw={600} /> }}
              />
            </List.Item>
          ))}
        </List>
      </Group>
      {howTo.extra}
    </Stack>
  );
}

/** /help for tutors: technical support and short illustrated guides with links to each screen. */
export function HelpScreen() {
  const { t } = useTranslation('help');
  return (
    <Stack gap={0}>
      <PageHeader title={t('heading')} intro={t('intro')} />
      <Stack gap="xl">
        <SupportCard />
        <Stack component="section" gap="md" aria-labelledby="how-tos-heading">
          <Title order={2} size="h3" id="how-tos-heading">
            {t('howTos.heading')}
          </Title>
          <Accordion multiple variant="separated" radius="md" order={3}>
            {HOW_TOS.map((howTo) => (
              <Accordion.Item key={howTo.id} value={howTo.id} id={howTo.id}>
                <Accordion.Control icon={<HowToPicture {...howTo.picture} size={40} />}>
                  <Text component="span" display="block" fw={600}>
                    {t(howTo.title)}
                  </Text>
                  <Text component="span" display="block" size="sm" c="dimmed">
                    {t(howTo.summary)}
                  </Text>
                </Accordion.Control>
                <Accordion.Panel>
                  <HowToSteps howTo={howTo} />
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </Stack>
      </Stack>
    </Stack>
  );
}
