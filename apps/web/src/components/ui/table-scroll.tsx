import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

interface TableScrollProps {
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  children: ReactNode;
}

/**
 * A wide table that scrolls sideways on a narrow screen, with the browser's own scrollbar.
 * Mantine's Table.ScrollContainer draws its own with ScrollArea, which cost 5 KB gzip on every
 * screen with a table (docs/web-performance.md#lean-imports); a native scrollbar also scrolls by
 * touch, wheel and keyboard as the platform does.
 */
export function TableScroll({ minWidth, children }: TableScrollProps) {
  return (
    <Box style={{ overflowX: 'auto' }}>
      <Box miw={minWidth}>{children}</Box>
    </Box>
  );
}
