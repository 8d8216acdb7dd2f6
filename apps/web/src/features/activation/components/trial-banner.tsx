import { Alert, Anchor, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useActivationStatus } from '../../../lib/activation-status-query';

/**
 * The trial's days left for tutors and installers, on every screen until Aula is activated:
 * "Trial: 123 days left · Activate", or, once it has ended, what that means for the students.
 * Says nothing while loading or when the status cannot be read (the screens say that), and
 * nothing on the activation screen itself.
 */
export function TrialBanner() {
  const { t } = useTranslation('activation');
  const { pathname } = useLocation();
  const status = useActivationStatus();
  // The activation screen says all of this itself.
  if (!status.data || status.data.activated || pathname === '/activation') return null;
  const expired = status.data.status === 'trial_expired';

  return (
    <Alert
      role="note"
      color={expired ? 'red' : 'blue'}
      variant="light"
      py={6}
      mb="md"
      icon={
        expired ? (
          <IconAlertTriangle size={18} aria-hidden />
        ) : (
          <IconClockHour4 size={18} aria-hidden />
        )
      }
      aria-label={t('banner.label')}
      data-testid="trial-banner"
    >
      <Group gap="xs" wrap="wrap">
        <Text size="sm">
          {expired
            ? t('status.expired')
            : t('status.trial', { count: status.data.trial.days_left })}
        </Text>
        <Text size="sm" aria-hidden>
          ·
        </Text>
        <Anchor component={Link} to="/activation" fw={600} size="sm">
          {t('banner.activate')}
        </Anchor>
      </Group>
    </Alert>
  );
}
