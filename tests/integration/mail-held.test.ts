/**
 * Held messages (issue 17): a message from a sender the company's allow-list does not name is
 * held with its raw text; the agency's staff release it (reviewHeldMessage), which takes it
 * through the path of an allowed message: ONE batch, invoices of the right company, origin email;
 * releasing again, or twice at once, makes no second batch. Staff may discard a held message
 * instead (its raw text deleted, no batch, no release afterwards); client users, other agencies
 * and signed-out callers can do neither; a message that was not held cannot be released.
 */
import { invoicePdf } from '@factoria/domain/extraction/testing/invoice-pdf';
import { getStorage } from 'firebase-admin/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgency, createUser } from '../../scripts/lib/agency-builder.ts';
import { localInboundSecret, postInbound, receiveMailUrl } from '../../scripts/lib/mail-stack.ts';
import { app, db, eventually, uniqueId } from '../support/admin.ts';
import { type CallableClient, refusedWith, signedInClient } from '../support/callables.ts';
import { ports, projectId } from '../support/stack.ts';
import { rawMessage } from './mail-client.ts';

let accountId: string;
let owner: CallableClient;
let staff: CallableClient;
let clientUser: CallableClient;
let otherOwner: CallableClient;
let address: string;
const url = receiveMailUrl(ports.functions, projectId);
const post = async (raw: Uint8Array) => JSON.parse((await postInbound(url, localInboundSecret(), raw)).body) as { outcome: string; reason: string | null; inboxId: string };
const entry = (id: string) => db.doc(`accounts/${accountId}/inbox/${id}`);
const batchesOf = async (companyId: string) => (await db.collection(`accounts/${accountId}/batches`).where('companyId', '==', companyId).get()).docs;
const heldText = (id: string) => getStorage(app).bucket().file(`accounts/${accountId}/inbox/${id}.eml`);
const review = (who: CallableClient, inboxId: string, action: 'release' | 'discard') =>
  who.call<{ outcome: string; reason: string | null; batchId: string | null }>('reviewHeldMessage', { inboxId, action });

async function heldMessage(subject: string, pdfCount: number): Promise<string> {
  const attachments = [];
  for (let index = 0; index < pdfCount; index++) attachments.push({ filename: `F-${index + 1}.pdf`, content: await invoicePdf({ total: `${1200 + index},00 €` }) });
  const receipt = await post(await rawMessage({ from: 'desconocido@otro.es', to: address, subject, messageId: `<${uniqueId('h')}@otro.es>`, attachments }));
  expect(receipt).toMatchObject({ outcome: 'held', reason: 'intake/sender-not-allowed' });
  return receipt.inboxId;
}

beforeAll(async () => {
  accountId = uniqueId('mh');
  const email = `${accountId}@factoria.test`;
  await createAgency(app, {
    accountId,
    name: 'Gestoría Retenidos',
    owner: { email, password: 'owner-secret', username: 'Owner' },
    companies: [{ id: 'picky', name: 'Exigente S.L.', taxId: 'B11111111', status: 'active' }],
  });
  await createUser(app, { email: `staff-${email}`, password: 'staff-secret', username: 'Staff' }, { accountId, role: 'staff' });
  await createUser(app, { email: `client-${email}`, password: 'client-secret', username: 'Client' }, { accountId, role: 'client', companyId: 'picky' });
  const otherId = uniqueId('mh-other');
  await createAgency(app, { accountId: otherId, name: 'Otra', owner: { email: `${otherId}@factoria.test`, password: 'other-secret', username: 'Other' } });
  owner = await signedInClient(email, 'owner-secret');
  staff = await signedInClient(`staff-${email}`, 'staff-secret');
  clientUser = await signedInClient(`client-${email}`, 'client-secret');
  otherOwner = await signedInClient(`${otherId}@factoria.test`, 'other-secret');
  ({ address } = await owner.call<{ address: string }>('setEmailIntake', { companyId: 'picky', enabled: true, allowedSenders: ['proveedor.es'], regenerate: false }));
});
afterAll(async () => {
  for (const client of [owner, staff, clientUser, otherOwner]) await client?.close();
});

