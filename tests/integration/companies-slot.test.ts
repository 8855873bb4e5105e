/**
 * Buying an extra company slot at the limit: the payment is recorded once however often the
 * request arrives, the limit rises by one, and only the owner of an agency at its limit buys.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgency, createUser } from '../../scripts/lib/agency-builder.ts';
import { app, db, uniqueId } from '../support/admin.ts';
import { type CallableClient, refusal, signedInClient } from '../support/callables.ts';
import { callAnswered } from './companies-client.ts';

const password = 'slot-password';
let accountId: string;
let owner: CallableClient;
let staff: CallableClient;

const company = (taxId: string) => ({
  name: `Company ${taxId}`,
  taxId,
  invoiceTypes: ['purchases'],
  equivalenceSurcharge: false,
  irpf: true,
  emailIntake: { enabled: false },
  appUser: { enabled: false, email: '' },
  notes: '',
});

async function refused(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    return refusal(error);
  }
  throw new Error('the call was expected to be refused');
}

beforeAll(async () => {
  accountId = uniqueId('slot');
  await createAgency(app, {
    accountId,
    name: 'Slot Agency',
    owner: { email: `owner-${accountId}@factoria.test`, password, username: 'Owner' },
    companies: [{ id: 'only', name: 'Only SL', taxId: 'A58818501', status: 'active' }],
    plan: { maxCompanies: 1, maxInvoicesPerMonth: 100, extraSlots: 0 },
  });
  await createUser(app, { email: `staff-${accountId}@factoria.test`, password, username: 'Staff' }, { accountId, role: 'staff' });
  owner = await signedInClient(`owner-${accountId}@factoria.test`, password);
  staff = await signedInClient(`staff-${accountId}@factoria.test`, password);
});
afterAll(async () => Promise.all([owner.close(), staff.close()]));

describe('buyCompanySlot', () => {
  it('refuses a company beyond the limit until a slot is bought, and charges a double click once', async () => {
    expect(await refused(owner.call('createCompany', { requestId: uniqueId('r'), company: company('B76543214') }))).toEqual({
      status: 'functions/resource-exhausted',
      code: 'companies/limit-reached',
    });
    expect(await refused(staff.call('buyCompanySlot', { requestId: uniqueId('pay') }))).toEqual({
      status: 'functions/permission-denied',
      code: 'companies/owner-only',
    });

    const requestId = uniqueId('pay');
    const results = await Promise.all([1, 2, 3].map(() => callAnswered<{ paymentId: string }>(owner, 'buyCompanySlot', { requestId })));
    expect(results.map((result) => result.paymentId)).toEqual([requestId, requestId, requestId]);
    const payments = await db.collection(`accounts/${accountId}/payments`).get();
    expect(payments.docs.map((payment) => payment.data())).toEqual([
      expect.objectContaining({ kind: 'extra-company-slot', amountCents: 15_000, currency: 'EUR', quantity: 1 }),
    ]);
    expect((await db.doc(`accounts/${accountId}`).get()).get('plan')).toEqual({ maxCompanies: 1, maxInvoicesPerMonth: 100, extraSlots: 1 });

    // Below the limit again: a second purchase is not needed, so it is not sold.
    expect(await refused(owner.call('buyCompanySlot', { requestId: uniqueId('pay') }))).toEqual({
      status: 'functions/failed-precondition',
      code: 'companies/slot-not-needed',
    });
    await owner.call('createCompany', { requestId: uniqueId('r'), company: company('B76543214') });
    expect((await db.doc(`accounts/${accountId}`).get()).get('usage.companies')).toBe(2);
    expect(await refused(owner.call('createCompany', { requestId: uniqueId('r'), company: company('12345678Z') }))).toMatchObject({
      code: 'companies/limit-reached',
    });
  });

  it('sells nothing to an agency without a subscription', async () => {
    await db.doc(`accounts/${accountId}`).update({ plan: null });
    expect(await refused(owner.call('buyCompanySlot', { requestId: uniqueId('pay') }))).toEqual({
      status: 'functions/failed-precondition',
      code: 'companies/no-subscription',
    });
    expect(await refused(owner.call('createCompany', { requestId: uniqueId('r'), company: company('12345678Z') }))).toMatchObject({
      code: 'companies/no-subscription',
    });
  });
});
