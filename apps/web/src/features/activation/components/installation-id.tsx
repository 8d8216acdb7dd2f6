import { ActionIcon, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { WithTooltip } from '../../../components/ui/with-tooltip';

/** Groups of four, as support reads them back: ABCD-EFGH-JKMN-PQRS. */
export function groupedInstallationId(id: string): string {
  return (id.match(/.{1,4}/g) ?? []).join('-');
}

/** This installation's id, to read to technical support, with a button that copies it. */
export function InstallationId({ id }: { id: string }) {
  const { t } = useTranslation('activation');
  const grouped = groupedInstallationId(id);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600} id="installation-id-label">
        {t('phone.installationId')}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Text
          ff="monospace"
          fz="xl"
          fw={700}
          aria-labelledby="installation-id-label"
          data-testid="installation-id"
        >
          {grouped}
        </Text>
        <CopyButton value={grouped}>
          {({ copied, copy }) => (
            <WithTooltip label={copied ? t('phone.copied') : t('phone.copy')} withArrow>
              {(ref) => (
                <ActionIcon
                  ref={ref}
                  variant="subtle"
                  color={copied ? 'teal' : 'gray'}
                  onClick={copy}
                  aria-label={t('phone.copy')}
                >
                  {copied ? (
                    <IconCheck size={18} aria-hidden />
                  ) : (
                    <IconCopy size={18} aria-hidden />
                  )}
                </ActionIcon>
              )}
            </WithTooltip>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
