import type { LevelList, Subject } from '@aula/shared';
import { WORKSHEET_MAX_SEED } from '@aula/shared';
import {
  Button,
  Card,
  Group,
  NativeSelect,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconDownload,
  IconKey,
  IconPrinterOff,
  IconRefresh,
  IconSchool,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { MessagePanel } from '../../../components/ui/message-panel';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryError } from '../../../components/ui/query-error';
import { useAbility } from '../../../lib/ability';
import { useGradeSubjects } from '../../../lib/grade-subjects-query';
import { useLevels } from '../../../lib/levels-query';
import { useCurrentUser } from '../../../lib/session';
import type { WorksheetRequest } from '../api/download-worksheet';
import { useDownloadWorksheet } from '../api/download-worksheet';
import { worksheetSettingsQueryOptions } from '../../../lib/worksheet-settings-query';
import { PrintedSheetPicture } from './printed-sheet-picture';

/** The numbers of questions offered (the server takes 5 to 20). */
export const QUESTION_COUNTS = [5, 10, 15, 20] as const;
const DEFAULT_COUNT = 10;

/** A new worksheet number: 0 … 2147483647, from the browser's cryptographic generator. */
export function newWorksheetSeed(): number {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
  return value % (WORKSHEET_MAX_SEED + 1);
}

/** aula-worksheet-grade-3-math.pdf: the last part of each catalogue path, safe for any disk. */
export function worksheetFileName(
  gradePath: string,
  subjectPath: string,
  kind: WorksheetRequest['kind'],
): string {
  const part = (path: string) =>
    (path.split('/').pop() ?? '').replace(/[^A-Za-z0-9-]+/g, '-').toLowerCase();
  const key = kind === 'answer-key' ? '-answer-key' : '';
  return `aula-worksheet-${part(gradePath)}-${part(subjectPath)}${key}.pdf`;
}

function Loading() {
  const { t } = useTranslation('worksheets');
  return (
    <Stack gap="sm" role="status" aria-live="polite">
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
      <Skeleton height={36} aria-hidden />
      <Skeleton height={36} width="60%" aria-hidden />
    </Stack>
  );
}

function Explanation({ forTutor }: { forTutor: boolean }) {
  const { t } = useTranslation('worksheets');
  return (
    <Card withBorder radius="lg" padding="lg">
      <Group wrap="nowrap" align="center" gap="lg">
        <PrintedSheetPicture />
        <Stack gap={4}>
          <Title order={2} size="h4">
            {t('explain.heading')}
          </Title>
          <Text>{forTutor ? t('explain.tutor') : t('explain.student')}</Text>
        </Stack>
      </Group>
    </Card>
  );
}

function gradeOptions(levels: LevelList) {
  return levels.items
    .filter((level) => level.grades.length > 0)
    .map((level) => ({
      group: level.nombre,
      items: level.grades.map((grade) => ({ value: String(grade.grade_id), label: grade.name })),
    }));
}

