import type { Subject } from '@aula/shared';
import {
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconBooks, IconMapQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MessagePanel } from '../../../components/ui/message-panel';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryError } from '../../../components/ui/query-error';
import { subjectPath } from '../../../lib/catalogue-paths';
import { useLanguage } from '../../../lib/i18n';
import { findGrade, useLevels } from '../../../lib/levels-query';
import { useSubjects } from '../api/get-subjects';
import { setCurrentSubject } from '../current-subject';
import { useRouteIds } from '../../../lib/route-ids';
import { SubjectBadge, SubjectIcon } from '../subject-visuals';
import classes from './catalogue.module.css';
import { LabelledProgress } from './labelled-progress';

const SKELETON_CARDS = 4;

interface SubjectCardProps {
  subject: Subject;
  to: string;
}

function SubjectCard({ subject, to }: SubjectCardProps) {
  const language = useLanguage();
  return (
    <Card withBorder radius="lg" padding="lg" className={classes.linkCard} component="li">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <SubjectIcon abbreviation={subject.abbreviation} />
          <SubjectBadge abbreviation={subject.abbreviation} />
        </Group>
        <Title order={2} size="h4">
          <Link
            to={to}
            className={classes.stretchedLink}
            // The subject page then uses it rather than loading it again.
            onClick={() => setCurrentSubject(subject, language)}
          >
            {subject.name}
          </Link>
        </Title>
        {subject.description ? <Text c="dimmed">{subject.description}</Text> : null}
        <div style={{ marginTop: 'auto' }}>
          <LabelledProgress percent={subject.progress_percent} />
        </div>
      </Stack>
    </Card>
  );
}

function SubjectsSkeleton() {
  const { t } = useTranslation('catalogue');
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>{t('grade.loading')}</VisuallyHidden>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-hidden>
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <Card key={index} withBorder radius="lg" padding="lg">
            <Stack gap="sm">
              <Skeleton circle height={56} />
              <Skeleton height={20} width="60%" />
              <Skeleton height={14} />
              <Skeleton height={14} width="80%" />
              <Skeleton height={12} radius="xl" />
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </div>
  );
}

/** A grade's subjects (/level/grade/:gradeId/:level), each with the student's progress. */
export function GradeScreen() {
  const { t } = useTranslation('catalogue');
  const { gradeId, levelId } = useRouteIds();
  const levels = useLevels();
  const subjects = useSubjects(gradeId);
  const found = gradeId ? findGrade(levels.data, gradeId) : undefined;

  if (gradeId === null || levelId === null) {
    return (
      <MessagePanel icon={<IconMapQuestion size={48} />} title={t('grade.empty.title')}>
        {t('grade.empty.text')}
      </MessagePanel>
    );
  }

  return (
    <Stack gap={0}>
      <PageHeader
        title={found?.grade.name ?? t('grade.title')}
        intro={found ? t('grade.levelIntro', { level: found.levelName }) : t('grade.intro')}
      />
      {subjects.isPending ? <SubjectsSkeleton /> : null}
      {subjects.isError ? (
        <QueryError error={subjects.error} onRetry={() => void subjects.refetch()} />
      ) : null}
      {subjects.isSuccess && subjects.data.items.length === 0 ? (
        <Card withBorder radius="lg" padding="lg">
          <MessagePanel
            icon={<IconBooks size={48} stroke={1.5} />}
            title={t('grade.empty.title')}
            headingOrder={2}
            action={
              <Button component={Link} to="/" variant="light">
                {t('grade.home')}
              </Button>
            }
          >
            {t('grade.empty.text')}
          </MessagePanel>
        </Card>
      ) : null}
      {subjects.isSuccess && subjects.data.items.length > 0 ? (
        <SimpleGrid
          component="ul"
          aria-label={t('grade.subjectsLabel')}
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="md"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {subjects.data.items.map((subject) => (
            <SubjectCard
              key={subject.id}
              subject={subject}
              to={subjectPath(gradeId, levelId, subject.id)}
            />
          ))}
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
