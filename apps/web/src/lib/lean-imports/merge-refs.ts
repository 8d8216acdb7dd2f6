import type { Ref } from 'react';
import { useMergedRef } from '@mantine/hooks';

/**
 * @floating-ui/react's `useMergeRefs(refs)`, for Mantine's ScrollArea (see
 * vite-plugins/lean-mantine-imports.ts): one callback ref that sets every given ref, and clears
 * them (or runs their cleanups) when the element goes.
 */
export function useMergeRefs<T>(refs: ReadonlyArray<Ref<T> | undefined>) {
  return useMergedRef<T>(...refs);
}
