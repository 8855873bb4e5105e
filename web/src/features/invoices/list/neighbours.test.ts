import { describe, expect, it } from 'vitest';
import { neighbours } from './neighbours';

describe('neighbours', () => {
  it('finds the invoices around the current one', () => {
    expect(neighbours(['a', 'b', 'c'], 'b', null)).toEqual({ previous: 'a', next: 'c', position: 2 });
    expect(neighbours(['a', 'b', 'c'], 'a', null)).toEqual({ previous: null, next: 'b', position: 1 });
    expect(neighbours(['a', 'b', 'c'], 'c', null)).toEqual({ previous: 'b', next: null, position: 3 });
  });

  it('continues from the place of an invoice that left the list', () => {
    // "b" was fixed and left the errors-only list ["a", "b", "c"].
    expect(neighbours(['a', 'c'], 'b', 1)).toEqual({ previous: 'a', next: 'c', position: null });
    // The last one left: nothing comes next.
    expect(neighbours(['a', 'b'], 'c', 2)).toEqual({ previous: 'b', next: null, position: null });
    expect(neighbours([], 'c', 0)).toEqual({ previous: null, next: null, position: null });
  });

  it('starts at the top for an invoice never seen in the list', () => {
    expect(neighbours(['a', 'b'], 'z', null)).toEqual({ previous: null, next: 'a', position: null });
  });
});
