import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { useCurrentUser } from '../../../lib/session';
import { ProfileForm } from './profile-form';

/** /profile/edit: the tutor changes their own profile, then returns to it. */
export function TutorProfileEditScreen() {
  const { t } = useTranslation('profile');
  const user = useCurrentUser();
  const navigate = useNavigate();
  if (!user) return null;
  return (
    <Stack gap={0} maw={880}>
      <PageHeader title={t('edit.heading')} intro={t('edit.intro')} />
      <ProfileForm
        user={user}
        variant="tutor"
        onSaved={() => void navigate('/profile')}
        cancel={
          <Button component={Link} to="/profile" variant="default">
            {t('edit.cancel')}
          </Button>
        }
      />
    </Stack>
  );
}
