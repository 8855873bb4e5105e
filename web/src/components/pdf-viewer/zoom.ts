/**
 * The viewer's zoom scale: one of ZOOM_STEPS (the spec's 31 steps from 0.1 to 10), or
 * "fit width", which follows the container's width and maps back to a step when the user
 * zooms from it.
 */
export const ZOOM_STEPS = [
  0.1, 0.2, 0.25, 0.3, 0.4, 0.5, 0.6, 0.7, 0.75, 0.8, 0.9,
  1, 1.1, 1.25, 1.5, 1.75,
  2, 2.25, 2.5, 2.75,
  3, 3.5, 4, 4.5, 5, 5.5,
  6, 7, 8, 9, 10,
] as const;

export const DEFAULT_ZOOM_INDEX = ZOOM_STEPS.indexOf(1);

export type Zoom = { kind: 'step'; index: number } | { kind: 'fit-width' };

/** The step at or just below `scale` (the first step for anything smaller). */
export function stepAtOrBelow(scale: number): number {
  let index = 0;
  ZOOM_STEPS.forEach((step, i) => {
    if (step <= scale + 1e-9) index = i;
  });
  return index;
}

/** The next step strictly above the current scale, so zooming in from "fit width" always grows. */
export function zoomIn(scale: number): number {
  const index = ZOOM_STEPS.findIndex((step) => step > scale + 1e-9);
  return index === -1 ? ZOOM_STEPS.length - 1 : index;
}

/** The next step strictly below the current scale. */
export function zoomOut(scale: number): number {
  for (let i = ZOOM_STEPS.length - 1; i >= 0; i--) {
    if (ZOOM_STEPS[i]! < scale - 1e-9) return i;
  }
  return 0;
}

/** Scale that makes a page of `pageWidth` points fill `containerWidth` pixels, within the steps' range. */
export function fitWidthScale(containerWidth: number, pageWidth: number): number {
  if (containerWidth <= 0 || pageWidth <= 0) return 1;
  const scale = containerWidth / pageWidth;
  return Math.min(ZOOM_STEPS[ZOOM_STEPS.length - 1]!, Math.max(ZOOM_STEPS[0]!, scale));
}
