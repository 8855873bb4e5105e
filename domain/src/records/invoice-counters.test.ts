import { describe, expect, it } from 'vitest';
import { countersDelta, invoiceCounters, isZeroDelta } from './invoice-counters';

describe('invoice counters', () => {
  it('counts an invoice as accurate only when its status is successful now', () => {
    expect(invoiceCounters({ status: 'successful', savedSeconds: 90 })).toEqual({ processed: 1, accurate: 1, withErrors: 0, corrected: 0, duplicates: 0, savedSeconds: 90 });
    for (const status of ['has-errors', 'review', 'albaran', 'duplicate']) {
      expect(invoiceCounters({ status }), status).toMatchObject({ accurate: 0, withErrors: 1 });
    }
  });

  it('moves accurate and with errors together when a correction fixes an invoice, and counts it corrected once', () => {
    const before = { status: 'has-errors', correctedAt: null, savedSeconds: 60 };
    const after = { status: 'successful', correctedAt: 1_700_000_000_000, savedSeconds: 60 };
    expect(countersDelta(before, after)).toEqual({ processed: 0, accurate: 1, withErrors: -1, corrected: 1, duplicates: 0, savedSeconds: 0 });
    // Broken again later: it stays corrected (it was fixed once) but counts with errors.
    expect(countersDelta(after, { ...after, status: 'has-errors' })).toEqual({ processed: 0, accurate: -1, withErrors: 1, corrected: 0, duplicates: 0, savedSeconds: 0 });
  });

  it('takes everything back when an invoice goes to the trash and gives it back on restore', () => {
    const invoice = { status: 'successful', correctedAt: 5, savedSeconds: 30 };
    const gone = countersDelta(invoice, null);
    const back = countersDelta(null, invoice);
    expect(gone).toEqual({ processed: -1, accurate: -1, withErrors: 0, corrected: -1, duplicates: 0, savedSeconds: -30 });
    expect(back).toEqual(invoiceCounters(invoice));
    expect(isZeroDelta(countersDelta(invoice, { ...invoice }))).toBe(true);
  });

  it('counts a possible duplicate while it points at its original, and no longer once kept or deleted', () => {
    const copy = { status: 'has-errors', duplicateOf: 'original-id' };
    expect(invoiceCounters(copy).duplicates).toBe(1);
    expect(invoiceCounters({ status: 'has-errors', duplicateOf: null }).duplicates).toBe(0);
    // Flagged after recording, kept by a user, moved to the trash: each moves only `duplicates` or takes all back.
    expect(countersDelta({ ...copy, duplicateOf: null }, copy)).toEqual({ processed: 0, accurate: 0, withErrors: 0, corrected: 0, duplicates: 1, savedSeconds: 0 });
    expect(countersDelta(copy, { ...copy, duplicateOf: null }).duplicates).toBe(-1);
    expect(countersDelta(copy, null)).toMatchObject({ processed: -1, withErrors: -1, duplicates: -1 });
  });
});
