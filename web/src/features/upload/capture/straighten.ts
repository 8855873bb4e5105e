/**
 * Straightens a photographed page: finds the paper against a darker background and crops to
 * it, turns a tilted page level by its text lines and edges, turns a landscape frame to
 * portrait, and stretches the contrast.
 *
 * Limits, by design of a method that runs on a phone in a fraction of a second:
 * - The paper is found only when it is lighter than what surrounds it (a white invoice on a
 *   desk, a dark table, a hand). White paper on a white table is kept whole, uncropped.
 * - The crop is the upright rectangle around the paper: perspective (a page photographed at an
 *   angle, narrower at the top) is not corrected, only an in-plane tilt of up to 10 degrees.
 * - A landscape frame is turned a quarter clockwise; which way up the text reads is not
 *   detected, so a page photographed upside down stays upside down.
 */
import { crop, downscale, histogram, rotate, rotateClockwise, stretchContrast, toGray, type GrayImage, type Rect, type RgbaImage } from './gray-image';

/** The long side of a page kept in the PDF: about 170 dpi on A4, enough for OCR and the eye. */
export const MAX_LONG_SIDE = 2000;
/** The size the detection works at: the paper's outline needs no fine detail. */
const ANALYSIS_LONG_SIDE = 480;
const MAX_SKEW_DEGREES = 10;
const MIN_SKEW_DEGREES = 0.3;

export interface PreparedPage {
  image: GrayImage;
  paperFound: boolean;
  /** The rotation applied to level the page, in degrees (positive clockwise). */
  skewDegrees: number;
  turnedToPortrait: boolean;
}

export function preparePage(frame: RgbaImage, maxLongSide = MAX_LONG_SIDE): PreparedPage {
  let image = downscale(toGray(frame), maxLongSide);
  const paper = findPaper(image);
  // A tilted page's corners stick out of the box its mostly-light lines make: crop with room
  // to spare, level, then crop again to the now upright paper.
  if (paper) image = crop(image, grow(paper.rect, 0.05, image));
  // Upright first: the tilt is read from text lines running across the page.
  const turnedToPortrait = image.width > image.height;
  if (turnedToPortrait) image = rotateClockwise(image);
  const skewDegrees = skewAngle(image);
  if (skewDegrees !== 0) image = rotate(image, skewDegrees, paper ? paper.background : 255);
  const level = paper ? findPaper(image) : null;
  if (level) image = crop(image, level.rect);
  return { image: stretchContrast(image), paperFound: paper !== null, skewDegrees, turnedToPortrait };
}

/** `rect` grown by `share` of its size on every side, within the image. */
function grow(rect: Rect, share: number, image: GrayImage): Rect {
  const x = Math.max(0, Math.round(rect.x - rect.width * share));
  const y = Math.max(0, Math.round(rect.y - rect.height * share));
  const right = Math.min(image.width, Math.round(rect.x + rect.width * (1 + share)));
  const bottom = Math.min(image.height, Math.round(rect.y + rect.height * (1 + share)));
  return { x, y, width: right - x, height: bottom - y };
}

/** Otsu's threshold: the gray level that best splits the pixels into a dark and a light class. */
export function otsuThreshold(counts: Uint32Array): number {
  let total = 0;
  let sumAll = 0;
  for (let level = 0; level < 256; level++) {
    total += counts[level]!;
    sumAll += level * counts[level]!;
  }
  let best = 0;
  let bestLevel = 127;
  let weightDark = 0;
  let sumDark = 0;
  for (let level = 0; level < 256; level++) {
    weightDark += counts[level]!;
    if (weightDark === 0) continue;
    const weightLight = total - weightDark;
    if (weightLight === 0) break;
    sumDark += level * counts[level]!;
    const meanDark = sumDark / weightDark;
    const meanLight = (sumAll - sumDark) / weightLight;
    const between = weightDark * weightLight * (meanDark - meanLight) ** 2;
    if (between > best) {
      best = between;
      bestLevel = level;
    }
  }
  return bestLevel;
}

export interface PaperArea {
  rect: Rect;
  /** The mean gray level around the paper, to fill the corners a rotation uncovers. */
  background: number;
}

/**
 * The upright rectangle of the light paper in a darker surrounding, or null when there is none
 * to cut away (the page fills the frame, or the surrounding is as light as the paper).
 */
