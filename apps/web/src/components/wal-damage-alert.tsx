import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconDatabaseExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAbility } from '../lib/ability';
import { useLanguage } from '../lib/i18n';
import { useDismissWalDamage, useWalDamage } from '../lib/wal-damage-query';

/**
 * On the tutor's and the installer's home screens after Aula found its database log damaged at
 * start: some recent changes may be lost, a copy of the damaged file was kept, and how to go
 * back to a backup. An installer dismisses it. Says nothing while loading, when the notice
 * cannot be read, or to anyone who may not read it.
 */
export function WalDamageAlert() {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const ability = useAbility();
  const notice = useWalDamage({ enabled: ability.can('read', 'WalDamage') });
  const dismiss = useDismissWalDamage();
  const damage = notice.data?.wal_damage;
  if (!damage) return null;

  const date = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(
    new Date(damage.detected_at),
  );
  return (
    <Alert
      color="orange"
      variant="light"
      title={t('walDamage.title')}
      icon={<IconDatabaseExclamation aria-hidden />}
      mb="md"
    >
      <Stack gap="xs">
        <Text size="sm">{t('walDamage.text', { date })}</Text>
        <Text size="sm">{t('walDamage.copy', { file: damage.copy_file_name })}</Text>
        <Text size="sm">{t('walDamage.restore', { command: t('walDamage.restoreCommand') })}</Text>
        {ability.can('delete', 'WalDamage') ? (
          <Group gap="sm">
            <Button
              size="xs"
              variant="light"
              color="orange"
              loading={dismiss.isPending}
              onClick={() => dismiss.mutate()}
            >
              {t('walDamage.dismiss')}
            </Button>
            {dismiss.isError ? (
              <Text size="sm" c="red.8" role="status">
                {t('walDamage.dismissFailed')}
              </Text>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Alert>
  );
}
