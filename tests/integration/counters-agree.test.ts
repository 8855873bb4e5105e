/**
 * One definition of every invoice counter (issue 18, item 2; domain/src/records/invoice-counters.ts):
 * after invoices are recorded by the pipeline, corrected, moved to the trash and restored, the
 * figures each screen reads agree: the dashboard's (the agency's dailyStats), the clients list's
 * and the client page's (company stats), the reports' (the batch) and the fix screen's (the
 * invoices with errors).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import * as v from 'valibot';
import { InvoiceDataSchema, type InvoiceData } from '../../domain/src/invoice/invoice.schema.ts';
import { COUNTER_KEYS, type InvoiceCounters } from '../../domain/src/records/invoice-counters.ts';

type CounterKey = keyof InvoiceCounters;
import { createAgency, uploadInvoiceBatch } from '../../scripts/lib/agency-builder.ts';
import { FIXTURE_CUSTOMER } from '../../scripts/lib/fixture-customer.ts';
import { repoRoot } from '../../scripts/lib/paths.ts';
import { app, db, uniqueId } from '../support/admin.ts';
import { type CallableClient, signedInClient } from '../support/callables.ts';
import { settledBatch } from './uploads-client.ts';

const invoices = join(repoRoot, 'fixtures', 'invoices');
const password = 'counters-1';
let accountId: string;
let batchId: string;
let owner: CallableClient;

async function figures() {
  const account = db.doc(`accounts/${accountId}`);
  const [company, days, batch, list] = await Promise.all([
    account.collection('companies').doc('client').get(),
    account.collection('dailyStats').get(),
    account.collection('batches').doc(batchId).get(),
    account.collection('invoices').get(),
  ]);
  const dashboard = Object.fromEntries(COUNTER_KEYS.map((key) => [key, days.docs.reduce((sum, day) => sum + ((day.get(key) as number | undefined) ?? 0), 0)])) as Record<CounterKey, number>;
  const company_ = Object.fromEntries(COUNTER_KEYS.map((key) => [key, (company.get(`stats.${key}`) as number | undefined) ?? 0])) as Record<CounterKey, number>;
  return {
    dashboard,
    company: company_,
    batchWithErrors: batch.get('withErrors') as number,
    fixScreen: list.docs.filter((invoice) => invoice.get('hasErrors') === true).length,
    listed: list.size,
  };
}

async function expectAgreement() {
  const seen = await figures();
  expect(seen.dashboard).toEqual(seen.company);
  expect(seen.batchWithErrors).toBe(seen.company.withErrors);
  expect(seen.fixScreen).toBe(seen.company.withErrors);
  expect(seen.listed).toBe(seen.company.processed);
  return seen;
}

beforeAll(async () => {
  accountId = uniqueId('counters');
  const email = `${accountId}@factoria.test`;
  const { ownerUid } = await createAgency(app, {
    accountId,
    name: 'Counters Agency',
    owner: { email, password, username: 'Owner' },
    companies: [{ id: 'client', name: FIXTURE_CUSTOMER.name, taxId: FIXTURE_CUSTOMER.taxId, status: 'active' }],
  });
  ({ batchId } = await uploadInvoiceBatch(app, { accountId, companyId: 'client', uid: ownerUid }, [
    join(invoices, 'generated', 'GEN-001-classic.pdf'),
    join(invoices, 'generated', 'GEN-002-summary-table.pdf'),
    join(invoices, 'F-2024-001.pdf'),
    join(invoices, 'F-2024-002.pdf'),
  ]));
  await settledBatch(accountId, batchId);
  owner = await signedInClient(email, password);
}, 180_000);

describe('the invoice counters of every screen', () => {
  it('agree once the pipeline has recorded the invoices', async () => {
    const seen = await expectAgreement();
    expect(seen.company.processed).toBe(4);
    expect(seen.company.withErrors).toBeGreaterThan(0);
  });

  it('agree after a correction fixes an invoice', async () => {
    const flagged = (await db.collection(`accounts/${accountId}/invoices`).where('hasErrors', '==', true).limit(1).get()).docs[0]!;
    const before = await figures();
    const data = flagged.data() as InvoiceData & { corrections: unknown[] };
    // Whatever was wrong, a bookkeeper's correction: a valid supplier id and consistent amounts.
    const fixed: InvoiceData = v.parse(InvoiceDataSchema, {
      ...data,
      number: data.number ?? 'F-1',
      date: data.date ?? '2024-03-01',
      supplierName: data.supplierName ?? 'Proveedor SL',
      supplierTaxId: 'B64717838',
      customerName: FIXTURE_CUSTOMER.name,
      customerTaxId: FIXTURE_CUSTOMER.taxId,
      currency: 'EUR',
      total: 121,
      vatLines: [{ rate: 21, base: 100, cuota: 21, recargoRate: 0, recargo: 0 }],
      irpf: null,
      taxType: 'iva',
    });
    const result = await owner.call<{ status: string }>('saveInvoiceCorrection', {
      invoiceId: flagged.id, requestId: uniqueId('fix'), baseCorrections: data.corrections.length, data: fixed,
    });
    expect(result.status).toBe('successful');
    const after = await expectAgreement();
    expect(after.company.withErrors).toBe(before.company.withErrors - 1);
    expect(after.company.corrected).toBe(before.company.corrected + 1);
  });

  it('agree after an invoice goes to the trash and comes back', async () => {
    const flagged = (await db.collection(`accounts/${accountId}/invoices`).where('hasErrors', '==', true).limit(1).get()).docs[0]!;
    const before = await figures();
    await owner.call('deleteInvoice', { invoiceId: flagged.id });
    const deleted = await expectAgreement();
    expect(deleted.company.processed).toBe(before.company.processed - 1);
    await owner.call('restoreFile', { fileId: flagged.id });
    const restored = await expectAgreement();
    expect(restored.company).toEqual(before.company);
  });
});
