/**
 * The invoice list's bulk actions (issue 18, item 9; functions/src/invoice-edits/bulk-invoices.ts):
 * moving invoices to another company of the agency moves what they count from one company's
 * stats to the other's and leaves the agency's day figures as they were; a bulk delete goes to
 * the trash and its undo brings every invoice back; marking reviewed is undone exactly; another
 * agency's company and a caller who is not signed in are refused.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { COUNTER_KEYS, invoiceCounters, type CountedInvoice, type InvoiceCounters } from '../../domain/src/records/invoice-counters.ts';
import type { BulkResult } from '../../domain/src/records/invoice-bulk.schema.ts';
import { createAgency, uploadInvoiceBatch } from '../../scripts/lib/agency-builder.ts';
import { FIXTURE_CUSTOMER } from '../../scripts/lib/fixture-customer.ts';
import { repoRoot } from '../../scripts/lib/paths.ts';
import { app, db, uniqueId } from '../support/admin.ts';
import { type CallableClient, refusedWith, signedInClient } from '../support/callables.ts';
import { objectExists, settledBatch } from './uploads-client.ts';

const invoices = join(repoRoot, 'fixtures', 'invoices');
const password = 'bulk-list-1';
let accountId: string;
let owner: CallableClient;
let ids: string[];

const zero = () => Object.fromEntries(COUNTER_KEYS.map((key) => [key, 0])) as unknown as InvoiceCounters;

/** A company's stats as stored, and as its invoices add up now. */
async function companyFigures(companyId: string) {
  const account = db.doc(`accounts/${accountId}`);
  const [company, listed] = await Promise.all([
    account.collection('companies').doc(companyId).get(),
    account.collection('invoices').where('companyId', '==', companyId).get(),
  ]);
  const stored = Object.fromEntries(COUNTER_KEYS.map((key) => [key, (company.get(`stats.${key}`) as number | undefined) ?? 0])) as unknown as InvoiceCounters;
  const counted = zero();
  for (const invoice of listed.docs) {
    const one = invoiceCounters(invoice.data() as CountedInvoice);
    for (const key of COUNTER_KEYS) counted[key] += one[key];
  }
  return { stored, counted, ids: listed.docs.map((doc) => doc.id).sort() };
}

async function dashboard() {
  const days = await db.collection(`accounts/${accountId}/dailyStats`).get();
  return Object.fromEntries(COUNTER_KEYS.map((key) => [key, days.docs.reduce((sum, day) => sum + ((day.get(key) as number | undefined) ?? 0), 0)]));
}

beforeAll(async () => {
  accountId = uniqueId('bulk');
  const email = `${accountId}@factoria.test`;
  const { ownerUid } = await createAgency(app, {
    accountId,
    name: 'Bulk Agency',
    owner: { email, password, username: 'Owner' },
    companies: [
      { id: 'from', name: FIXTURE_CUSTOMER.name, taxId: FIXTURE_CUSTOMER.taxId, status: 'active' },
      { id: 'to', name: 'Destino SL', taxId: 'B64717838', status: 'active' },
    ],
  });
  const { batchId } = await uploadInvoiceBatch(app, { accountId, companyId: 'from', uid: ownerUid }, [
    join(invoices, 'generated', 'GEN-001-classic.pdf'),
    join(invoices, 'generated', 'GEN-002-summary-table.pdf'),
    join(invoices, 'F-2024-001.pdf'),
  ]);
  await settledBatch(accountId, batchId);
  ids = (await db.collection(`accounts/${accountId}/invoices`).get()).docs.map((doc) => doc.id).sort();
  owner = await signedInClient(email, password);
}, 180_000);

