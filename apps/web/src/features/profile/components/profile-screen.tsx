import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconUsersGroup } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { useCurrentUser } from '../../../lib/session';
import { ProfileCard } from './profile-card';
import { CancelButton, ProfileForm } from './profile-form';

/** The student's profile, with a form they open in place to change what is theirs to change. */
export function StudentProfileScreen() {
  const { t } = useTranslation('profile');
  const user = useCurrentUser();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  if (!user) return null;

  function close() {
    setEditing(false);
    // Back where the user opened the form, so keyboard users do not lose their place.
    requestAnimationFrame(() => editButton.current?.focus());
  }

  return (
    <Stack gap={0}>
      <PageHeader title={t('heading')} intro={t('intro')} />
      <Stack gap="lg" maw={720}>
        <ProfileCard user={user} showGrade />
        {editing ? null : (
          <Group>
            <Button
              ref={editButton}
              leftSection={<IconPencil size={18} aria-hidden />}
              onClick={() => setEditing(true)}
            >
              {t('student.edit')}
            </Button>
          </Group>
        )}
        {editing ? (
          <Card component="section" aria-labelledby={headingId} withBorder radius="lg" padding="xl">
            <Stack gap="md">
              <Stack gap={4}>
                <Title order={2} size="h3" id={headingId}>
                  {t('student.formTitle')}
                </Title>
                <Text c="dimmed" size="sm">
                  {t('student.managedByTutor')}
                </Text>
              </Stack>
              <ProfileForm
                user={user}
                variant="student"
                onSaved={close}
                cancel={<CancelButton onClick={close} />}
                focusOnMount
              />
            </Stack>
          </Card>
        ) : null}
      </Stack>
    </Stack>
  );
}

/** The tutor's profile, the way to edit it and the way to the other tutors of the account. */
export function TutorProfileScreen() {
  const { t } = useTranslation('profile');
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <Stack gap={0}>
      <PageHeader title={t('heading')} intro={t('intro')} />
      <Stack gap="lg" maw={720}>
        <ProfileCard user={user} showGrade={false} showEmail />
        <Group justify="space-between" gap="md" align="center">
          <Button
            component={Link}
            to="/profile/edit"
            leftSection={<IconPencil size={18} aria-hidden />}
          >
            {t('actions.edit')}
          </Button>
          <Stack gap={2} align="flex-end">
            <Anchor component={Link} to="/tutors" fw={500}>
              <Group gap={6} component="span" wrap="nowrap">
                <IconUsersGroup size={18} aria-hidden />
                {t('actions.tutors')}
              </Group>
            </Anchor>
            <Text size="xs" c="dimmed" ta="right">
              {t('actions.tutorsHint')}
            </Text>
          </Stack>
        </Group>
      </Stack>
    </Stack>
  );
}
