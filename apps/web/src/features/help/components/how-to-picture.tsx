import type { MantineColor } from '@mantine/core';
import { Box } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

interface HowToPictureProps {
  main: Icon;
  badge: Icon;
  color?: MantineColor;
  size?: number;
}

/**
 * A small picture made of two icons: what the guide is about, and what you do with it. Spans
 * only, so it may sit inside a button (an accordion's control).
 */
export function HowToPicture({
  main: Main,
  badge: Badge,
  color = 'indigo',
  size = 48,
}: HowToPictureProps) {
  const badgeSize = Math.round(size * 0.45);
  const circle = {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: '50%',
  } as const;
  return (
    <Box
      component="span"
      aria-hidden
      style={{ position: 'relative', display: 'inline-block', flex: 'none' }}
      w={size}
      h={size}
    >
      <Box
        component="span"
        w={size}
        h={size}
        style={{
          ...circle,
          background: `var(--mantine-color-${color}-light)`,
          color: `var(--mantine-color-${color}-light-color)`,
        }}
      >
        <Main size={size * 0.55} stroke={1.6} />
      </Box>
      <Box
        component="span"
        w={badgeSize}
        h={badgeSize}
        style={{
          ...circle,
          position: 'absolute',
          right: -4,
          bottom: -4,
          background: `var(--mantine-color-${color}-filled)`,
          color: 'var(--mantine-color-white)',
          border: '2px solid var(--mantine-color-body)',
        }}
      >
        <Badge size={badgeSize * 0.6} stroke={2.2} />
      </Box>
    </Box>
  );
}
