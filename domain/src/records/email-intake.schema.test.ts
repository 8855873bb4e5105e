import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { senderAllowed, SetEmailIntakeRequestSchema } from './email-intake.schema';

describe('senderAllowed', () => {
  it('accepts anyone with an empty list', () => {
    expect(senderAllowed([], 'a@b.es')).toBe(true);
  });
  it('matches whole addresses, domains and their subdomains, ignoring case', () => {
    const list = ['ana@proveedor.es', '@suministros.com', 'levante.es'];
    expect(senderAllowed(list, 'Ana@Proveedor.es')).toBe(true);
    expect(senderAllowed(list, 'luis@proveedor.es')).toBe(false);
    expect(senderAllowed(list, 'x@suministros.com')).toBe(true);
    expect(senderAllowed(list, 'x@mail.levante.es')).toBe(true);
    expect(senderAllowed(list, 'x@notlevante.es')).toBe(false);
  });
});

describe('SetEmailIntakeRequestSchema', () => {
  it('normalises senders and refuses what is neither an address nor a domain', () => {
    const ok = v.parse(SetEmailIntakeRequestSchema, { companyId: 'c1', enabled: true, allowedSenders: [' Ana@Proveedor.ES '], regenerate: false });
    expect(ok.allowedSenders).toEqual(['ana@proveedor.es']);
    expect(v.safeParse(SetEmailIntakeRequestSchema, { companyId: 'c1', enabled: true, allowedSenders: ['not a domain'], regenerate: false }).success).toBe(false);
  });
});
