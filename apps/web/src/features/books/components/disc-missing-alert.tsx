import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconDisc } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { LIBRARY_DISC_MISSING_ERROR } from '@aula/shared';

/** The 409 every books request answers in external-disk mode without the e-library CD. */
export function isDiscMissing(error: unknown): boolean {
  return isApiError(error) && error.status === 409 && error.code === LIBRARY_DISC_MISSING_ERROR;
}

/**
 * "Upss. Insert the e-library CD to continue." (docs/product-rules.md#texts-the-product-must-show),
 * and a way to try again.
 */
export function DiscMissingAlert({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('books');
  return (
    <Alert
      color="indigo"
      variant="light"
      role="alert"
      title={t('discMissing.title')}
      icon={<IconDisc aria-hidden />}
    >
      <Stack gap="sm" align="flex-start">
        <Text>{t('discMissing.message')}</Text>
        <Button size="sm" onClick={onRetry}>
          {t('discMissing.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
