import type {
  CSSVariablesResolver,
  DrawerProps,
  ModalProps,
  VariantColorsResolver,
} from '@mantine/core';
import { MODAL_ANIMATION_DELAY_MS } from '@aula/shared';
import {
  createTheme,
  defaultVariantColorsResolver,
  Notification,
  parseThemeColor,
} from '@mantine/core';

/**
 * A light badge, alert or button given a shade (`color="teal.9"`) means dark text on the
 * colour's light tint: the shade is what keeps the text above 4.5:1. Mantine paints the shade as
 * the background instead and the text in the light text colour of nearly the same tone, so
 * such badges showed as blank pills ("Completed", "Test taken", an evaluation's status).
 */
export const variantColorResolver: VariantColorsResolver = (input) => {
  const parsed = parseThemeColor({ color: input.color, theme: input.theme });
  if (input.variant !== 'light' || !parsed.isThemeColor || parsed.shade === undefined)
    return defaultVariantColorsResolver(input);
  return {
    ...defaultVariantColorsResolver({ ...input, color: parsed.color }),
    color: `var(--mantine-color-${parsed.color}-${parsed.shade})`,
  };
};

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
  variantColorResolver,
  components: {
    // Modals (and drawers, their side-sheet kin) animate over 250 ms (the modal animation of
    // docs/product-rules.md#constants). Plain objects rather than `Modal.extend(…)`: importing the
    // components here would put them, with their overlay and scroll machinery, into the bundle of
    // the login screen. Mantine draws a modal's title bar as <header>: inside the dialog (a
    // <section> whose role is "dialog") it counts as a second banner landmark, beside the page's
    // own header.
    Modal: {
      defaultProps: {
        transitionProps: { duration: MODAL_ANIMATION_DELAY_MS },
        attributes: { header: { role: 'presentation' } },
      } satisfies Partial<ModalProps>,
    },
    Drawer: {
      defaultProps: {
        transitionProps: { duration: MODAL_ANIMATION_DELAY_MS },
      } satisfies Partial<DrawerProps>,
    },
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
    // Light teal (alerts, badges) puts teal 9 text on teal 1, 4.3:1: on teal 0 it is 4.7:1.
    '--mantine-color-teal-light': 'var(--mantine-color-teal-0)',
  },
  dark: {},
});