export function findPaper(image: GrayImage): PaperArea | null {
  const small = downscale(image, ANALYSIS_LONG_SIDE);
  const threshold = otsuThreshold(histogram(small));
  const light = (x: number, y: number) => small.data[y * small.width + x]! > threshold;
  let cols = lightRun(small.width, (x) => countRange(0, small.height, (y) => light(x, y)) / small.height);
  if (!cols) return null;
  let rows = lightRun(small.height, (y) => countRange(cols!.start, cols!.end, (x) => light(x, y)) / (cols!.end - cols!.start));
  if (!rows) return null;
  // Once more on the paper's own rows, so a shadow above or below it does not widen the columns.
  cols = lightRun(small.width, (x) => countRange(rows!.start, rows!.end, (y) => light(x, y)) / (rows!.end - rows!.start));
  if (!cols) return null;
  rows = lightRun(small.height, (y) => countRange(cols!.start, cols!.end, (x) => light(x, y)) / (cols!.end - cols!.start));
  if (!rows) return null;

  const boxWidth = cols.end - cols.start;
  const boxHeight = rows.end - rows.start;
  const area = boxWidth * boxHeight;
  if (area < small.width * small.height * 0.15) return null;
  // Nothing to cut: the box is (nearly) the whole frame.
  if (boxWidth > small.width * 0.97 && boxHeight > small.height * 0.97) return null;
  let inside = 0;
  let outside = 0;
  let outsideSum = 0;
  for (let y = 0; y < small.height; y++) {
    for (let x = 0; x < small.width; x++) {
      const within = x >= cols.start && x < cols.end && y >= rows.start && y < rows.end;
      if (within) inside += light(x, y) ? 1 : 0;
      else {
        outside += light(x, y) ? 0 : 1;
        outsideSum += small.data[y * small.width + x]!;
      }
    }
  }
  const outsideCount = small.width * small.height - area;
  // The paper must be mostly light and its surrounding mostly dark, or this is no paper.
  if (inside / area < 0.7 || outside / outsideCount < 0.6) return null;

  const scaleX = image.width / small.width;
  const scaleY = image.height / small.height;
  // Half a percent in from each edge: the paper's own edge and its shadow are no content.
  const insetX = Math.round(boxWidth * scaleX * 0.005);
  const insetY = Math.round(boxHeight * scaleY * 0.005);
  const x = Math.min(image.width - 1, Math.round(cols.start * scaleX) + insetX);
  const y = Math.min(image.height - 1, Math.round(rows.start * scaleY) + insetY);
  const rect = {
    x,
    y,
    width: Math.max(1, Math.min(image.width - x, Math.round(boxWidth * scaleX) - 2 * insetX)),
    height: Math.max(1, Math.min(image.height - y, Math.round(boxHeight * scaleY) - 2 * insetY)),
  };
  return { rect, background: Math.round(outsideSum / outsideCount) };
}

function countRange(start: number, end: number, test: (i: number) => boolean): number {
  let count = 0;
  for (let i = start; i < end; i++) if (test(i)) count++;
  return count;
}

/**
 * The longest run of lines (columns or rows) that are mostly light, where "mostly" is half the
 * lightest line's share; short dark gaps (a fold, a ruled line) do not break a run.
 */
function lightRun(length: number, share: (i: number) => number): { start: number; end: number } | null {
  const shares = Array.from({ length }, (_, i) => share(i));
  const cut = Math.max(...shares) * 0.5;
  if (cut <= 0) return null;
  const gap = Math.max(1, Math.round(length * 0.02));
  let best: { start: number; end: number } | null = null;
  let start = -1;
  let lastLight = -1;
  for (let i = 0; i <= length; i++) {
    const isLight = i < length && shares[i]! >= cut;
    if (isLight) {
      if (start < 0 || i - lastLight > gap) start = i;
      lastLight = i;
    }
    if (start >= 0 && (i === length || (!isLight && i - lastLight >= gap))) {
      if (!best || lastLight + 1 - start > best.end - best.start) best = { start, end: lastLight + 1 };
      start = -1;
    }
  }
  return best;
}

/**
 * The rotation (degrees, positive clockwise, within ±10) that levels the page: the angle at
 * which the print's row profile changes most sharply from row to row, which is when the text
 * lines run horizontally. 0 when the tilt is below a third of a degree.
 */
export function skewAngle(image: GrayImage): number {
  const small = downscale(image, ANALYSIS_LONG_SIDE);
  const threshold = otsuThreshold(histogram(small));
  const xs: number[] = [];
  const ys: number[] = [];
  const cx = small.width / 2;
  const cy = small.height / 2;
  const margin = Math.round(small.width * 0.02);
  for (let y = 0; y < small.height; y++) {
    // Only the print on the paper: dark pixels between a row's first and last light ones (the
    // desk around a tilted page would otherwise outweigh the text lines).
    const row = small.data.subarray(y * small.width, (y + 1) * small.width);
    const first = row.findIndex((value) => value > threshold);
    if (first < 0) continue;
    const last = row.findLastIndex((value) => value > threshold);
    for (let x = first + margin; x < last - margin; x++) {
      if (row[x]! <= threshold) {
        xs.push(x - cx);
        ys.push(y - cy);
      }
    }
  }
  if (xs.length < 50) return 0;
  const diagonal = Math.ceil(Math.hypot(small.width, small.height));
  const profile = new Float64Array(diagonal + 2);
  const score = (degrees: number) => {
    const angle = (degrees * Math.PI) / 180;
    const sin = Math.sin(angle);
    const cos = Math.cos(angle);
    profile.fill(0);
    for (let i = 0; i < xs.length; i++) profile[Math.round(xs[i]! * sin + ys[i]! * cos + diagonal / 2)]!++;
    let sum = 0;
    for (let row = 1; row < profile.length; row++) sum += (profile[row]! - profile[row - 1]!) ** 2;
    return sum;
  };
  let best = 0;
  let bestScore = score(0);
  for (let degrees = -MAX_SKEW_DEGREES; degrees <= MAX_SKEW_DEGREES; degrees += 0.5) {
    const value = score(degrees);
    if (value > bestScore) [best, bestScore] = [degrees, value];
  }
  const coarse = best;
  for (let degrees = coarse - 0.4; degrees <= coarse + 0.4; degrees += 0.1) {
    const value = score(degrees);
    if (value > bestScore) [best, bestScore] = [degrees, value];
  }
  return Math.abs(best) < MIN_SKEW_DEGREES ? 0 : Math.round(best * 10) / 10;
}
