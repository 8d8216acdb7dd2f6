import type { ActivitySignals } from './active-seconds-counter';

/** What counts as the user doing something on the page. */
const INPUT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;

export interface PageSignals extends ActivitySignals {
  dispose(): void;
}

/**
 * The browser's activity signals: the page's visibility and the time of the last input. The
 * page opening counts as input (the student just signed in, reloaded or followed a link), so a
 * student reading without touching anything is counted for the input window from then on.
 */
export function createPageSignals(target: Window = window): PageSignals {
  let lastInputAt = Date.now();
  const noteInput = () => {
    lastInputAt = Date.now();
  };
  const options = { capture: true, passive: true } as const;
  for (const type of INPUT_EVENTS) target.addEventListener(type, noteInput, options);
  // Scroll does not bubble: caught on the way down, it covers scrolling inside any element.
  target.document.addEventListener('scroll', noteInput, options);

  return {
    now: () => Date.now(),
    isVisible: () => target.document.visibilityState === 'visible',
    lastInputAt: () => lastInputAt,
    dispose() {
      for (const type of INPUT_EVENTS) target.removeEventListener(type, noteInput, options);
      target.document.removeEventListener('scroll', noteInput, options);
    },
  };
}
