/**
 * Receiving invoices by email (issue 17): a signed raw message posted to receiveMail becomes ONE
 * batch of the company its intake address belongs to, through the same pipeline as uploads; the
 * same message again changes nothing; unsigned, replayed, unknown-address, inactive-company,
 * no-attachment, over-limit, oversized and not-allowed-sender messages are refused or held,
 * recorded with their reason, and nothing is half-written.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { currentMonth } from '@factoria/domain/records/account.schema';
import { invoicePdf } from '@factoria/domain/extraction/testing/invoice-pdf';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgency } from '../../scripts/lib/agency-builder.ts';
import { localInboundSecret, postInbound, receiveMailUrl } from '../../scripts/lib/mail-stack.ts';
import { repoRoot } from '../../scripts/lib/paths.ts';
import { app, db, eventually, uniqueId } from '../support/admin.ts';
import { type CallableClient, signedInClient } from '../support/callables.ts';
import { ports, projectId } from '../support/stack.ts';
import { rawMessage } from './mail-client.ts';

let accountId: string;
let owner: CallableClient;
const addresses: Record<string, string> = {};
const url = receiveMailUrl(ports.functions, projectId);
const post = (raw: Uint8Array) => postInbound(url, localInboundSecret(), raw);
const inbox = () => db.collection(`accounts/${accountId}/inbox`);
const batchesOf = async (companyId: string) => (await db.collection(`accounts/${accountId}/batches`).where('companyId', '==', companyId).get()).docs;

async function intakeOn(companyId: string, allowedSenders: string[] = []) {
  const { address } = await owner.call<{ address: string }>('setEmailIntake', { companyId, enabled: true, allowedSenders, regenerate: false });
  addresses[companyId] = address;
}

beforeAll(async () => {
  accountId = uniqueId('mr');
  const email = `${accountId}@factoria.test`;
  await createAgency(app, {
    accountId,
    name: 'Gestoría Correo',
    owner: { email, password: 'owner-secret', username: 'Owner' },
    companies: [
      { id: 'talleres', name: 'Talleres Norte S.A.', taxId: 'A08370314', status: 'active' },
      { id: 'other', name: 'Otra S.L.', taxId: 'B12345674', status: 'active' },
      { id: 'closed', name: 'Cerrada S.L.', taxId: 'B87654321', status: 'active' },
      { id: 'picky', name: 'Exigente S.L.', taxId: 'B11111111', status: 'active' },
    ],
  });
  owner = await signedInClient(email, 'owner-secret');
  for (const companyId of ['talleres', 'other', 'closed']) await intakeOn(companyId);
  await intakeOn('picky', ['proveedor.es']);
  await db.doc(`accounts/${accountId}/companies/closed`).update({ status: 'inactive' });
});
afterAll(() => owner.close());

async function pdfs() {
  return [await invoicePdf(), await invoicePdf({ total: '1.300,00 €' }), await invoicePdf({ total: '1.400,00 €' })];
}

describe('receiving invoices by email', () => {
  let message: Buffer;

  it('gives each company an unguessable address of its own', () => {
    const values = Object.values(addresses);
    expect(new Set(values).size).toBe(values.length);
    for (const address of values) expect(address).toMatch(/^[a-z2-7]{16}@in\.factoria\.localhost$/);
  });

  it('turns two PDFs and a zip with one more into one batch of three invoices of the right company', async () => {
    const [a, b, c] = await pdfs();
    message = await rawMessage({
      from: 'Facturación <facturas@levante.es>',
      to: addresses.talleres!,
      subject: 'Facturas de marzo',
      messageId: `<${uniqueId('m')}@levante.es>`,
      attachments: [
        { filename: 'F-1.pdf', content: a!, contentType: 'application/pdf' },
        { filename: 'F-2.pdf', content: b! },
        { filename: 'more.zip', content: zipSync({ 'inner/F-3.pdf': c!, 'notes.txt': new TextEncoder().encode('hola') }) },
        { filename: 'logo.png', content: new Uint8Array([0x89, 0x50, 0x4e, 0x47]) },
      ],
    });
    const answer = await post(message);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ outcome: 'processed', reason: null });

    const batches = await batchesOf('talleres');
    expect(batches).toHaveLength(1);
    const batch = batches[0]!;
    expect(batch.get('fileCount')).toBe(3);
    const settled = await eventually(async () => {
      const snapshot = await batch.ref.get();
      return snapshot.get('pending') === 0 ? snapshot : null;
    }, 170_000, 'the batch settled');
    expect(settled.get('succeeded')).toBe(3);
    const invoices = await db.collection(`accounts/${accountId}/invoices`).where('batchId', '==', batch.id).get();
    expect(invoices.docs.map((doc) => doc.get('companyId'))).toEqual(['talleres', 'talleres', 'talleres']);
    const file = await db.doc(`accounts/${accountId}/files/${invoices.docs[0]!.id}`).get();
    expect(file.get('origin')).toBe('email');
    expect(file.get('email')).toEqual({ from: 'facturas@levante.es', subject: 'Facturas de marzo' });

    const entries = (await inbox().get()).docs;
    expect(entries).toHaveLength(1);
    expect(entries[0]!.data()).toMatchObject({ companyId: 'talleres', outcome: 'processed', batchId: batch.id, skipped: ['notes.txt', 'logo.png'] });
    expect(await batchesOf('other')).toHaveLength(0);
  }, 180_000);

  it('processes the same message delivered again only once, and refuses a replayed post', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const again = await post(message);
    expect(JSON.parse(again.body)).toMatchObject({ outcome: 'duplicate' });
    expect(await batchesOf('talleres')).toHaveLength(1);
    expect((await inbox().get()).size).toBe(1);

    await new Promise((resolve) => setTimeout(resolve, 1100));
    const timestamp = String(Math.floor(Date.now() / 1000));
    const { signInbound } = await import('../../functions/src/mail/inbound-signature.ts');
    const headers = { 'content-type': 'message/rfc822', 'x-factoria-timestamp': timestamp, 'x-factoria-signature': signInbound(localInboundSecret(), Number(timestamp), message) };
    expect((await fetch(url, { method: 'POST', headers, body: new Blob([message]) })).status).toBe(200);
    expect((await fetch(url, { method: 'POST', headers, body: new Blob([message]) })).status).toBe(409);
  });

  it('refuses unsigned, wrongly signed and stale posts without reading them', async () => {
    const raw = await rawMessage({ from: 'x@levante.es', to: addresses.other!, subject: 'sin firma', attachments: [{ filename: 'a.pdf', content: (await pdfs())[0]! }] });
    const body = () => new Blob([raw], { type: 'message/rfc822' });
    const unsigned = await fetch(url, { method: 'POST', body: body() });
    expect(unsigned.status).toBe(401);
    expect(await unsigned.json()).toEqual({ code: 'mail/unsigned' });
    const now = Math.floor(Date.now() / 1000);
    const { signInbound } = await import('../../functions/src/mail/inbound-signature.ts');
    const wrong = await fetch(url, { method: 'POST', body: body(), headers: { 'x-factoria-timestamp': String(now), 'x-factoria-signature': signInbound('not-the-secret', now, raw) } });
    expect(await wrong.json()).toEqual({ code: 'mail/bad-signature' });
    const old = now - 3600;
    const stale = await fetch(url, { method: 'POST', body: body(), headers: { 'x-factoria-timestamp': String(old), 'x-factoria-signature': signInbound(localInboundSecret(), old, raw) } });
    expect(await stale.json()).toEqual({ code: 'mail/stale' });
    expect(await batchesOf('other')).toHaveLength(0);
  });

  it('records what it cannot process, with the reason, and creates no batch', async () => {
    const [pdf] = await pdfs();
    const attachments = [{ filename: 'a.pdf', content: pdf! }];
    const cases: [string, Promise<Buffer>, string, string][] = [
      ['unknown address', rawMessage({ from: 'x@levante.es', to: 'nobody123@in.factoria.localhost', subject: 'u', attachments }), 'refused', 'intake/unknown-address'],
      ['inactive company', rawMessage({ from: 'x@levante.es', to: addresses.closed!, subject: 'c', attachments }), 'refused', 'intake/company-not-active'],
      ['no attachment', rawMessage({ from: 'x@levante.es', to: addresses.other!, subject: 'n', attachments: [{ filename: 'a.txt', content: new Uint8Array([65]) }] }), 'refused', 'intake/no-attachment'],
      ['oversized zip entry', rawMessage({ from: 'x@levante.es', to: addresses.other!, subject: 'o', attachments: [{ filename: 'big.zip', content: zipSync({ 'big.pdf': new Uint8Array(26 * 1024 * 1024) }) }] }), 'refused', 'intake/too-large'],
      ['sender not allowed', rawMessage({ from: 'x@levante.es', to: addresses.picky!, subject: 'p', attachments }), 'held', 'intake/sender-not-allowed'],
    ];
    for (const [what, raw, outcome, reason] of cases) {
      const answer = await post(await raw);
      expect(answer.status, what).toBe(200);
      expect(JSON.parse(answer.body), what).toMatchObject({ outcome, reason });
    }
    const recorded = (await inbox().where('outcome', 'in', ['refused', 'held']).get()).docs.map((doc) => [doc.get('companyId'), doc.get('reason')]);
    expect(recorded.sort()).toEqual([
      ['closed', 'intake/company-not-active'],
      ['other', 'intake/no-attachment'],
      ['other', 'intake/too-large'],
      ['picky', 'intake/sender-not-allowed'],
    ]);
    for (const companyId of ['other', 'closed', 'picky']) expect(await batchesOf(companyId), companyId).toHaveLength(0);
  });

  it('accepts a sender the allow-list names, and refuses everything over the monthly limit', async () => {
    const [pdf] = await pdfs();
    const allowed = await post(await rawMessage({ from: 'ana@proveedor.es', to: addresses.picky!, subject: 'ok', attachments: [{ filename: 'a.pdf', content: pdf! }] }));
    expect(JSON.parse(allowed.body)).toMatchObject({ outcome: 'processed' });

    const account = db.doc(`accounts/${accountId}`);
    const plan = (await account.get()).get('plan') as { maxInvoicesPerMonth: number };
    await account.update({ usage: { companies: 4, invoicesThisMonth: plan.maxInvoicesPerMonth, month: currentMonth(new Date(), 'Europe/Madrid') } });
    const over = await post(await rawMessage({ from: 'x@levante.es', to: addresses.other!, subject: 'limit', attachments: [{ filename: 'a.pdf', content: pdf! }] }));
    expect(JSON.parse(over.body)).toMatchObject({ outcome: 'refused', reason: 'intake/monthly-limit' });
    expect(await batchesOf('other')).toHaveLength(0);
  });

  it('takes a Facturae .xml attachment as an invoice', async () => {
    await db.doc(`accounts/${accountId}`).update({ 'usage.invoicesThisMonth': 0 });
    const xml = readFileSync(join(repoRoot, 'fixtures/einvoices/facturae/omeuid_Facturae-3.2-valid.xml'));
    const answer = await post(await rawMessage({ from: 'x@levante.es', to: addresses.other!, subject: 'xml', attachments: [{ filename: 'factura.xml', content: xml, contentType: 'application/xml' }] }));
    const receipt = JSON.parse(answer.body) as { outcome: string; batchId: string };
    expect(receipt.outcome).toBe('processed');
    const invoice = await eventually(async () => {
      const found = await db.collection(`accounts/${accountId}/invoices`).where('batchId', '==', receipt.batchId).get();
      return found.docs[0];
    }, 170_000, 'the xml invoice');
    expect(invoice.get('evidence')).toBe('e-invoice-xml');
  }, 180_000);
});
