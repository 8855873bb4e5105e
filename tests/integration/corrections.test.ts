/**
 * Correcting and deleting invoices through the callables, as the invoice screen does: the
 * server re-validates, records who changed what, moves each counter exactly once, and refuses
 * anyone outside the agency's staff.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyInvoiceData, type InvoiceData } from '../../domain/src/invoice/invoice.schema.ts';
import { createAgency, createUser } from '../../scripts/lib/agency-builder.ts';
import { seedInvoices } from '../../scripts/lib/invoice-seed.ts';
import { repoRoot } from '../../scripts/lib/paths.ts';
import { app, db, uniqueId } from '../support/admin.ts';
import { type CallableClient, refusedWith, signedInClient } from '../support/callables.ts';

const password = 'corrections-password';
const companyId = 'norte';
const companyTaxId = 'B12345674';
const pdf = join(repoRoot, 'fixtures', 'invoices', 'F-2025-006.pdf');
let accountId: string;
let ownerUid: string;
let owner: CallableClient;
const users: Record<string, CallableClient> = {};

const correctData = (overrides: Partial<InvoiceData> = {}): InvoiceData => ({
  ...emptyInvoiceData(),
  number: 'SEED-0001',
  date: '2025-03-07',
  supplierName: 'Suministros Ejemplo SL',
  supplierTaxId: 'B64717838',
  customerName: 'Cliente',
  customerTaxId: companyTaxId,
  currency: 'EUR',
  total: 121,
  vatLines: [{ rate: 21, base: 100, cuota: 21, recargoRate: 0, recargo: 0 }],
  taxType: 'iva',
  ...overrides,
});

const invoiceDoc = (id: string) => db.doc(`accounts/${accountId}/invoices/${id}`);
const stats = async () => (await db.doc(`accounts/${accountId}/companies/${companyId}`).get()).get('stats');
const dayCorrected = async () => {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
  return ((await db.doc(`accounts/${accountId}/dailyStats/${day}`).get()).get('corrected') as number | undefined) ?? 0;
};
const save = (who: CallableClient, invoiceId: string, data: InvoiceData, baseCorrections = 0, requestId = uniqueId('req')) =>
  who.call<{ status: string; changed: boolean }>('saveInvoiceCorrection', { invoiceId, requestId, baseCorrections, data });

/** One invoice whose supplier CIF fails its checksum: "has errors" until someone fixes it. */
async function flaggedInvoice(): Promise<string> {
  const { invoiceIds } = await seedInvoices(app, { accountId, companyId, uid: ownerUid }, [
    { pdf, data: { supplierTaxId: 'B64717839' } },
  ]);
  return invoiceIds[0]!;
}

beforeAll(async () => {
  accountId = uniqueId('corrections');
  const email = (who: string) => `${who}-${accountId}@factoria.test`;
  ({ ownerUid } = await createAgency(app, {
    accountId,
    name: 'Corrections Agency',
    owner: { email: email('owner'), password, username: 'Olga Owner' },
    companies: [{ id: companyId, name: 'Norte SL', taxId: companyTaxId, status: 'active' }],
  }));
  const otherAccount = uniqueId('corrections-other');
  await createAgency(app, { accountId: otherAccount, name: 'Other', owner: { email: email('other'), password, username: 'Other' } });
  await createUser(app, { email: email('staff'), password, username: 'Sergio Staff' }, { accountId, role: 'staff' });
  await createUser(app, { email: email('client'), password, username: 'Client' }, { accountId, role: 'client', companyId });
  await createUser(app, { email: email('unverified'), password, username: 'U', emailVerified: false }, { accountId, role: 'owner' });
  owner = await signedInClient(email('owner'), password);
  for (const who of ['staff', 'client', 'unverified', 'other']) users[who] = await signedInClient(email(who), password);
  users.signedOut = await signedInClient(null);
});
afterAll(async () => Promise.all([owner, ...Object.values(users)].map((client) => client.close())));

