/**
 * The administrator's company activation and the notes agencies send about scanned invoices
 * (issue 4), through the real callables; and the grant-admin command's claim.
 */
import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAdminClaim } from '../../scripts/lib/admin-claim.ts';
import { createAgency, createUser } from '../../scripts/lib/agency-builder.ts';
import { app, db, uniqueId } from '../support/admin.ts';
import { refusedWith } from '../support/callables.ts';
import { type AccountClient, signInClient } from './accounts-client.ts';

let accountId: string;
let owner: AccountClient;
let admin: AccountClient;
let clientUser: AccountClient;

beforeAll(async () => {
  accountId = uniqueId('adm');
  const ownerEmail = `${accountId}@factoria.test`;
  await createAgency(app, {
    accountId,
    name: 'Agency for the administrator',
    owner: { email: ownerEmail, password: 'owner-secret', username: 'Owner' },
    companies: [
      { id: 'nueva', name: 'Nueva SL', taxId: 'A58818501', status: 'pending' },
      { id: 'activa', name: 'Activa SL', taxId: 'B12345674', status: 'active' },
    ],
  });
  await db.doc(`accounts/${accountId}/invoices/inv-1`).set({ companyId: 'activa', number: 'F-2025/017', status: 'has-errors' });
  const clientEmail = `${accountId}.client@factoria.test`;
  await createUser(app, { email: clientEmail, password: 'client-secret', username: 'Client' }, { accountId, role: 'client', companyId: 'activa' });
  const adminEmail = `${accountId}.admin@factoria.test`;
  await createUser(app, { email: adminEmail, password: 'admin-secret', username: 'Admin' }, {});
  await setAdminClaim(app, adminEmail, true);
  [owner, admin, clientUser] = await Promise.all([
    signInClient(ownerEmail, 'owner-secret'),
    signInClient(adminEmail, 'admin-secret'),
    signInClient(clientEmail, 'client-secret'),
  ]);
});
afterAll(async () => {
  await Promise.all([owner.close(), admin.close(), clientUser.close()]);
});

describe('grant-admin', () => {
  it('adds and removes the admin claim, keeping the others', async () => {
    const email = `${uniqueId('claims')}@factoria.test`;
    const uid = await createUser(app, { email, password: 'x-secret-1', username: 'X' }, { accountId: 'a', role: 'staff' });
    await setAdminClaim(app, email, true);
    expect((await getAuth(app).getUser(uid)).customClaims).toEqual({ accountId: 'a', role: 'staff', admin: true });
    await setAdminClaim(app, email, false);
    expect((await getAuth(app).getUser(uid)).customClaims).toEqual({ accountId: 'a', role: 'staff' });
  });
});

describe('company activation', () => {
  it('lets only the administrator activate a pending company', async () => {
    expect((await refusedWith(owner.call('activateCompany', { accountId, companyId: 'nueva' }))).code).toBe('auth/forbidden');
    expect(await admin.call('activateCompany', { accountId, companyId: 'nueva' })).toEqual({ status: 'active' });
    expect((await db.doc(`accounts/${accountId}/companies/nueva`).get()).get('status')).toBe('active');
    expect((await refusedWith(admin.call('activateCompany', { accountId, companyId: 'missing' }))).code).toBe('company/not-found');
    expect((await refusedWith(admin.call('activateCompany', { accountId, companyId: '../x' }))).code).toBe('input/invalid');
  });
});

describe('notes to the administrator', () => {
  it('stores a note once per double submit, with the invoice it is about', async () => {
    const input = { invoiceId: 'inv-1', text: '  The QR code does not match the total.  ' };
    const [first, second] = await Promise.all([owner.call<{ noteId: string }>('sendNote', input), owner.call<{ noteId: string }>('sendNote', input)]);
    expect(second.noteId).toBe(first.noteId);
    const notes = await db.collection(`accounts/${accountId}/notes`).get();
    expect(notes.size).toBe(1);
    expect(notes.docs[0]!.data()).toMatchObject({
      accountId,
      invoiceId: 'inv-1',
      companyId: 'activa',
      invoiceNumber: 'F-2025/017',
      text: 'The QR code does not match the total.',
      createdBy: owner.uid,
      status: 'open',
      resolvedAt: null,
    });
  });

  it('refuses client users, unknown invoices and empty or oversized text', async () => {
    expect((await refusedWith(clientUser.call('sendNote', { invoiceId: 'inv-1', text: 'hi' }))).code).toBe('auth/forbidden');
    expect((await refusedWith(owner.call('sendNote', { invoiceId: 'nope', text: 'hi' }))).code).toBe('note/invoice-not-found');
    expect((await refusedWith(owner.call('sendNote', { invoiceId: 'inv-1', text: '   ' }))).code).toBe('input/invalid');
    expect((await refusedWith(owner.call('sendNote', { invoiceId: 'inv-1', text: 'x'.repeat(2001) }))).code).toBe('input/invalid');
  });

  it('lets the administrator resolve a note', async () => {
    const [note] = (await db.collection(`accounts/${accountId}/notes`).get()).docs;
    expect((await refusedWith(owner.call('resolveNote', { accountId, noteId: note!.id }))).code).toBe('auth/forbidden');
    await admin.call('resolveNote', { accountId, noteId: note!.id });
    const resolved = await note!.ref.get();
    expect(resolved.get('status')).toBe('resolved');
    expect(resolved.get('resolvedAt')).toBeGreaterThan(0);
  });
});
