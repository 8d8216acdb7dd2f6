import { Alert, Anchor, Card, Skeleton, Stack, Tabs, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconPhone, IconWorld } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryError } from '../../../components/ui/query-error';
import { useActivationStatus } from '../../../lib/activation-status-query';
import { useActivateByPhone } from '../api/activate-by-phone';
import { useActivateOnline } from '../api/activate-online';
import { ActivationForm } from './activation-form';
import { ActivationStatusCard } from './activation-status-card';
import { InstallationId } from './installation-id';

function LoadingStatus() {
  const { t } = useTranslation('activation');
  return (
    <Stack gap="md" role="status" aria-live="polite">
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
      <Skeleton height={72} radius="md" aria-hidden />
      <Skeleton height={120} radius="lg" aria-hidden />
    </Stack>
  );
}

/**
 * /activation (tutors and installers): the installation's status and what it locks, and the
 * two ways to activate: online, or by phone with the installation id read to support.
 */
export function ActivationScreen() {
  const { t } = useTranslation('activation');
  const { t: tHelp } = useTranslation('help');
  const status = useActivationStatus();
  const online = useActivateOnline();
  const phone = useActivateByPhone();
  const [justActivated, setJustActivated] = useState(false);
  const activated = () => setJustActivated(true);

  return (
    <Stack gap={0}>
      <PageHeader title={t('heading')} intro={t('intro')} />
      {status.isPending ? (
        <LoadingStatus />
      ) : status.isError ? (
        <QueryError error={status.error} onRetry={() => void status.refetch()} />
      ) : (
        <Stack gap="lg">
          {/* Whoever activates here must know these activations are not real ones. */}
          {status.data.test_keys ? (
            <Alert
              role="note"
              color="orange"
              variant="light"
              icon={<IconAlertTriangle aria-hidden />}
              data-testid="test-keys-notice"
            >
              <Text size="sm" fw={700}>
                {t('testKeys')}
              </Text>
            </Alert>
          ) : null}
          {justActivated ? (
            <Alert color="teal" icon={<IconCircleCheck aria-hidden />} role="alert">
              {t('success')}
            </Alert>
          ) : null}
          <ActivationStatusCard status={status.data} />
          {status.data.activated ? null : (
            <Card withBorder radius="lg" padding="lg">
              <Tabs defaultValue="online" keepMounted={false}>
                <Tabs.List aria-label={t('tabs.label')} mb="md">
                  <Tabs.Tab value="online" leftSection={<IconWorld size={16} aria-hidden />}>
                    {t('tabs.online')}
                  </Tabs.Tab>
                  <Tabs.Tab value="phone" leftSection={<IconPhone size={16} aria-hidden />}>
                    {t('tabs.phone')}
                  </Tabs.Tab>
                </Tabs.List>
                <Tabs.Panel value="online">
                  <ActivationForm method="online" mutation={online} onActivated={activated} />
                </Tabs.Panel>
                <Tabs.Panel value="phone">
                  <ActivationForm method="phone" mutation={phone} onActivated={activated}>
                    {status.data.installation_id ? (
                      <InstallationId id={status.data.installation_id} />
                    ) : null}
                    <Text size="sm">
                      {t('phone.support', { hours: tHelp('support.hours') })}{' '}
                      <Anchor component={Link} to="/help#support">
                        {t('phone.helpLink')}
                      </Anchor>
                    </Text>
                  </ActivationForm>
                </Tabs.Panel>
              </Tabs>
            </Card>
          )}
        </Stack>
      )}
    </Stack>
  );
}