describe('saveInvoiceCorrection', () => {
  it('re-validates, records who changed what, and moves the counters', async () => {
    const invoiceId = await flaggedInvoice();
    expect((await invoiceDoc(invoiceId).get()).get('status')).toBe('has-errors');
    const [statsBefore, dayBefore] = [await stats(), await dayCorrected()];

    const result = await save(owner, invoiceId, correctData());
    expect(result).toMatchObject({ status: 'successful', changed: true });

    const invoice = (await invoiceDoc(invoiceId).get()).data()!;
    expect(invoice.status).toBe('successful');
    expect(invoice.hasErrors).toBe(false);
    expect(invoice.issues).toEqual([]);
    expect(invoice.supplierTaxId).toBe('B64717838');
    expect(invoice.fieldConfidence.supplierTaxId).toBe(1);
    expect(invoice.corrections).toHaveLength(1);
    expect(invoice.corrections[0]).toMatchObject({
      by: ownerUid,
      byName: 'Olga Owner',
      changes: { supplierTaxId: ['B64717839', 'B64717838'] },
    });
    expect(invoice.correctedAt).toBeTypeOf('number');
    expect(await stats()).toMatchObject({
      accurate: statsBefore.accurate + 1,
      withErrors: statsBefore.withErrors - 1,
      corrected: statsBefore.corrected + 1,
      processed: statsBefore.processed,
    });
    expect(await dayCorrected()).toBe(dayBefore + 1);
    // The reports' figure moves with the others (one definition, issue 18).
    expect((await db.doc(`accounts/${accountId}/batches/${invoice.batchId}`).get()).get('withErrors')).toBe(0);
  });

  it('counts a correction once, however often it is delivered or redone', async () => {
    const invoiceId = await flaggedInvoice();
    const [statsBefore, dayBefore] = [await stats(), await dayCorrected()];
    const requestId = uniqueId('double');
    // A double click and a retry of the same save.
    await Promise.all([save(owner, invoiceId, correctData(), 0, requestId), save(owner, invoiceId, correctData(), 0, requestId)]);
    await save(owner, invoiceId, correctData(), 0, requestId);
    expect((await invoiceDoc(invoiceId).get()).get('corrections')).toHaveLength(1);
    expect((await stats()).corrected).toBe(statsBefore.corrected + 1);

    // Broken again, then fixed again: the status counters follow, "corrected" does not grow.
    expect((await save(users.staff!, invoiceId, correctData({ total: 120 }), 1)).status).toBe('has-errors');
    expect((await save(owner, invoiceId, correctData(), 2)).status).toBe('successful');
    const after = await stats();
    expect(after.corrected).toBe(statsBefore.corrected + 1);
    expect(after.accurate).toBe(statsBefore.accurate + 1);
    expect(after.withErrors).toBe(statsBefore.withErrors - 1);
    expect(await dayCorrected()).toBe(dayBefore + 1);
    expect((await invoiceDoc(invoiceId).get()).get('corrections')).toHaveLength(3);
  });

  it('refuses a save based on an older version instead of undoing newer work', async () => {
    const invoiceId = await flaggedInvoice();
    await save(owner, invoiceId, correctData({ number: 'A-1' }));
    expect(await refusedWith(save(users.staff!, invoiceId, correctData({ number: 'B-2' }), 0))).toEqual({
      status: 'functions/failed-precondition',
      code: 'invoice-edit/stale',
    });
    expect((await invoiceDoc(invoiceId).get()).get('number')).toBe('A-1');
  });

  it('records nothing when the values did not change', async () => {
    const invoiceId = await flaggedInvoice();
    const result = await save(owner, invoiceId, correctData({ supplierTaxId: 'B64717839' }));
    expect(result).toMatchObject({ status: 'has-errors', changed: false });
    expect((await invoiceDoc(invoiceId).get()).get('corrections')).toEqual([]);
  });

  it('refuses malformed or hostile input with a code the app translates', async () => {
    const invoiceId = await flaggedInvoice();
    for (const data of [{ ...correctData(), number: 'x'.repeat(501) }, { ...correctData(), total: 'NaN' }, { ...correctData(), date: '2025-02-30' }]) {
      expect(await refusedWith(owner.call('saveInvoiceCorrection', { invoiceId, requestId: uniqueId('bad'), baseCorrections: 0, data }))).toEqual({
        status: 'functions/invalid-argument',
        code: 'invoice-edit/invalid-input',
      });
    }
    const hostile = correctData({ supplierName: '<img src=x onerror=alert(1)> =cmd|"/c calc"!A1' });
    expect((await save(owner, invoiceId, hostile)).changed).toBe(true);
    expect((await invoiceDoc(invoiceId).get()).get('supplierName')).toBe(hostile.supplierName);
  });

  it('lets no one outside the agency staff write an invoice', async () => {
    const invoiceId = await flaggedInvoice();
    const cases: [string, string, string][] = [
      ['client', 'functions/permission-denied', 'invoice-edit/forbidden'],
      ['unverified', 'functions/permission-denied', 'invoice-edit/forbidden'],
      ['signedOut', 'functions/unauthenticated', 'invoice-edit/unauthenticated'],
      // Another agency's owner reaches only its own account, where the invoice does not exist.
      ['other', 'functions/not-found', 'invoice-edit/not-found'],
    ];
    for (const [who, status, code] of cases) {
      expect(await refusedWith(save(users[who]!, invoiceId, correctData())), who).toEqual({ status, code });
    }
    const invoice = (await invoiceDoc(invoiceId).get()).data()!;
    expect(invoice.corrections).toEqual([]);
    expect(invoice.supplierTaxId).toBe('B64717839');
  });
});

describe('deleteInvoice', () => {
  it('moves the invoice and its file to the trash, takes its counters back, and restores both', async () => {
    const invoiceId = await flaggedInvoice();
    const before = await stats();
    expect(await refusedWith(users.client!.call('deleteInvoice', { invoiceId }))).toMatchObject({ code: 'invoice-edit/forbidden' });
    expect(await refusedWith(users.other!.call('deleteInvoice', { invoiceId }))).toMatchObject({ code: 'invoice-edit/not-found' });

    const { deletedAt } = await owner.call<{ deletedAt: number }>('deleteInvoice', { invoiceId });
    // Deleting again (a double click) changes nothing.
    expect(await owner.call('deleteInvoice', { invoiceId })).toEqual({ deletedAt });
    expect((await invoiceDoc(invoiceId).get()).exists).toBe(false);
    expect((await db.doc(`accounts/${accountId}/deletedInvoices/${invoiceId}`).get()).get('supplierTaxId')).toBe('B64717839');
    expect((await db.doc(`accounts/${accountId}/files/${invoiceId}`).get()).get('deletedAt')).toBe(deletedAt);
    expect(await stats()).toMatchObject({
      processed: before.processed - 1,
      withErrors: before.withErrors - 1,
      accurate: before.accurate,
      savedSeconds: before.savedSeconds - 92,
    });

    await owner.call('restoreFile', { fileId: invoiceId });
    expect((await invoiceDoc(invoiceId).get()).get('status')).toBe('has-errors');
    expect(await stats()).toEqual(before);
  });
});
