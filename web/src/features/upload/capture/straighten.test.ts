import { describe, expect, it } from 'vitest';
import { grayImage, rotate, toRgba, type GrayImage } from './gray-image';
import { findPaper, otsuThreshold, preparePage, skewAngle } from './straighten';

/** A paper page (light) with lines of "words" (dark blocks), like a printed invoice. */
function page(width: number, height: number, paper = 235): GrayImage {
  const image = grayImage(width, height, paper);
  const lineHeight = Math.max(3, Math.round(height / 60));
  for (let top = Math.round(height * 0.08); top < height * 0.9; top += lineHeight * 3) {
    let x = Math.round(width * 0.08);
    let word = 0;
    while (x < width * 0.9) {
      const length = Math.round(width * (0.04 + ((word * 7) % 5) * 0.015));
      for (let y = top; y < top + lineHeight; y++) {
        for (let xx = x; xx < Math.min(x + length, width * 0.9); xx++) image.data[y * width + xx] = 30;
      }
      x += length + Math.round(width * 0.02);
      word++;
    }
  }
  return image;
}

/** `inner` pasted on a dark background of the given size at (x, y). */
function onBackground(inner: GrayImage, width: number, height: number, x: number, y: number, background = 55): GrayImage {
  const frame = grayImage(width, height, background);
  for (let row = 0; row < inner.height; row++) {
    for (let col = 0; col < inner.width; col++) {
      const value = inner.data[row * inner.width + col]!;
      // Rotated pages carry the background's gray in their corners: keep it.
      frame.data[(y + row) * width + x + col] = value;
    }
  }
  return frame;
}

describe('otsuThreshold', () => {
  it('splits two populations between their levels', () => {
    const counts = new Uint32Array(256);
    counts[40] = 1000;
    counts[220] = 3000;
    const level = otsuThreshold(counts);
    expect(level).toBeGreaterThanOrEqual(40);
    expect(level).toBeLessThan(220);
  });
});

describe('findPaper', () => {
  it('finds a light page on a dark desk to within 1 % of its size', () => {
    const frame = onBackground(page(600, 850), 1000, 1200, 220, 170);
    const paper = findPaper(frame);
    expect(paper).not.toBeNull();
    const { rect } = paper!;
    expect(Math.abs(rect.x - 220)).toBeLessThan(12);
    expect(Math.abs(rect.y - 170)).toBeLessThan(14);
    expect(Math.abs(rect.width - 600)).toBeLessThan(14);
    expect(Math.abs(rect.height - 850)).toBeLessThan(20);
    expect(paper!.background).toBeLessThan(70);
  });

  it('keeps a page that fills the frame whole (nothing to cut away)', () => {
    expect(findPaper(page(700, 1000))).toBeNull();
  });

  it('finds nothing when the surrounding is as light as the paper', () => {
    expect(findPaper(onBackground(page(600, 850), 1000, 1200, 220, 170, 235))).toBeNull();
  });
});

describe('skewAngle', () => {
  it('reads the tilt of a page turned by a few degrees, either way', () => {
    for (const degrees of [4, -6.5, 2]) {
      const tilted = rotate(page(700, 990), degrees, 235);
      expect(skewAngle(tilted)).toBeCloseTo(-degrees, 0);
    }
  });

  it('reads the tilt of the print, not of the desk around the page', () => {
    // Print on the top third only, as on most invoices: the desk's pixels far outnumber it.
    const sparse = page(700, 990);
    sparse.data.fill(235, 700 * 330);
    const onDesk = onBackground(rotate(sparse, 2.5, 55), 1100, 1400, 200, 200);
    expect(skewAngle(onDesk)).toBeCloseTo(-2.5, 0);
  });

  it('leaves a level page alone', () => {
    expect(skewAngle(page(700, 990))).toBe(0);
  });
});

describe('preparePage', () => {
  it('crops a photographed page to the paper, levels it and keeps the long side bounded', () => {
    const tilted = rotate(page(1400, 1980), 3, 55);
    const frame = onBackground(tilted, 2400, 3000, 300, 400);
    const prepared = preparePage(toRgba(frame));
    expect(prepared.paperFound).toBe(true);
    expect(prepared.skewDegrees).toBeCloseTo(-3, 0);
    expect(prepared.turnedToPortrait).toBe(false);
    expect(Math.max(prepared.image.width, prepared.image.height)).toBeLessThanOrEqual(2000);
    // The page's proportions (1400 x 1980 of a 2400 x 3000 frame) survive the crop.
    expect(prepared.image.height / prepared.image.width).toBeGreaterThan(1.3);
    expect(prepared.image.height / prepared.image.width).toBeLessThan(1.5);
    expect(prepared.image.height).toBeGreaterThan(1980 * (2000 / 3000) * 0.95);
    // What is left is paper: the desk's dark gray is cut away (corners are paper white).
    const { data, width, height } = prepared.image;
    for (const [x, y] of [[5, 5], [width - 6, 5], [5, height - 6], [width - 6, height - 6]] as const) {
      expect(data[y * width + x]).toBeGreaterThan(200);
    }
  });

  it('turns a page photographed sideways upright before levelling it', () => {
    const tilted = rotate(page(700, 990), 3, 55);
    const sideways = grayImage(tilted.height, tilted.width);
    for (let y = 0; y < tilted.height; y++) for (let x = 0; x < tilted.width; x++) sideways.data[x * tilted.height + (tilted.height - 1 - y)] = tilted.data[y * tilted.width + x]!;
    const prepared = preparePage(toRgba(onBackground(sideways, 1400, 1100, 150, 100)));
    expect(prepared.turnedToPortrait).toBe(true);
    expect(prepared.skewDegrees).toBeCloseTo(-3, 0);
    expect(prepared.image.height).toBeGreaterThan(prepared.image.width);
  });

  it('turns a landscape frame of a portrait page to portrait', () => {
    const sideways = grayImage(990, 700, 235);
    const upright = page(700, 990);
    for (let y = 0; y < 990; y++) for (let x = 0; x < 700; x++) sideways.data[x * 990 + (989 - y)] = upright.data[y * 700 + x]!;
    const prepared = preparePage(toRgba(sideways));
    expect(prepared.turnedToPortrait).toBe(true);
    expect(prepared.image.height).toBeGreaterThan(prepared.image.width);
  });
});
