import type { ComponentType } from 'react';
import { Suspense, useState } from 'react';
import { lazyComponent } from '../../lib/lazy-screen';

/**
 * A dialog whose code is fetched the first time it opens, not with its screen: Mantine's Modal
 * brings its overlay, focus trap and scroll lock (about 10 KB gzip), and most visits never open the
 * dialog (see docs/web-performance.md#lazy-dialogs-popups-and-other-late-pieces). Once opened it
 * stays mounted, so it closes with its animation and opens again at once. A dialog that cannot be
 * fetched fails like a screen that cannot: the route's error panel offers to reload.
 */
export function lazyDialog<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  isOpen: (props: Props) => boolean,
) {
  const Dialog = lazyComponent(load);
  function LazyDialog(props: Props) {
    const [used, setUsed] = useState(false);
    if (!used && isOpen(props)) setUsed(true);
    if (!used) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}