/** Grade, subject and size of the worksheet, its number, and the downloads. */
function WorksheetMaker({ levels, forTutor }: { levels: LevelList; forTutor: boolean }) {
  const { t } = useTranslation('worksheets');
  const user = useCurrentUser();
  const grades = levels.items.flatMap((level) => level.grades);
  // A student starts in their own grade, when it has content; a tutor at the first grade.
  const ownGrade = forTutor ? undefined : grades.find((each) => each.grade_id === user?.grade_id);
  const [chosenGradeId, setChosenGradeId] = useState<number | null>(null);
  const grade =
    grades.find((candidate) => candidate.grade_id === chosenGradeId) ?? ownGrade ?? grades[0];
  const subjectsQuery = useGradeSubjects(grade?.grade_id ?? null);
  // A student's subject whose topics are all turned off is not part of their grade.
  const subjects: Subject[] = (subjectsQuery.data?.items ?? []).filter(
    (subject) => forTutor || subject.total_clusters > 0,
  );
  const [chosenSubjectId, setChosenSubjectId] = useState<number | null>(null);
  const subject =
    subjects.find((candidate) => candidate.id === chosenSubjectId) ?? subjects[0] ?? null;
  const [count, setCount] = useState<number>(DEFAULT_COUNT);
  const [seed, setSeed] = useState(newWorksheetSeed);
  const [announcement, setAnnouncement] = useState('');
  const sheet = useDownloadWorksheet();
  const key = useDownloadWorksheet();
  const failure = sheet.error ?? key.error;

  function download(kind: WorksheetRequest['kind']) {
    if (!grade || !subject) return;
    const fileName = worksheetFileName(grade.path, subject.path, kind);
    const mutation = kind === 'worksheet' ? sheet : key;
    (kind === 'worksheet' ? key : sheet).reset();
    setAnnouncement(t('making'));
    mutation.mutate(
      { kind, gradeId: grade.grade_id, subjectId: subject.id, seed, count, fileName },
      {
        onSuccess: () => setAnnouncement(t('downloaded', { file: fileName })),
        onError: () => setAnnouncement(''),
      },
    );
  }

  function drawNewQuestions() {
    const next = newWorksheetSeed();
    setSeed(next);
    sheet.reset();
    key.reset();
    setAnnouncement(t('newQuestionsDone', { seed: next }));
  }

  const busy = sheet.isPending || key.isPending;
  const ready = !!grade && !!subject;

  return (
    <Card
      component="form"
      aria-label={t('form.label')}
      withBorder
      radius="lg"
      padding="lg"
      onSubmit={(event) => {
        event.preventDefault();
        download('worksheet');
      }}
    >
      <Stack gap="md">
        <Group align="flex-start" gap="md" grow preventGrowOverflow={false}>
          <NativeSelect
            label={t('form.grade')}
            data={gradeOptions(levels)}
            value={grade ? String(grade.grade_id) : ''}
            onChange={(event) => {
              setChosenGradeId(Number(event.currentTarget.value));
              setChosenSubjectId(null);
            }}
            miw={180}
          />
          <NativeSelect
            label={t('form.subject')}
            data={subjects.map((each) => ({ value: String(each.id), label: each.name }))}
            value={subject ? String(subject.id) : ''}
            onChange={(event) => setChosenSubjectId(Number(event.currentTarget.value))}
            disabled={subjects.length === 0}
            description={subjectsQuery.isPending ? t('form.loadingSubjects') : undefined}
            inputWrapperOrder={['label', 'input', 'description']}
            miw={180}
          />
          <NativeSelect
            label={t('form.count')}
            data={QUESTION_COUNTS.map((each) => ({
              value: String(each),
              label: t('form.countOption', { count: each }),
            }))}
            value={String(count)}
            onChange={(event) => setCount(Number(event.currentTarget.value))}
            miw={160}
          />
        </Group>
        {subjectsQuery.isError ? (
          <QueryError error={subjectsQuery.error} onRetry={() => void subjectsQuery.refetch()} />
        ) : null}
        {subjectsQuery.isSuccess && subjects.length === 0 ? (
          <Text c="dimmed">{t('form.noSubjects')}</Text>
        ) : null}

        <Group justify="space-between" align="center" gap="md">
          <Stack gap={0}>
            <Text fw={600}>{t('number', { seed })}</Text>
            {forTutor ? (
              <Text size="sm" c="dimmed">
                {t('numberHelp')}
              </Text>
            ) : null}
          </Stack>
          <Button
            variant="default"
            leftSection={<IconRefresh size={18} aria-hidden />}
            onClick={drawNewQuestions}
            disabled={busy}
          >
            {t('newQuestions')}
          </Button>
        </Group>

        <Group gap="sm">
          <Button
            type="submit"
            leftSection={<IconDownload size={18} aria-hidden />}
            loading={sheet.isPending}
            aria-busy={sheet.isPending || undefined}
            disabled={!ready || key.isPending}
          >
            {t('download')}
          </Button>
          {forTutor ? (
            <Button
              variant="light"
              leftSection={<IconKey size={18} aria-hidden />}
              loading={key.isPending}
              aria-busy={key.isPending || undefined}
              disabled={!ready || sheet.isPending}
              onClick={() => download('answer-key')}
            >
              {t('downloadKey')}
            </Button>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed" role="status" aria-live="polite">
          {announcement}
        </Text>
        {failure ? (
          <ErrorAlert>
            <Text fw={600} size="sm">
              {t('failedTitle')}
            </Text>
            <Text size="sm">{failure.message}</Text>
          </ErrorAlert>
        ) : null}
      </Stack>
    </Card>
  );
}

/**
 * /worksheets (students and tutors): printable worksheets of fresh questions by grade and
 * subject. A tutor also downloads the answer key of the same worksheet; a student whose tutor
 * turned worksheets off is told so instead.
 */
export function WorksheetsScreen() {
  const { t } = useTranslation('worksheets');
  const forTutor = useAbility().can('manage', 'Worksheet');
  const settings = useQuery({ ...worksheetSettingsQueryOptions(), enabled: !forTutor });
  const levels = useLevels();

  let content;
  if ((!forTutor && settings.isPending) || levels.isPending) content = <Loading />;
  else if (!forTutor && settings.isError)
    content = <QueryError error={settings.error} onRetry={() => void settings.refetch()} />;
  else if (!forTutor && settings.data?.enabled === false)
    content = (
      <MessagePanel
        icon={<IconPrinterOff size={44} />}
        title={t('off.title')}
        headingOrder={2}
        color="gray"
      >
        {t('off.text')}
      </MessagePanel>
    );
  else if (levels.isError)
    content = <QueryError error={levels.error} onRetry={() => void levels.refetch()} />;
  else if (!levels.data || levels.data.items.every((level) => level.grades.length === 0))
    content = (
      <MessagePanel icon={<IconSchool size={44} />} title={t('noGrades.title')} headingOrder={2}>
        {t('noGrades.text')}
      </MessagePanel>
    );
  else content = <WorksheetMaker levels={levels.data} forTutor={forTutor} />;

  return (
    <Stack gap="lg">
      <PageHeader title={t('title')} intro={t('intro')} />
      <Explanation forTutor={forTutor} />
      {content}
    </Stack>
  );
}
