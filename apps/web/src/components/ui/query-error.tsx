import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from './error-alert';

interface QueryErrorProps {
  /** The failure of a request: its message is already in the user's language. */
  error: Error;
  onRetry?: () => void;
}

/** A request that failed: the server's message and, when it may help, a "Try again" button. */
export function QueryError({ error, onRetry }: QueryErrorProps) {
  const { t } = useTranslation();
  return (
    <ErrorAlert>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{error.message}</Text>
        {onRetry ? (
          <Button size="xs" variant="white" onClick={onRetry}>
            {t('errors.retry')}
          </Button>
        ) : null}
      </Stack>
    </ErrorAlert>
  );
}
