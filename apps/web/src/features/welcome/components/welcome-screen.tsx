import { Card } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { useMarkWelcomed } from '../api/mark-welcomed';
import type { WelcomeRole } from './welcome-content';
import { WelcomeContent } from './welcome-content';

/** /welcome: the welcome again, from Help or the settings, as a screen of its own. */
export function WelcomeScreen({ role }: { role: WelcomeRole }) {
  const { t } = useTranslation('welcome');
  const navigate = useNavigate();
  const markWelcomed = useMarkWelcomed();

  // Watching it here counts as having seen it: the first-run dialog does not follow.
  const seen = () => markWelcomed.mutate();

  return (
    <>
      <PageHeader title={t('heading')} />
      <Card withBorder radius="lg" padding="lg" maw={900}>
        <WelcomeContent
          role={role}
          onNavigate={seen}
          onDone={() => {
            seen();
            void navigate('/');
          }}
        />
      </Card>
    </>
  );
}

export function StudentWelcomeScreen() {
  return <WelcomeScreen role="student" />;
}

export function TutorWelcomeScreen() {
  return <WelcomeScreen role="tutor" />;
}
