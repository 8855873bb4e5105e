/**
 * Issue 19: the agency's supplier profiles. An invoice that goes through the pipeline untouched
 * teaches its supplier's profile in the recording write; the next invoice of that supplier is
 * read with it (a number against the supplier's pattern stops for review); a correction saved
 * in the review screen teaches the profile at once, in the correction's transaction; so does a
 * save without changes, once per invoice (an invoice the pipeline counted is not counted again).
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoicePdf } from '../../domain/src/extraction/testing/invoice-pdf.ts';
import { emptyInvoiceData, type InvoiceData } from '../../domain/src/invoice/invoice.schema.ts';
import { createAgency, uploadInvoiceBatch } from '../../scripts/lib/agency-builder.ts';
import { seedInvoices } from '../../scripts/lib/invoice-seed.ts';
import { repoRoot } from '../../scripts/lib/paths.ts';
import { app, db, eventually, uniqueId } from '../support/admin.ts';
import { type CallableClient, signedInClient } from '../support/callables.ts';

const password = 'profiles-password';
const companyId = 'receptora';
/** The customer of domain/src/extraction/testing/invoice-pdf.ts, whose supplier is B64717838. */
const companyTaxId = 'A08370314';
let accountId: string;
let ownerUid: string;
let owner: CallableClient;

const profileDoc = (taxId: string) => db.doc(`accounts/${accountId}/supplierProfiles/${taxId}`);

async function uploadGenerated(): Promise<FirebaseFirestore.DocumentSnapshot> {
  const file = join(tmpdir(), `${uniqueId('profile')}.pdf`);
  writeFileSync(file, await invoicePdf());
  const { batchId, fileIds } = await uploadInvoiceBatch(app, { accountId, companyId, uid: ownerUid }, [file]);
  await eventually(async () => {
    const batch = await db.doc(`accounts/${accountId}/batches/${batchId}`).get();
    return batch.get('pending') === 0 ? batch : null;
  }, 90_000, `batch ${batchId} to settle`);
  return db.doc(`accounts/${accountId}/invoices/${fileIds[0]}`).get();
}

/** The invoice's values as stored, as the review form sends them back. */
async function storedData(invoiceId: string): Promise<InvoiceData> {
  const stored = (await db.doc(`accounts/${accountId}/invoices/${invoiceId}`).get()).data()!;
  return { ...emptyInvoiceData(), ...Object.fromEntries(Object.keys(emptyInvoiceData()).map((key) => [key, stored[key]])) };
}

async function saveWith(invoiceId: string, changes: Partial<InvoiceData>): Promise<boolean> {
  const baseCorrections = ((await db.doc(`accounts/${accountId}/invoices/${invoiceId}`).get()).get('corrections') as unknown[]).length;
  const data = { ...(await storedData(invoiceId)), ...changes };
  const result = await owner.call<{ changed: boolean }>('saveInvoiceCorrection', { invoiceId, requestId: uniqueId('req'), baseCorrections, data });
  return result.changed;
}

/** The review screen's save of an invoice the user looked at and left as it was. */
const saveUnchanged = (invoiceId: string) => saveWith(invoiceId, {});

beforeAll(async () => {
  accountId = uniqueId('profiles');
  const email = `owner-${accountId}@factoria.test`;
  ({ ownerUid } = await createAgency(app, {
    accountId,
    name: 'Profiles Agency',
    owner: { email, password, username: 'Olga Owner' },
    companies: [{ id: companyId, name: 'Receptora SA', taxId: companyTaxId, status: 'active' }],
  }));
  owner = await signedInClient(email, password);
});
afterAll(async () => owner.close());

