import type { TutorDetail } from '@aula/shared';
import {
  Anchor,
  Badge,
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
import { IconArrowLeft, IconMoodKid, IconPencil, IconUserQuestion } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AvatarPicture } from '../../../components/ui/avatar-picture';
import { MessagePanel } from '../../../components/ui/message-panel';
import { QueryError } from '../../../components/ui/query-error';
import { isApiError } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { useCurrentUser } from '../../../lib/session';
import { useVisitedViewLabel } from '../../../lib/visited-view-label';
import { useTutor } from '../api/get-tutor';

function Detail({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function BackToTutors() {
  const { t } = useTranslation('tutors');
  return (
    <Anchor component={Link} to="/tutors" size="sm" w="fit-content">
      <Group gap={4} component="span" wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden />
        {t('notFound.back')}
      </Group>
    </Anchor>
  );
}

function TutorNotFound() {
  const { t } = useTranslation('tutors');
  return (
    <MessagePanel
      icon={<IconUserQuestion size={48} />}
      title={t('notFound.title')}
      color="orange"
      action={
        <Button component={Link} to="/tutors" variant="light">
          {t('notFound.back')}
        </Button>
      }
    >
      {t('notFound.text')}
    </MessagePanel>
  );
}

function DetailsSkeleton() {
  const { t } = useTranslation('tutors');
  return (
    <Stack gap="lg" role="status" aria-live="polite">
      <VisuallyHidden>{t('details.loading')}</VisuallyHidden>
      <Card withBorder radius="lg" padding="xl" aria-hidden>
        <Group gap="lg" mb="lg" wrap="nowrap">
          <Skeleton circle height={88} />
          <Stack gap="xs" style={{ flex: 1 }}>
            <Skeleton height={22} width="40%" />
            <Skeleton height={14} width="20%" />
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} height={36} />
          ))}
        </SimpleGrid>
      </Card>
      <Card withBorder radius="lg" padding="xl" aria-hidden>
        <Skeleton height={20} width="30%" mb="md" />
        <Skeleton height={48} mb="xs" />
        <Skeleton height={48} />
      </Card>
    </Stack>
  );
}

function TutorStudents({ tutor }: { tutor: TutorDetail }) {
  const { t } = useTranslation(['tutors', 'common']);
  const headingId = useId();
  const name = `${tutor.firstname} ${tutor.lastname}`.trim();
  return (
    <Card component="section" aria-labelledby={headingId} withBorder radius="lg" padding="xl">
      <Group justify="space-between" mb="md" gap="xs">
        <Title order={2} size="h4" id={headingId}>
          {t('details.students')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('details.studentsCount', { count: tutor.students.length })}
        </Text>
      </Group>
      {tutor.students.length === 0 ? (
        <MessagePanel
          icon={<IconMoodKid size={48} stroke={1.5} />}
          title={t('details.noStudents', { name })}
          headingOrder={3}
        />
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {tutor.students.map((student) => {
            const studentName = `${student.firstname} ${student.lastname}`.trim();
            return (
              <Card component="li" key={student.id} withBorder radius="md" padding="sm">
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                    <AvatarPicture avatar={student.avatar} size={40} decorative />
                    <Stack gap={2} style={{ minWidth: 0 }}>
                      <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                        {studentName}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {student.username}
                      </Text>
                    </Stack>
                  </Group>
                  <Group gap="sm" wrap="nowrap">
                    <Badge variant="light" color="indigo" tt="none">
                      {student.grade_id !== null
                        ? t('common:grade', { grade: student.grade_id })
                        : t('details.noGrade')}
                    </Badge>
                    <Button
                      component={Link}
                      to={`/students/${student.id}/edit`}
                      variant="subtle"
                      size="xs"
                      leftSection={<IconPencil size={14} aria-hidden />}
                      aria-label={t('details.editStudent', { name: studentName })}
                    >
                      {t('details.edit')}
                    </Button>
                  </Group>
                </Group>
              </Card>
            );
          })}
        </Stack>
      )}
    </Card>
  );
}

function TutorDetails({ tutor }: { tutor: TutorDetail }) {
  const { t } = useTranslation(['tutors', 'common']);
  const language = useLanguage();
  const me = useCurrentUser();
  const headingId = useId();
  const name = `${tutor.firstname} ${tutor.lastname}`.trim();
  const createdAt = new Date(tutor.created_at);
  const memberSince = Number.isNaN(createdAt.getTime())
    ? tutor.created_at
    : new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(createdAt);

  return (
    <Stack gap="lg">
      <Card component="section" aria-labelledby={headingId} withBorder radius="lg" padding="xl">
        <Group gap="lg" mb="lg" wrap="nowrap">
          <AvatarPicture avatar={tutor.avatar} size={88} />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={1} size="h2" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Title>
            <Group gap="xs">
              <Text c="dimmed">{t('common:roles.tutor')}</Text>
              {tutor.id === me?.id ? (
                <Badge variant="light" color="teal.9" tt="none">
                  {t('you')}
                </Badge>
              ) : null}
            </Group>
          </Stack>
        </Group>
        <SimpleGrid
          component="dl"
          cols={{ base: 1, sm: 2 }}
          spacing="md"
          verticalSpacing="md"
          m={0}
        >
          <Detail label={t('fields.username')}>{tutor.username}</Detail>
          <Detail label={t('fields.email')}>{tutor.email || t('noEmail')}</Detail>
          <Detail label={t('fields.school')}>{tutor.name_of_the_school}</Detail>
          <Detail label={t('fields.language')}>
            {t(`common:languageNames.${tutor.language}`)}
          </Detail>
          <Detail label={t('fields.memberSince')}>
            <time dateTime={tutor.created_at}>{memberSince}</time>
          </Detail>
        </SimpleGrid>
      </Card>
      <TutorStudents tutor={tutor} />
    </Stack>
  );
}

function TutorDetailsLoader({ tutorId }: { tutorId: number }) {
  const tutor = useTutor(tutorId);
  useVisitedViewLabel(
    tutor.data ? `${tutor.data.firstname} ${tutor.data.lastname}`.trim() : undefined,
  );
  if (tutor.isError && isApiError(tutor.error) && tutor.error.status === 404) {
    return <TutorNotFound />;
  }
  return (
    <Stack gap="md" maw={880}>
      <BackToTutors />
      {tutor.isPending ? <DetailsSkeleton /> : null}
      {tutor.isError ? (
        <QueryError error={tutor.error} onRetry={() => void tutor.refetch()} />
      ) : null}
      {tutor.isSuccess ? <TutorDetails tutor={tutor.data} /> : null}
    </Stack>
  );
}

/** A tutor of the account: who they are, since when, and the students they look after. */
export function TutorDetailsScreen() {
  const { tutorId } = useParams();
  const id = Number(tutorId);
  if (!Number.isInteger(id) || id <= 0) return <TutorNotFound />;
  return <TutorDetailsLoader key={id} tutorId={id} />;
}
