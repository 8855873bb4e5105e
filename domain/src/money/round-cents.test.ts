import { describe, expect, it } from 'vitest';
import { amountsAgree, roundCents, sumCents } from './round-cents';

describe('roundCents', () => {
  it('rounds half away from zero despite float noise', () => {
    expect(roundCents(1.005)).toBe(1.01);
    expect(roundCents(2.675)).toBe(2.68);
    expect(roundCents(-1.005)).toBe(-1.01);
    expect(roundCents(0.1 + 0.2)).toBe(0.3);
    expect(roundCents(-0.001)).toBe(0);
  });
  it('compares within one cent', () => {
    expect(amountsAgree(10.0, 10.01)).toBe(true);
    expect(amountsAgree(10.0, 10.02)).toBe(false);
  });
  it('sums in cents', () => {
    expect(sumCents([0.1, 0.2, 0.3])).toBe(0.6);
  });
});
