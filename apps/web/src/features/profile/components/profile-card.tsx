import type { CurrentUser } from '@aula/shared';
import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AvatarPicture, isAvatar } from '../../../components/ui/avatar-picture';
import { rolesOf } from '../../../lib/session';

function Detail({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={500}>
        {children}
      </Text>
    </div>
  );
}

/**
 * The read-only profile of the signed-in user, as GET /users/me returned it. Each value appears
 * once (the username is not repeated in a subtitle).
 */
export function ProfileCard({
  user,
  showGrade,
  showEmail = false,
}: {
  user: CurrentUser;
  showGrade: boolean;
  /** Tutors keep an email on their profile. */
  showEmail?: boolean;
}) {
  const { t } = useTranslation(['profile', 'common']);
  const fullName = `${user.firstname} ${user.lastname}`.trim();
  const roles = rolesOf(user) ?? [];
  const headingId = useId();
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="lg"
      padding="xl"
      maw={720}
    >
      <Group gap="lg" mb="lg" wrap="nowrap">
        <AvatarPicture avatar={user.avatar} size={88} />
        <Stack gap={2}>
          <Title order={2} size="h3" id={headingId}>
            {fullName}
          </Title>
          <Text c="dimmed">{roles.map((role) => t(`common:roles.${role}`)).join(', ')}</Text>
        </Stack>
      </Group>
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md" m={0}>
        <Detail label={t('fields.name')}>{fullName}</Detail>
        <Detail label={t('fields.username')}>{user.username}</Detail>
        {showEmail ? (
          <Detail label={t('fields.email')}>{user.email || t('notProvided')}</Detail>
        ) : null}
        {showGrade ? (
          <Detail label={t('fields.grade')}>
            {user.grade_id !== null
              ? t('common:grade', { grade: user.grade_id })
              : t('notProvided')}
          </Detail>
        ) : null}
        <Detail label={t('fields.school')}>{user.name_of_the_school || t('notProvided')}</Detail>
        <Detail label={t('fields.language')}>{t(`common:languageNames.${user.language}`)}</Detail>
        <Detail label={t('fields.avatar')}>
          {isAvatar(user.avatar) ? t(`common:avatars.${user.avatar}`) : t('common:avatars.none')}
        </Detail>
      </SimpleGrid>
    </Card>
  );
}
