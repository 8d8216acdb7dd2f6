import { Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyUpdate, useUpdateAvailable } from '../../lib/app-update';

/**
 * 'New version available! Click to update' (docs/product-rules.md#updates), in the header of every
 * layout while a new version of the app waits. Nothing is shown otherwise.
 */
export function UpdateButton() {
  const { t } = useTranslation();
  const available = useUpdateAvailable();
  const [updating, setUpdating] = useState(false);
  if (!available) return null;
  return (
    <Button
      color="teal.9"
      size="sm"
      radius="xl"
      leftSection={<IconRefresh size={18} aria-hidden />}
      loading={updating}
      onClick={() => {
        setUpdating(true);
        applyUpdate();
      }}
    >
      {t('update.available')}
    </Button>
  );
}
