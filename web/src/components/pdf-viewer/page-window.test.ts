import { describe, expect, it } from 'vitest';
import { clampPage, pagesToRender } from './page-window';

describe('pagesToRender', () => {
  it('renders three pages beyond the visible range on both sides', () => {
    expect([...pagesToRender([10, 11], 50)]).toEqual([7, 8, 9, 10, 11, 12, 13, 14]);
  });
  it('clamps to the document', () => {
    expect([...pagesToRender([1], 2)]).toEqual([1, 2]);
    expect([...pagesToRender([50], 50)]).toEqual([47, 48, 49, 50]);
  });
  it('starts from the first page before anything is visible', () => {
    expect([...pagesToRender([], 10)]).toEqual([1, 2, 3, 4]);
    expect(pagesToRender([], 0).size).toBe(0);
  });
  it('clamps page numbers', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(2.6, 5)).toBe(3);
  });
});
