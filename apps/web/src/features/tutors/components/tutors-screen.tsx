import type { User } from '@aula/shared';
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
  VisuallyHidden,
} from '@mantine/core';
import { IconAt, IconSchool, IconUser, IconUserPlus, IconUsersGroup } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AvatarPicture } from '../../../components/ui/avatar-picture';
import { MessagePanel } from '../../../components/ui/message-panel';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryError } from '../../../components/ui/query-error';
import { Can } from '../../../lib/ability';
import { useCurrentUser } from '../../../lib/session';
import { useTutors } from '../../../lib/tutors-query';

const SKELETON_CARDS = 3;

function CardLine({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <Group gap="xs" wrap="nowrap">
      <span aria-hidden style={{ display: 'inline-flex', color: 'var(--mantine-color-dimmed)' }}>
        {icon}
      </span>
      <VisuallyHidden>{`${label}: `}</VisuallyHidden>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

function TutorCard({ tutor, isYou }: { tutor: User; isYou: boolean }) {
  const { t } = useTranslation('tutors');
  const name = `${tutor.firstname} ${tutor.lastname}`.trim();
  return (
    <Card component="li" withBorder radius="lg" padding="lg" h="100%">
      <Group gap="md" wrap="nowrap" mb="md" align="center">
        <AvatarPicture avatar={tutor.avatar} size={56} decorative />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Anchor
            component={Link}
            to={`/tutors/${tutor.id}`}
            fw={600}
            size="lg"
            style={{ overflowWrap: 'anywhere' }}
          >
            {name}
          </Anchor>
          {isYou ? (
            <Badge variant="light" color="teal.9" tt="none" w="fit-content">
              {t('you')}
            </Badge>
          ) : null}
        </Stack>
      </Group>
      <Stack gap={6}>
        <CardLine icon={<IconUser size={16} />} label={t('fields.username')}>
          {tutor.username}
        </CardLine>
        <CardLine icon={<IconAt size={16} />} label={t('fields.email')}>
          {tutor.email ? (
            tutor.email
          ) : (
            <Text span size="sm" c="dimmed">
              {t('noEmail')}
            </Text>
          )}
        </CardLine>
        <CardLine icon={<IconSchool size={16} />} label={t('fields.school')}>
          {tutor.name_of_the_school}
        </CardLine>
      </Stack>
    </Card>
  );
}

function TutorsSkeleton() {
  const { t } = useTranslation('tutors');
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-hidden>
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <Card key={index} withBorder radius="lg" padding="lg">
            <Group gap="md" wrap="nowrap" mb="md">
              <Skeleton circle height={56} />
              <Skeleton height={18} width="60%" />
            </Group>
            <Stack gap="xs">
              <Skeleton height={12} width="50%" />
              <Skeleton height={12} width="70%" />
              <Skeleton height={12} width="60%" />
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </div>
  );
}

function AddTutorButton() {
  const { t } = useTranslation('tutors');
  return (
    <Can I="create" a="Tutor">
      <Button
        component={Link}
        to="/tutors/new"
        leftSection={<IconUserPlus size={18} aria-hidden />}
      >
        {t('add')}
      </Button>
    </Can>
  );
}

/** The tutors of the signed-in tutor's family or school account, the signed-in one marked. */
export function TutorsScreen() {
  const { t } = useTranslation('tutors');
  const tutors = useTutors();
  const me = useCurrentUser();

  return (
    <Stack gap={0}>
      <Group justify="space-between" align="flex-start" gap="md">
        <PageHeader title={t('heading')} intro={t('intro')} />
        <AddTutorButton />
      </Group>
      {tutors.isPending ? <TutorsSkeleton /> : null}
      {tutors.isError ? (
        <QueryError error={tutors.error} onRetry={() => void tutors.refetch()} />
      ) : null}
      {tutors.isSuccess && tutors.data.items.length === 0 ? (
        <Card withBorder radius="lg" padding="lg">
          <MessagePanel
            icon={<IconUsersGroup size={56} stroke={1.5} />}
            title={t('empty.title')}
            headingOrder={2}
            action={<AddTutorButton />}
          >
            {t('empty.text')}
          </MessagePanel>
        </Card>
      ) : null}
      {tutors.isSuccess && tutors.data.items.length > 0 ? (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('total', { count: tutors.data.total })}
          </Text>
          <SimpleGrid
            component="ul"
            aria-label={t('listLabel')}
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="md"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {tutors.data.items.map((tutor) => (
              <TutorCard key={tutor.id} tutor={tutor} isYou={tutor.id === me?.id} />
            ))}
          </SimpleGrid>
        </Stack>
      ) : null}
    </Stack>
  );
}
