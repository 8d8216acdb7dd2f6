import { Card, Skeleton, Stack, VisuallyHidden } from '@mantine/core';

/** The shape of an evaluation screen while it loads; what is loading is said to screen readers. */
export function ScreenSkeleton({ label }: { label: string }) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm" role="status" aria-live="polite">
        <VisuallyHidden>{label}</VisuallyHidden>
        <Skeleton height={28} width="45%" aria-hidden />
        <Skeleton height={12} radius="xl" aria-hidden />
        <Skeleton height={22} width="70%" mt="md" aria-hidden />
        <Skeleton height={56} radius="md" aria-hidden />
        <Skeleton height={56} radius="md" aria-hidden />
      </Stack>
    </Card>
  );
}
