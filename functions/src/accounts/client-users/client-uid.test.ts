import { describe, expect, it } from 'vitest';
import { clientUid, normalizeEmail } from './client-uid';

describe('client user identity', () => {
  it('derives the same uid for the same company and address, another for anything else', () => {
    const uid = clientUid('agency-1', 'company-1', 'ana@bar.test');
    expect(uid).toMatch(/^client-[0-9a-f]{40}$/);
    expect(clientUid('agency-1', 'company-1', 'ana@bar.test')).toBe(uid);
    expect(clientUid('agency-1', 'company-2', 'ana@bar.test')).not.toBe(uid);
    expect(clientUid('agency-2', 'company-1', 'ana@bar.test')).not.toBe(uid);
  });

  it('normalises addresses and refuses what is not one', () => {
    expect(normalizeEmail('  Ana.Lopez@Bar.TEST ')).toBe('ana.lopez@bar.test');
    expect(normalizeEmail('ana@bar')).toBeNull();
    expect(normalizeEmail('=cmd|x@y.test')).toBeNull();
    expect(normalizeEmail('')).toBeNull();
    expect(normalizeEmail(null)).toBeNull();
  });
});
