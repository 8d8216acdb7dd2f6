import type { TooltipProps } from '@mantine/core';
import type { ReactNode, RefCallback } from 'react';
import { lazy, Suspense, useState } from 'react';

/*
 * Mantine's Tooltip brings Floating UI (about 20 KB gzip). Aula's tooltips are hints beside
 * controls that are already named (aria-label), so they come in a chunk of their own, fetched as
 * the control shows, instead of with the screen's code (see
 * docs/web-performance.md#lazy-dialogs-popups-and-other-late-pieces). The tooltip points at its
 * control by ref: the control is drawn at once and is neither wrapped nor replaced when the tooltip
 * arrives.
 */
const Tooltip = lazy(() => import('./tooltip').then((module) => ({ default: module.Tooltip })));

type TooltipOptions = Pick<TooltipProps, 'position' | 'withArrow' | 'multiline' | 'w'>;

interface WithTooltipProps extends TooltipOptions {
  label: string;
  /** Draws the control, passing it `ref`: the tooltip shows on hovering or focusing it. */
  children: (ref: RefCallback<HTMLElement>) => ReactNode;
}

export function WithTooltip({ label, children, ...options }: WithTooltipProps) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  return (
    <>
      {children(setTarget)}
      {target ? (
        <Suspense fallback={null}>
          <Tooltip target={target} label={label} {...options} />
        </Suspense>
      ) : null}
    </>
  );
}
