import { Card, Skeleton, Stack, VisuallyHidden } from '@mantine/core';

interface AttemptSkeletonProps {
  /** What is loading, said once to screen readers. */
  label: string;
  /** In a card of its own (a whole screen), or inside the screen's card. */
  card?: boolean;
}

/** The shape of a quiz or test screen while it loads. */
export function AttemptSkeleton({ label, card = true }: AttemptSkeletonProps) {
  const shape = (
    <Stack gap="sm" role="status" aria-live="polite">
      <VisuallyHidden>{label}</VisuallyHidden>
      <Skeleton height={28} width="45%" aria-hidden />
      <Skeleton height={12} radius="xl" aria-hidden />
      <Skeleton height={22} width="70%" mt="md" aria-hidden />
      <Skeleton height={56} radius="md" aria-hidden />
      <Skeleton height={56} radius="md" aria-hidden />
    </Stack>
  );
  return card ? (
    <Card withBorder radius="lg" padding="lg">
      {shape}
    </Card>
  ) : (
    shape
  );
}
