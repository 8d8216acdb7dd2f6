import { Alert } from '@mantine/core';
import { IconConfetti, IconHeartHandshake } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * Whether a quiz or a test reached its mark: a cheer when it did, and a kind word with what to
 * do next when it did not (a child reads this, so never a red "failed").
 */
export function ResultVerdict({
  passed,
  title,
  children,
}: {
  passed: boolean;
  title: string;
  children: ReactNode;
}) {
  return (
    <Alert
      color={passed ? 'teal' : 'indigo'}
      variant="light"
      radius="lg"
      icon={passed ? <IconConfetti aria-hidden /> : <IconHeartHandshake aria-hidden />}
      title={title}
    >
      {children}
    </Alert>
  );
}
