import { Card, Skeleton, Stack, VisuallyHidden } from '@mantine/core';

/**
 * Result cards while they load: screen readers hear `label` once, the grey cards are only
 * for the eye.
 */
export function CardListSkeleton({ label, cards = 3 }: { label: string; cards?: number }) {
  return (
    <Stack gap="sm" role="status" aria-live="polite">
      <VisuallyHidden>{label}</VisuallyHidden>
      {Array.from({ length: cards }, (_, index) => (
        <Card key={index} withBorder radius="lg" padding="md" aria-hidden>
          <Stack gap="xs">
            <Skeleton height={20} width="40%" />
            <Skeleton height={12} width="30%" />
            <Skeleton height={14} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
