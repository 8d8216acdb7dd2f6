import { Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A report on its way: grey shapes for the eye, one announcement for screen readers. */
export function ReportSkeleton({ rows = 6 }: { rows?: number }) {
  const { t } = useTranslation('reports');
  return (
    <Stack gap="sm" role="status" aria-live="polite">
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
      <Skeleton height={64} radius="md" aria-hidden />
      {Array.from({ length: rows }, (_, row) => (
        <Skeleton key={row} height={28} radius="sm" aria-hidden />
      ))}
    </Stack>
  );
}
