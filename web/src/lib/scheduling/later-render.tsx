import { useDeferredValue, type ReactNode } from 'react';

/**
 * False on a component's first render, then true in a render React does in the background, in
 * slices of a few milliseconds between which the browser paints and handles input.
 *
 * A screen's first render is not always one React can slice: the router announces a resolved
 * route through an external store (useSyncExternalStore), and React renders such an update in
 * one piece, whatever transition started it. Whatever a screen draws under this renders after
 * that piece, so the piece holds only what must appear at once (the heading, the main action).
 */
export function useRenderedLater(): boolean {
  return useDeferredValue(true, false);
}

/** `children` from the second, sliced render on; `placeholder` (nothing by default) before. */
export function LaterRender({ children, placeholder = null }: { children: ReactNode; placeholder?: ReactNode }) {
  return useRenderedLater() ? children : placeholder;
}