describe('supplier profiles', () => {
  it('learns from an invoice that went through, and stops a later number against the pattern', async () => {
    const first = await uploadGenerated();
    expect(first.get('status')).toBe('successful');
    const learned = (await profileDoc('B64717838').get()).data()!;
    expect(learned).toMatchObject({ taxId: 'B64717838', invoices: 1, corrections: 0, currency: 'EUR', totalCents: { min: 121000, max: 121000 } });
    expect(learned.numberShapes).toEqual([{ documentType: 'invoice', shape: 'F-#/#', minDigits: 8, maxDigits: 8, count: 1 }]);

    // Two earlier invoices of this supplier were numbered with bare digits ("4501", "4502").
    await profileDoc('B64717838').update({ numberShapes: [{ documentType: 'invoice', shape: '#', minDigits: 4, maxDigits: 4, count: 2 }], numberPrefix: '450' });
    const second = await uploadGenerated();
    expect(second.get('status')).toBe('has-errors');
    expect(second.get('issues')).toContainEqual({ field: 'number', code: 'supplier/profile-mismatch', severity: 'error' });
    // A stopped invoice teaches nothing until someone saves it.
    expect((await profileDoc('B64717838').get()).get('invoices')).toBe(1);

    // The invoice that went through was counted by the pipeline: confirming it in the review
    // screen does not count it again. Confirming the stopped one teaches its number's shape.
    expect(await saveUnchanged(first.id)).toBe(false);
    expect((await profileDoc('B64717838').get()).get('invoices')).toBe(1);
    expect(await saveUnchanged(second.id)).toBe(false);
    const confirmed = (await profileDoc('B64717838').get()).data()!;
    expect(confirmed).toMatchObject({ invoices: 2, corrections: 0 });
    expect(confirmed.numberShapes).toContainEqual(expect.objectContaining({ shape: 'F-#/#', count: 1 }));
  });

  it('learns an invoice saved without changes once, however often it is saved', async () => {
    const pdf = join(repoRoot, 'fixtures', 'invoices', 'F-2025-006.pdf');
    const { invoiceIds } = await seedInvoices(app, { accountId, companyId, uid: ownerUid }, [
      { pdf, data: { supplierTaxId: 'B12345674', supplierName: 'Distribuciones Norte S.L.', number: 'DN-2025/0042' } },
    ]);
    const invoiceId = invoiceIds[0]!;
    expect((await profileDoc('B12345674').get()).exists).toBe(false);

    expect(await saveUnchanged(invoiceId)).toBe(false);
    const learned = (await profileDoc('B12345674').get()).data()!;
    expect(learned).toMatchObject({ taxId: 'B12345674', name: 'Distribuciones Norte S.L.', invoices: 1, corrections: 0 });
    expect(learned.numberShapes).toEqual([{ documentType: 'invoice', shape: 'DN-#/#', minDigits: 8, maxDigits: 8, count: 1 }]);
    const invoice = await db.doc(`accounts/${accountId}/invoices/${invoiceId}`).get();
    expect(invoice.get('supplierLearned')).toMatchObject({ taxId: 'B12345674' });
    expect(invoice.get('corrections')).toEqual([]);

    // Saved again: nothing more is learned.
    expect(await saveUnchanged(invoiceId)).toBe(false);
    expect((await profileDoc('B12345674').get()).data()).toEqual(learned);

    // A later correction of the same invoice teaches its values, without counting the invoice twice.
    await saveWith(invoiceId, { supplierName: 'Distribuciones del Norte, S.L.' });
    expect((await profileDoc('B12345674').get()).data()).toMatchObject({ name: 'Distribuciones del Norte, S.L.', invoices: 1, corrections: 1 });
  });

  it("learns a correction at once, the user's values over what was read", async () => {
    const pdf = join(repoRoot, 'fixtures', 'invoices', 'F-2025-006.pdf');
    const { invoiceIds } = await seedInvoices(app, { accountId, companyId, uid: ownerUid }, [{ pdf, data: { supplierTaxId: 'A58818501', number: '4500123' } }]);
    const before = (await db.doc(`accounts/${accountId}/invoices/${invoiceIds[0]}`).get()).data()!;
    const corrected: InvoiceData = {
      ...emptyInvoiceData(),
      ...Object.fromEntries(Object.keys(emptyInvoiceData()).map((key) => [key, before[key]])),
      number: 'AB-2025-0007',
      supplierName: 'Almacenes Sur S.A.',
    };
    const result = await owner.call<{ changed: boolean }>('saveInvoiceCorrection', { invoiceId: invoiceIds[0], requestId: uniqueId('req'), baseCorrections: 0, data: corrected });
    expect(result.changed).toBe(true);
    const profile = (await profileDoc('A58818501').get()).data()!;
    expect(profile).toMatchObject({ name: 'Almacenes Sur S.A.', invoices: 1, corrections: 1 });
    expect(profile.numberShapes[0]).toMatchObject({ shape: 'AB-#-#', count: 1 });
    expect(profile.regions.number).toEqual([]);
  });
});