describe('held messages', () => {
  it('are released by staff into one batch of invoices of the company, once, even released twice at once', async () => {
    const id = await heldMessage('Facturas de un desconocido', 2);
    const [held] = await heldText(id).exists();
    expect(held).toBe(true);
    expect(await batchesOf('picky')).toHaveLength(0);

    const [first, second] = await Promise.all([review(staff, id, 'release'), review(owner, id, 'release')]);
    expect(first).toMatchObject({ outcome: 'processed', reason: null });
    expect(second).toEqual(first);
    const again = await review(staff, id, 'release');
    expect(again).toEqual(first);

    const batches = await batchesOf('picky');
    expect(batches).toHaveLength(1);
    expect(batches[0]!.id).toBe(first.batchId);
    expect(batches[0]!.get('fileCount')).toBe(2);
    expect(batches[0]!.get('email')).toMatchObject({ from: 'desconocido@otro.es', subject: 'Facturas de un desconocido', inboxId: id });
    const settled = await eventually(async () => {
      const snapshot = await batches[0]!.ref.get();
      return snapshot.get('pending') === 0 ? snapshot : null;
    }, 170_000, 'the released batch settled');
    expect(settled.get('succeeded')).toBe(2);
    const invoices = await db.collection(`accounts/${accountId}/invoices`).where('batchId', '==', first.batchId).get();
    expect(invoices.docs.map((doc) => doc.get('companyId'))).toEqual(['picky', 'picky']);
    const file = await db.doc(`accounts/${accountId}/files/${invoices.docs[0]!.id}`).get();
    expect(file.get('origin')).toBe('email');

    const recorded = (await entry(id).get()).data()!;
    expect(recorded).toMatchObject({ outcome: 'processed', reason: null, batchId: first.batchId, files: ['F-1.pdf', 'F-2.pdf'] });
    expect(recorded.review).toMatchObject({ action: 'released' });
    const [kept] = await heldText(id).exists();
    expect(kept).toBe(false);
    // Released and processed: discarding it now changes nothing.
    expect(await review(owner, id, 'discard')).toMatchObject({ outcome: 'processed', batchId: first.batchId });
  }, 180_000);

  it('are discarded by staff: no batch, the raw text deleted, and no release afterwards', async () => {
    const id = await heldMessage('Publicidad', 1);
    const before = (await batchesOf('picky')).length;
    expect(await review(owner, id, 'discard')).toMatchObject({ outcome: 'discarded', reason: 'intake/sender-not-allowed', batchId: null });
    expect((await entry(id).get()).data()).toMatchObject({ outcome: 'discarded', review: { action: 'discarded' } });
    const [kept] = await heldText(id).exists();
    expect(kept).toBe(false);
    expect(await review(staff, id, 'release')).toMatchObject({ outcome: 'discarded', batchId: null });
    expect(await batchesOf('picky')).toHaveLength(before);
  });

  it('stay held while the company cannot take them, and are refused to client users, other agencies and signed-out callers', async () => {
    const id = await heldMessage('Fuera de plazo', 1);
    const before = (await batchesOf('picky')).length;
    await db.doc(`accounts/${accountId}/companies/picky`).update({ status: 'inactive' });
    expect(await review(owner, id, 'release')).toEqual({ outcome: 'held', reason: 'intake/company-not-active', batchId: null });
    expect((await entry(id).get()).get('outcome')).toBe('held');
    await db.doc(`accounts/${accountId}/companies/picky`).update({ status: 'active' });

    expect(await refusedWith(review(clientUser, id, 'release'))).toEqual({ status: 'functions/permission-denied', code: 'companies/permission-denied' });
    expect(await refusedWith(review(clientUser, id, 'discard'))).toEqual({ status: 'functions/permission-denied', code: 'companies/permission-denied' });
    // Another agency's staff look in their own inbox: the message is not found there.
    expect(await refusedWith(review(otherOwner, id, 'release'))).toMatchObject({ code: 'companies/not-found' });
    const signedOut = await signedInClient(null);
    expect(await refusedWith(review(signedOut, id, 'release'))).toMatchObject({ code: 'companies/unauthenticated' });
    await signedOut.close();
    expect(await refusedWith(review(owner, 'not-a-key', 'release'))).toMatchObject({ code: 'companies/invalid-input' });
    expect((await entry(id).get()).get('outcome')).toBe('held');
    expect(await batchesOf('picky')).toHaveLength(before);
  });

  it('only held messages are released: an allowed sender\'s processed message and a refused one stay as they are', async () => {
    const processed = await post(await rawMessage({ from: 'ana@proveedor.es', to: address, subject: 'ok', attachments: [{ filename: 'a.pdf', content: await invoicePdf() }] }));
    expect(processed.outcome).toBe('processed');
    const refused = await post(await rawMessage({ from: 'ana@proveedor.es', to: address, subject: 'sin adjunto' }));
    expect(refused).toMatchObject({ outcome: 'refused', reason: 'intake/no-attachment' });
    const before = (await batchesOf('picky')).length;
    expect(await review(owner, processed.inboxId, 'release')).toMatchObject({ outcome: 'processed', reason: null });
    expect(await review(owner, refused.inboxId, 'release')).toMatchObject({ outcome: 'refused', reason: 'intake/no-attachment', batchId: null });
    expect(await review(owner, refused.inboxId, 'discard')).toMatchObject({ outcome: 'refused' });
    expect(await batchesOf('picky')).toHaveLength(before);
  });
});
