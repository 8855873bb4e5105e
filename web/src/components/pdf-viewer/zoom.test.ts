import { describe, expect, it } from 'vitest';
import { DEFAULT_ZOOM_INDEX, fitWidthScale, stepAtOrBelow, ZOOM_STEPS, zoomIn, zoomOut } from './zoom';

describe('zoom steps', () => {
  it('has the 31 increasing steps from 0.1 to 10 the spec asks for', () => {
    expect(ZOOM_STEPS).toHaveLength(31);
    expect(ZOOM_STEPS[0]).toBe(0.1);
    expect(ZOOM_STEPS[30]).toBe(10);
    for (let i = 1; i < ZOOM_STEPS.length; i++) expect(ZOOM_STEPS[i]!).toBeGreaterThan(ZOOM_STEPS[i - 1]!);
    expect(ZOOM_STEPS[DEFAULT_ZOOM_INDEX]).toBe(1);
  });

  it('zooms to the neighbouring step, also from a scale between steps', () => {
    expect(ZOOM_STEPS[zoomIn(1)]).toBe(1.1);
    expect(ZOOM_STEPS[zoomOut(1)]).toBe(0.9);
    expect(ZOOM_STEPS[zoomIn(1.33)]).toBe(1.5);
    expect(ZOOM_STEPS[zoomOut(1.33)]).toBe(1.25);
    expect(ZOOM_STEPS[stepAtOrBelow(1.33)]).toBe(1.25);
  });

  it('stops at both ends', () => {
    expect(zoomIn(10)).toBe(30);
    expect(zoomOut(0.1)).toBe(0);
    expect(stepAtOrBelow(0.01)).toBe(0);
  });

  it('fits the width within the range of the steps', () => {
    expect(fitWidthScale(1190, 595)).toBe(2);
    expect(fitWidthScale(10, 595)).toBe(0.1);
    expect(fitWidthScale(100_000, 100)).toBe(10);
    expect(fitWidthScale(0, 595)).toBe(1);
  });
});
