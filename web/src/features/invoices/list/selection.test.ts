import { describe, expect, it } from 'vitest';
import { EMPTY_SELECTION, headerState, keepListed, selectAll, selectRange, toggleRow, type Selection } from './selection';

const order = ['a', 'b', 'c', 'd', 'e', 'f'];
const ids = (selection: Selection) => [...selection.ids].sort();

describe('invoice list selection', () => {
  it('toggles one row and makes it the anchor', () => {
    const one = toggleRow(EMPTY_SELECTION, 'b');
    expect(ids(one)).toEqual(['b']);
    expect(one.anchor).toBe('b');
    expect(ids(toggleRow(one, 'b'))).toEqual([]);
  });

  it('selects the range between the anchor and a shift-clicked row, either way up', () => {
    expect(ids(selectRange(toggleRow(EMPTY_SELECTION, 'b'), 'e', order))).toEqual(['b', 'c', 'd', 'e']);
    expect(ids(selectRange(toggleRow(EMPTY_SELECTION, 'e'), 'b', order))).toEqual(['b', 'c', 'd', 'e']);
  });

  it('keeps the anchor, so a second shift-click changes the range end', () => {
    const first = selectRange(toggleRow(EMPTY_SELECTION, 'c'), 'f', order);
    expect(first.anchor).toBe('c');
    expect(ids(selectRange(first, 'a', order))).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('clears a range when the shift-clicked row was selected', () => {
    const all = selectAll(order);
    const anchored = toggleRow(toggleRow(all, 'b'), 'b');
    expect(ids(selectRange(anchored, 'd', order))).toEqual(['a', 'e', 'f']);
  });

  it('falls back to a toggle without an anchor in the list', () => {
    expect(ids(selectRange(EMPTY_SELECTION, 'c', order))).toEqual(['c']);
    expect(ids(selectRange({ ids: new Set(), anchor: 'gone' }, 'c', order))).toEqual(['c']);
  });

  it('selects every filtered row, not only those on screen', () => {
    const many = Array.from({ length: 5000 }, (_, index) => `id${index}`);
    expect(selectAll(many).ids.size).toBe(5000);
    expect(headerState(selectAll(many), many)).toBe('all');
  });

  it('drops rows that left the list and keeps the same object when none did', () => {
    const selection = selectRange(toggleRow(EMPTY_SELECTION, 'a'), 'c', order);
    expect(keepListed(selection, order)).toBe(selection);
    const kept = keepListed(selection, ['b', 'c', 'd']);
    expect(ids(kept)).toEqual(['b', 'c']);
    expect(kept.anchor).toBeNull();
  });

  it('reports the header checkbox state', () => {
    expect(headerState(EMPTY_SELECTION, order)).toBe('none');
    expect(headerState(toggleRow(EMPTY_SELECTION, 'a'), order)).toBe('some');
    expect(headerState(selectAll(order), order)).toBe('all');
  });
});
