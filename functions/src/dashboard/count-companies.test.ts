import { describe, expect, it } from 'vitest';
import { statusChanged } from './count-companies';

describe('statusChanged', () => {
  it('is true when a company is created, deleted or changes status', () => {
    expect(statusChanged(undefined, { status: 'pending' })).toBe(true);
    expect(statusChanged({ status: 'active' }, undefined)).toBe(true);
    expect(statusChanged({ status: 'pending' }, { status: 'active' })).toBe(true);
  });

  it('is false for writes that leave the status alone (counters, names)', () => {
    expect(statusChanged({ status: 'active' }, { status: 'active' })).toBe(false);
  });
});
