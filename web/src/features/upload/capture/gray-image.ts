/**
 * Pixel arithmetic of a photographed page, on plain arrays (one byte of gray per pixel) so it
 * runs and is tested without a canvas. The browser side (process-photo.ts) only moves pixels
 * between a canvas and these functions.
 */

export interface GrayImage {
  width: number;
  height: number;
  /** Row-major, one byte per pixel, 0 black to 255 white. */
  data: Uint8ClampedArray;
}

/** What a canvas's getImageData returns, or anything shaped like it (RGBA, 4 bytes a pixel). */
export interface RgbaImage {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function grayImage(width: number, height: number, fill = 0): GrayImage {
  const data = new Uint8ClampedArray(width * height);
  if (fill) data.fill(fill);
  return { width, height, data };
}

/** The size that fits within `maxLongSide` on its longer side, never enlarged. */
export function boundedSize(width: number, height: number, maxLongSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxLongSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Luma (ITU-R BT.601 weights); alpha is ignored, camera frames are opaque. */
export function toGray(rgba: RgbaImage): GrayImage {
  const out = grayImage(rgba.width, rgba.height);
  const source = rgba.data;
  for (let i = 0, p = 0; p < out.data.length; i += 4, p++) {
    out.data[p] = (source[i]! * 299 + source[i + 1]! * 587 + source[i + 2]! * 114) / 1000;
  }
  return out;
}

export function toRgba(gray: GrayImage): RgbaImage {
  const data = new Uint8ClampedArray(gray.width * gray.height * 4);
  for (let p = 0, i = 0; p < gray.data.length; p++, i += 4) {
    const value = gray.data[p]!;
    data[i] = value;
    data[i + 1] = value;
    data[i + 2] = value;
    data[i + 3] = 255;
  }
  return { width: gray.width, height: gray.height, data };
}

/**
 * Shrinks to fit `maxLongSide` by averaging the source pixels under each target pixel (a box
 * filter: no aliasing of fine print, unlike picking every n-th pixel).
 */
export function downscale(image: GrayImage, maxLongSide: number): GrayImage {
  const size = boundedSize(image.width, image.height, maxLongSide);
  if (size.width === image.width && size.height === image.height) return image;
  const out = grayImage(size.width, size.height);
  const sx = image.width / size.width;
  const sy = image.height / size.height;
  for (let y = 0; y < size.height; y++) {
    const y0 = Math.floor(y * sy);
    const y1 = Math.max(y0 + 1, Math.floor((y + 1) * sy));
    for (let x = 0; x < size.width; x++) {
      const x0 = Math.floor(x * sx);
      const x1 = Math.max(x0 + 1, Math.floor((x + 1) * sx));
      let sum = 0;
      for (let yy = y0; yy < y1; yy++) {
        const row = yy * image.width;
        for (let xx = x0; xx < x1; xx++) sum += image.data[row + xx]!;
      }
      out.data[y * size.width + x] = sum / ((y1 - y0) * (x1 - x0));
    }
  }
  return out;
}

export function crop(image: GrayImage, rect: Rect): GrayImage {
  const out = grayImage(rect.width, rect.height);
  for (let y = 0; y < rect.height; y++) {
    const start = (rect.y + y) * image.width + rect.x;
    out.data.set(image.data.subarray(start, start + rect.width), y * rect.width);
  }
  return out;
}

/** A quarter turn clockwise: the left edge becomes the top. */
export function rotateClockwise(image: GrayImage): GrayImage {
  const out = grayImage(image.height, image.width);
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      out.data[x * out.width + (image.height - 1 - y)] = image.data[y * image.width + x]!;
    }
  }
  return out;
}

/**
 * Rotates by `degrees` (positive turns the content clockwise) about the centre, on a canvas
 * grown to hold the whole turned image; uncovered corners take `fill`. Bilinear sampling.
 */
export function rotate(image: GrayImage, degrees: number, fill: number): GrayImage {
  const angle = (degrees * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const width = Math.ceil(Math.abs(image.width * cos) + Math.abs(image.height * sin));
  const height = Math.ceil(Math.abs(image.width * sin) + Math.abs(image.height * cos));
  const out = grayImage(width, height);
  const cx = (image.width - 1) / 2;
  const cy = (image.height - 1) / 2;
  const ox = (width - 1) / 2;
  const oy = (height - 1) / 2;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      // Inverse mapping: where in the source this output pixel comes from.
      const dx = x - ox;
      const dy = y - oy;
      const sx = dx * cos + dy * sin + cx;
      const sy = -dx * sin + dy * cos + cy;
      out.data[y * width + x] = sample(image, sx, sy, fill);
    }
  }
  return out;
}

function sample(image: GrayImage, x: number, y: number, fill: number): number {
  if (x < 0 || y < 0 || x > image.width - 1 || y > image.height - 1) return fill;
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const x1 = Math.min(x0 + 1, image.width - 1);
  const y1 = Math.min(y0 + 1, image.height - 1);
  const fx = x - x0;
  const fy = y - y0;
  const at = (xx: number, yy: number) => image.data[yy * image.width + xx]!;
  const top = at(x0, y0) * (1 - fx) + at(x1, y0) * fx;
  const bottom = at(x0, y1) * (1 - fx) + at(x1, y1) * fx;
  return top * (1 - fy) + bottom * fy;
}

export function histogram(image: GrayImage): Uint32Array {
  const counts = new Uint32Array(256);
  for (const value of image.data) counts[value]!++;
  return counts;
}

/** The gray level below which `fraction` of the pixels lie. */
export function percentile(counts: Uint32Array, fraction: number): number {
  const total = counts.reduce((sum, count) => sum + count, 0);
  const target = total * fraction;
  let seen = 0;
  for (let level = 0; level < 256; level++) {
    seen += counts[level]!;
    if (seen > target) return level;
  }
  return 255;
}

/**
 * Spreads the gray levels so the darkest 1 % print black and the lightest 5 % paper white:
 * a grey photo of a white page reads as white paper with black print, which both the eye and
 * the OCR prefer. A flat image (no spread to stretch) is left as it is.
 */
export function stretchContrast(image: GrayImage): GrayImage {
  const counts = histogram(image);
  const low = percentile(counts, 0.01);
  const high = percentile(counts, 0.95);
  if (high - low < 16) return image;
  const scale = 255 / (high - low);
  const table = new Uint8ClampedArray(256);
  for (let level = 0; level < 256; level++) table[level] = (level - low) * scale;
  const out = grayImage(image.width, image.height);
  for (let p = 0; p < image.data.length; p++) out.data[p] = table[image.data[p]!]!;
  return out;
}
