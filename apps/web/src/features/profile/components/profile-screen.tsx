import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { useCurrentUser } from '../../../lib/session';
import { ProfileCard } from './profile-card';

function ProfileScreen({ showGrade }: { showGrade: boolean }) {
  const { t } = useTranslation('profile');
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <Stack gap={0}>
      <PageHeader title={t('heading')} intro={t('intro')} />
      <ProfileCard user={user} showGrade={showGrade} />
    </Stack>
  );
}

export function StudentProfileScreen() {
  return <ProfileScreen showGrade />;
}

export function TutorProfileScreen() {
  return <ProfileScreen showGrade={false} />;
}
