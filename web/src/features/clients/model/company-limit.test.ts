import { describe, expect, it } from 'vitest';
import { limitState } from './company-limit';

describe('limitState', () => {
  it('has no limit without a subscription', () => {
    expect(limitState(null, 0)).toEqual({ kind: 'no-subscription' });
  });

  it('counts extra slots in the limit', () => {
    expect(limitState({ maxCompanies: 10, extraSlots: 2 }, 3)).toEqual({ kind: 'available', used: 3, limit: 12, remaining: 9 });
  });

  it('is near with a fifth of the limit (at least one) left, and full at the limit', () => {
    expect(limitState({ maxCompanies: 10, extraSlots: 0 }, 8).kind).toBe('near');
    expect(limitState({ maxCompanies: 10, extraSlots: 0 }, 7).kind).toBe('available');
    expect(limitState({ maxCompanies: 2, extraSlots: 0 }, 1).kind).toBe('near');
    expect(limitState({ maxCompanies: 2, extraSlots: 0 }, 2)).toEqual({ kind: 'full', used: 2, limit: 2 });
    expect(limitState({ maxCompanies: 0, extraSlots: 0 }, 0).kind).toBe('full');
  });
});
