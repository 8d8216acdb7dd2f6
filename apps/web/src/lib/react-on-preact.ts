/*
 * "react" and "react-dom" as the browser gets them: Preact's React compatibility layer, which
 * runs the same components in a tenth of React DOM's size (issue 11's bundle budget).
 * Two things React does that the layer does not are added here:
 * - <Activity> (React 19.2), with which Mantine keeps hidden tab panels, collapsed tree
 *   branches and closed transitions mounted;
 * - autoFocus: React focuses such an element when it is mounted, while Preact only writes the
 *   attribute, which a browser honours once per page load (the games focus their first control);
 * - tabIndex on SVG: Preact writes the attribute as spelled, and SVG attribute names are
 *   case-sensitive, so a focusable SVG part (the clock game's hands) would not be focusable.
 */
import { createElement, options, type ComponentChildren, type Ref, type VNode } from 'preact';

// The layer's types describe it as React's namespace (`export =`), which TypeScript cannot
// re-export this way; its ES module has the named exports, and the bundler re-exports those.
// @ts-expect-error TS2498
export * from 'preact/compat';
export { default } from 'preact/compat';

interface ActivityProps {
  mode?: 'visible' | 'hidden';
  children?: ComponentChildren;
}

/** Keeps its children mounted in a box that lays out as they do, hidden while "hidden". */
export function Activity({ mode = 'visible', children }: ActivityProps) {
  return createElement(
    'div',
    { style: { display: mode === 'hidden' ? 'none' : 'contents' } },
    children,
  );
}

const autoFocused = new WeakSet<Element>();

/** The element's own ref, plus a focus the first time the element is attached. */
function focusWhenMounted(ref: Ref<unknown> | null | undefined) {
  return (element: HTMLElement | null) => {
    if (element && !autoFocused.has(element)) {
      autoFocused.add(element);
      // The ref runs before a new subtree is in the document: focus once it is.
      queueMicrotask(() => {
        if (element.isConnected) element.focus();
      });
    }
    if (typeof ref === 'function') return ref(element);
    if (ref) ref.current = element;
  };
}

interface DomProps {
  autoFocus?: boolean;
  tabIndex?: number;
  tabindex?: number;
}

const previousVNodeHook = options.vnode;
options.vnode = (vnode: VNode<DomProps>) => {
  if (typeof vnode.type === 'string') {
    const props = vnode.props;
    if (props.autoFocus) vnode.ref = focusWhenMounted(vnode.ref) as Ref<unknown>;
    if ('tabIndex' in props) {
      props.tabindex = props.tabIndex;
      delete props.tabIndex;
    }
  }
  previousVNodeHook?.(vnode);
};
