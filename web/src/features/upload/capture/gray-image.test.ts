import { describe, expect, it } from 'vitest';
import { boundedSize, crop, downscale, grayImage, histogram, percentile, rotate, rotateClockwise, stretchContrast, toGray, toRgba } from './gray-image';

describe('gray images', () => {
  it('converts RGBA to luma and back', () => {
    const rgba = { width: 2, height: 1, data: new Uint8ClampedArray([255, 0, 0, 255, 255, 255, 255, 255]) };
    const gray = toGray(rgba);
    expect(Array.from(gray.data)).toEqual([76, 255]);
    expect(Array.from(toRgba(gray).data)).toEqual([76, 76, 76, 255, 255, 255, 255, 255]);
  });

  it('bounds the long side without enlarging', () => {
    expect(boundedSize(4000, 3000, 2000)).toEqual({ width: 2000, height: 1500 });
    expect(boundedSize(1000, 3000, 2000)).toEqual({ width: 667, height: 2000 });
    expect(boundedSize(800, 600, 2000)).toEqual({ width: 800, height: 600 });
  });

  it('downscales by averaging the pixels under each target pixel', () => {
    const image = grayImage(4, 2);
    image.data.set([0, 100, 200, 200, 100, 200, 0, 0]);
    const small = downscale(image, 2);
    expect(small.width).toBe(2);
    expect(small.height).toBe(1);
    expect(Array.from(small.data)).toEqual([100, 100]);
  });

  it('crops and turns a quarter clockwise', () => {
    const image = grayImage(3, 2);
    image.data.set([1, 2, 3, 4, 5, 6]);
    expect(Array.from(crop(image, { x: 1, y: 0, width: 2, height: 2 }).data)).toEqual([2, 3, 5, 6]);
    const turned = rotateClockwise(image);
    expect([turned.width, turned.height]).toEqual([2, 3]);
    expect(Array.from(turned.data)).toEqual([4, 1, 5, 2, 6, 3]);
  });

  it('rotates on a grown canvas and fills the uncovered corners', () => {
    const image = grayImage(100, 50, 200);
    const turned = rotate(image, 30, 7);
    expect(turned.width).toBe(Math.ceil(100 * Math.cos(Math.PI / 6) + 50 * 0.5));
    expect(turned.data[0]).toBe(7);
    expect(turned.data[Math.floor(turned.height / 2) * turned.width + Math.floor(turned.width / 2)]).toBe(200);
    expect(Array.from(rotate(image, 0, 7).data)).toEqual(Array.from(image.data));
  });

  it('stretches a grey photo to black print on white paper', () => {
    const image = grayImage(100, 1, 170);
    image.data.fill(70, 0, 10);
    const stretched = stretchContrast(image);
    expect(stretched.data[0]).toBe(0);
    expect(stretched.data[99]).toBe(255);
    expect(percentile(histogram(stretched), 0.5)).toBe(255);
    const flat = grayImage(10, 10, 128);
    expect(stretchContrast(flat)).toBe(flat);
  });
});
