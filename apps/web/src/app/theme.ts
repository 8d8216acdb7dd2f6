import type { CSSVariablesResolver } from '@mantine/core';
import { createTheme, Notification } from '@mantine/core';

/**
 * Indigo at shade 8 keeps white text on filled buttons and indigo text on white above the
 * WCAG AA contrast of 4.5:1; so do the overrides below for dimmed text and errors, whose
 * Mantine defaults (gray 6, red 6) fall short.
 */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 8, dark: 6 },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
  headings: { fontWeight: '700' },
  focusRing: 'auto',
  // Modals, menus and notifications appear without sliding for people who ask for less motion.
  respectReducedMotion: true,
  cursorType: 'pointer',
  components: {
    // Under a title, Mantine greys a notification's text to gray 6 (3.3:1 on white).
    Notification: Notification.extend({
      styles: { description: { color: 'var(--mantine-color-gray-8)' } },
    }),
  },
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
  },
  dark: {},
});
