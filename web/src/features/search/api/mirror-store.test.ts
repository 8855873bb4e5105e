import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalDb } from '../../../lib/db/local-db';
import { applyChanges, clearMirror, reconcile } from './mirror-store';
import { toLocalCompany, toLocalInvoice } from './projections';

let db: LocalDb;
const fresh = () => (db = new LocalDb(`mirror-test-${Math.random()}`));
afterEach(async () => db.delete());

const invoice = (id: string, companyId: string, number: string) =>
  toLocalInvoice('a', id, { companyId, number, supplierName: 'Papelería Gómez', total: 121, currency: 'EUR', status: 'successful', createdAt: 1 });

describe('the mirror store', () => {
  it('applies changes: puts and removals', async () => {
    fresh();
    await applyChanges(db, 'invoices', { put: [invoice('i1', 'c1', 'F-1'), invoice('i2', 'c1', 'F-2')], remove: [] });
    await applyChanges(db, 'invoices', { put: [invoice('i2', 'c1', 'F-2b')], remove: ['i1'] });
    expect((await db.invoices.toArray()).map((row) => [row.id, row.number])).toEqual([['i2', 'F-2b']]);
  });

  it('reconciles an account to exactly what the server holds, leaving other accounts alone', async () => {
    fresh();
    await applyChanges(db, 'invoices', { put: [invoice('i1', 'c1', 'F-1'), invoice('gone', 'c1', 'F-0')], remove: [] });
    await db.invoices.put({ ...invoice('other', 'c9', 'X'), accountId: 'b' });
    await reconcile(db, 'invoices', 'a', [invoice('i1', 'c1', 'F-1'), invoice('i3', 'c1', 'F-3')]);
    expect((await db.invoices.orderBy('id').primaryKeys()).sort()).toEqual(['i1', 'i3', 'other']);
  });

  it("reconciles a client user's scope only", async () => {
    fresh();
    await applyChanges(db, 'invoices', { put: [invoice('mine-old', 'c1', 'F-1'), invoice('theirs', 'c2', 'F-2')], remove: [] });
    await reconcile(db, 'invoices', 'a', [invoice('mine-new', 'c1', 'F-3')], (row) => row.companyId === 'c1');
    expect((await db.invoices.orderBy('id').primaryKeys()).sort()).toEqual(['mine-new', 'theirs']);
  });

  it('forgets everything on sign-out but the outbox', async () => {
    fresh();
    await applyChanges(db, 'companies', { put: [toLocalCompany('a', 'c1', { name: 'Sol SL', taxId: 'B1', status: 'active' })], remove: [] });
    await applyChanges(db, 'invoices', { put: [invoice('i1', 'c1', 'F-1')], remove: [] });
    await clearMirror(db);
    expect(await db.companies.count()).toBe(0);
    expect(await db.invoices.count()).toBe(0);
  });
});

describe('projections', () => {
  it('keeps what the search needs and makes it findable', () => {
    const row = invoice('i1', 'c1', 'F-2024/004');
    expect(row).toMatchObject({ id: 'i1', accountId: 'a', companyId: 'c1', number: 'F-2024/004', total: 121 });
    expect(row.searchText).toContain(' f 2024 004 ');
    expect(row.searchText).toContain(' papeleria gomez ');
  });

  it('survives documents with missing or odd fields', () => {
    const row = toLocalInvoice('a', 'i9', { companyId: 'c1', number: 42, total: 'lots' });
    expect(row).toMatchObject({ number: null, total: null, status: 'has-errors', createdAt: 0 });
    expect(toLocalCompany('a', 'c9', undefined)).toMatchObject({ name: '', status: 'pending' });
  });
});
