import type { ActivationStatus } from '@aula/shared';
import { Alert, Card, List, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n';

function useLongDate() {
  const language = useLanguage();
  return (iso: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(iso));
}

/** Where this installation stands (activated, in its trial, or past it) and what that locks. */
export function ActivationStatusCard({ status }: { status: ActivationStatus }) {
  const { t } = useTranslation('activation');
  const longDate = useLongDate();

  const summary =
    status.status === 'activated' ? (
      <Alert
        role="status"
        color="teal"
        variant="light"
        icon={<IconCircleCheck aria-hidden />}
        title={t('status.activated')}
      >
        {status.activated_at && status.activation_method && status.box_number
          ? t('status.activatedDetails', {
              method: t(`status.methods.${status.activation_method}`),
              date: longDate(status.activated_at),
              box: status.box_number,
              seats: status.seats ?? 0,
            })
          : null}
      </Alert>
    ) : status.status === 'trial' ? (
      <Alert
        role="status"
        color="blue"
        variant="light"
        icon={<IconClockHour4 aria-hidden />}
        title={t('status.trial', { count: status.trial.days_left })}
      >
        {t('status.trialEnds', { date: longDate(status.trial.ends_at) })}
      </Alert>
    ) : (
      <Alert
        role="status"
        color="red"
        variant="light"
        icon={<IconAlertTriangle aria-hidden />}
        title={t('status.expiredTitle')}
      >
        {t('status.expired')}
      </Alert>
    );

  return (
    <Stack gap="md">
      {/* A status, not an alert: it describes the installation rather than a failure. */}
      {summary}
      <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="locks-heading">
        <Stack gap="xs">
          <Title order={2} size="h4" id="locks-heading">
            {t('locks.heading')}
          </Title>
          {status.status === 'activated' ? (
            <Text size="sm">{t('locks.activated')}</Text>
          ) : (
            <List size="sm" spacing="xs">
              <List.Item>
                {t(status.status === 'trial' ? 'locks.trial' : 'locks.expired')}
              </List.Item>
              <List.Item>{t('locks.usable')}</List.Item>
            </List>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
