import type { ComponentType, ReactNode } from 'react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyComponent } from '../../lib/lazy-screen';

/** What a popup's button does before the popup's code is there. */
export interface PopupButtonHandlers {
  /** The pointer came over the button or it got focus: fetch the popup's code. */
  onPointerEnter: () => void;
  onFocus: () => void;
  /** Pressed: open the popup as soon as its code is there. */
  onClick: () => void;
}

/**
 * A menu or popover whose code is fetched when its button is about to be used, not with its screen:
 * Mantine's popups bring their positioning (Floating UI) and focus handling, about 25 KB gzip, for
 * a button most visits never press (see
 * docs/web-performance.md#lazy-dialogs-popups-and-other-late-pieces). `Button` draws the button at
 * once, the same one the popup then uses as its target. Pressed, the popup takes its place and the
 * press is passed on to the popup's own button, so it opens as if pressed itself: the focus moves
 * into it, and goes back to the button when it closes. A popup that cannot be fetched fails like a
 * screen that cannot: the route's error panel offers to reload.
 */
export function lazyPopup<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  Button: ComponentType<Props & { handlers: PopupButtonHandlers }>,
) {
  const Popup = lazyComponent(load);
  const prefetch = () => void load().catch(() => {});
  function LazyPopup(props: Props) {
    const [pressed, setPressed] = useState(false);
    const button = (
      <Button
        {...props}
        handlers={{
          onPointerEnter: prefetch,
          onFocus: prefetch,
          onClick: () => setPressed(true),
        }}
      />
    );
    if (!pressed) return button;
    return (
      <Suspense fallback={button}>
        <PressOnArrival>
          <Popup {...props} />
        </PressOnArrival>
      </Suspense>
    );
  }
  return LazyPopup;
}

/** Presses the first button inside, once, as it first shows. */
function PressOnArrival({ children }: { children: ReactNode }) {
  const frame = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const target = frame.current?.querySelector<HTMLElement>('button');
    target?.focus();
    target?.click();
  }, []);
  return (
    <span ref={frame} style={{ display: 'contents' }}>
      {children}
    </span>
  );
}