describe('moving invoices to another company', () => {
  it('moves what they count from one company to the other; the agency figures stay', async () => {
    expect(ids).toHaveLength(3);
    const before = { from: await companyFigures('from'), to: await companyFigures('to'), dashboard: await dashboard() };
    expect(before.from.stored).toEqual(before.from.counted);
    expect(before.to.stored.processed).toBe(0);

    const moved = ids.slice(0, 2);
    const oldPaths = await Promise.all(moved.map(async (id) => String((await db.doc(`accounts/${accountId}/invoices/${id}`).get()).get('storagePath'))));
    const result = await owner.call<BulkResult>('moveInvoices', { invoiceIds: moved, companyId: 'to' });
    expect(result).toEqual({ changed: moved, failed: [] });

    const from = await companyFigures('from');
    const to = await companyFigures('to');
    expect(from.ids).toEqual(ids.slice(2));
    expect(to.ids).toEqual(moved);
    expect(from.stored).toEqual(from.counted);
    expect(to.stored).toEqual(to.counted);
    expect(from.stored.processed + to.stored.processed).toBe(3);
    expect(await dashboard()).toEqual(before.dashboard);
    for (const [index, id] of moved.entries()) {
      const file = await db.doc(`accounts/${accountId}/files/${id}`).get();
      const invoice = await db.doc(`accounts/${accountId}/invoices/${id}`).get();
      expect(file.get('companyId')).toBe('to');
      // The PDF follows, into the folder the new company's users may read.
      expect(invoice.get('storagePath')).toBe(oldPaths[index]!.replace('/companies/from/', '/companies/to/'));
      expect(file.get('storagePath')).toBe(invoice.get('storagePath'));
      expect(await objectExists(invoice.get('storagePath') as string)).toBe(true);
      expect(await objectExists(oldPaths[index]!)).toBe(false);
    }
  });

  it('changes nothing for invoices already there, and reports missing ones', async () => {
    const before = await companyFigures('to');
    const result = await owner.call<BulkResult>('moveInvoices', { invoiceIds: [ids[0], 'no-such-invoice'], companyId: 'to' });
    expect(result).toEqual({ changed: [], failed: ['no-such-invoice'] });
    expect((await companyFigures('to')).stored).toEqual(before.stored);
  });

  it('refuses a company the agency does not have, and a caller who is not signed in', async () => {
    expect(await refusedWith(owner.call('moveInvoices', { invoiceIds: [ids[2]], companyId: 'someone-elses' }))).toEqual({ status: 'functions/not-found', code: 'invoice-edit/not-found' });
    const anonymous = await signedInClient(null);
    expect((await refusedWith(anonymous.call('moveInvoices', { invoiceIds: [ids[2]], companyId: 'to' }))).code).toBe('invoice-edit/unauthenticated');
    await anonymous.close();
    expect((await companyFigures('from')).ids).toEqual([ids[2]]);
  });
});

describe('exporting a selection', () => {
  it('covers the chosen invoices of the one company only, as the export itself does', async () => {
    const request = { scope: 'invoices', companyId: 'to', invoiceIds: ids, format: 'plain-csv' };
    const preview = await owner.call<{ invoiceCount: number; skippedWithErrors: number; skippedExported: number }>('previewExport', request);
    // Two of the three chosen invoices are the company's (the third stayed in the other one).
    expect(preview.invoiceCount + preview.skippedWithErrors + preview.skippedExported).toBe(2);
    if (preview.invoiceCount > 0) {
      const result = await owner.call<{ invoiceCount: number }>('exportInvoices', request);
      expect(result.invoiceCount).toBe(preview.invoiceCount);
    }
    const others = await owner.call<{ invoiceCount: number; skippedWithErrors: number }>('previewExport', { ...request, companyId: 'from' });
    expect(others.invoiceCount + others.skippedWithErrors).toBe(1);
  });
});

describe('bulk delete and its undo', () => {
  it('moves the selection to the trash and brings every invoice back, counters included', async () => {
    const before = { to: await companyFigures('to'), dashboard: await dashboard() };
    const selection = before.to.ids;
    expect(await owner.call<BulkResult>('deleteInvoices', { invoiceIds: selection })).toEqual({ changed: selection, failed: [] });
    const emptied = await companyFigures('to');
    expect(emptied.ids).toEqual([]);
    expect(emptied.stored.processed).toBe(0);
    expect(await owner.call<BulkResult>('restoreInvoices', { invoiceIds: selection })).toEqual({ changed: selection, failed: [] });
    const back = await companyFigures('to');
    expect(back.ids).toEqual(selection);
    expect(back.stored).toEqual(before.to.stored);
    expect(await dashboard()).toEqual(before.dashboard);
  });
});

describe('marking reviewed', () => {
  it('marks only what was not reviewed, and the undo unmarks exactly those', async () => {
    await owner.call('markInvoicesReviewed', { invoiceIds: [ids[0]], reviewed: true });
    const result = await owner.call<BulkResult>('markInvoicesReviewed', { invoiceIds: ids, reviewed: true });
    expect(result.changed).toEqual(ids.slice(1));
    await owner.call('markInvoicesReviewed', { invoiceIds: result.changed, reviewed: false });
    const reviewed = await Promise.all(ids.map(async (id) => typeof (await db.doc(`accounts/${accountId}/invoices/${id}`).get()).get('reviewedAt') === 'number'));
    expect(reviewed).toEqual([true, false, false]);
  });
});
