/**
 * Bank statement sessions through the real stack: the session queued after its uploads, the
 * trigger, the processBankSession task, the engine, the written lines/matches/book items, the
 * notice and the mail; a retried task changes nothing; a refused file leaves no line; the
 * decisions callable (accept, force-match, undo) moves the estado de conciliación and audits.
 */
import { readFileSync } from 'node:fs';
import type { QuerySnapshot } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAgency } from '../../scripts/lib/agency-builder.ts';
import { bankPack } from '../../scripts/lib/bank-seed.ts';
import { encryptedXlsx } from '../../domain/src/banking/testing/encrypted-xlsx.ts';
import { bankObjectPath } from '../../domain/src/records/bank-session.schema.ts';
import { startBankSession } from '../../scripts/lib/bank-sessions.ts';
import { app, db, eventually, uniqueId } from '../support/admin.ts';
import { refusal, signedInClient } from '../support/callables.ts';
import { host, ports, projectId } from '../support/stack.ts';

const REGION = 'europe-west1';
let accountId: string;
let ownerUid: string;
const owner = { email: '', password: 'integration-1' };
const pack = bankPack({ year: 2026, owner: 'ACME SL' });

beforeAll(async () => {
  accountId = uniqueId('bank');
  owner.email = `${accountId}@factoria.test`;
  ({ ownerUid } = await createAgency(app, {
    accountId,
    name: 'Bank Agency',
    owner: { ...owner, username: 'Bank Owner' },
    companies: [
      { id: 'acme', name: 'Acme', taxId: 'B12345674', status: 'active' },
      { id: 'dormant', name: 'Dormant SL', taxId: 'A58818501', status: 'inactive' },
    ],
  }));
});

const sessionDoc = (id: string) => db.doc(`accounts/${accountId}/bankSessions/${id}`);

async function finished(sessionId: string) {
  return eventually(async () => {
    const session = await sessionDoc(sessionId).get();
    return ['done', 'failed'].includes(session.get('status') as string) ? session : null;
  }, 120_000, `session ${sessionId} to finish`);
}

const contents = (snapshot: QuerySnapshot) => Object.fromEntries(snapshot.docs.map((doc) => [doc.id, doc.data()]));

async function everything(sessionId: string) {
  const [lines, matches, items] = await Promise.all(['lines', 'matches', 'bookItems'].map((part) => sessionDoc(sessionId).collection(part).get()));
  return { lines: contents(lines!), matches: contents(matches!), items: contents(items!) };
}

async function deliver(sessionId: string) {
  const response = await fetch(`http://${host}:${ports.functions}/${projectId}/${REGION}/processBankSession`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: { accountId, sessionId, queuedAt: Date.now() } }),
  });
  expect(response.ok).toBe(true);
}

const fullPack = {
  statement: { name: 'extracto-2026.n43', content: pack.statement },
  lastYear: { name: 'extracto-2025.n43', content: pack.lastYear },
  diary: { name: 'diario.csv', content: pack.diary },
  invoices: { name: 'facturas.csv', content: pack.invoices },
};

describe('bank session pipeline', () => {
  let sessionId: string;

  it('reconciles a Norma 43 statement, a diary and an invoice register, and notifies', async () => {
    const started = Date.now();
    ({ sessionId } = await startBankSession(app, { accountId, companyId: 'acme', uid: ownerUid }, fullPack));
    const session = await finished(sessionId);
    process.stdout.write(`bank session upload-to-done: ${session.get('completedAt') - started} ms\n`);
    expect(session.get('status')).toBe('done');
    expect(session.get('period')).toEqual({ from: '2026-01-05', to: '2026-02-10' });
    expect(session.get('bank')).toBe('caixabank');
    expect(session.get('files.statement')).toMatchObject({ name: 'extracto-2026.n43', ext: 'n43', format: 'n43', rows: 6 });
    const summary = session.get('summary');
    expect(summary.lines).toBe(pack.movements.length);
    expect(summary.auto + summary.suggested + summary.unmatched).toBe(summary.lines);
    expect(summary.suggested).toBeGreaterThan(0);
    expect(summary.bankBalanceCents).toBe(500000 + pack.movements.reduce((sum, m) => sum + m.amountCents, 0));
    const { lines, matches } = await everything(sessionId);
    expect(Object.keys(lines)).toHaveLength(pack.movements.length);
    expect(Object.keys(matches).length).toBeGreaterThan(0);
    const notice = await db.doc(`accounts/${accountId}/notifications/bank-${sessionId}`).get();
    expect(notice.data()).toMatchObject({ kind: 'bank-session-done', userId: ownerUid, sessionId, readAt: null });
    const mail = await db.doc(`mail/bank-session-${accountId}-${sessionId}`).get();
    expect(mail.get('to')).toEqual([owner.email]);
    expect(mail.get('message.text')).toContain(`/banking/view/${sessionId}`);
  });

  it('changes nothing when the task is delivered again, finished or mid-way', async () => {
    const before = await everything(sessionId);
    const completedAt = (await sessionDoc(sessionId).get()).get('completedAt');
    await deliver(sessionId);
    expect((await sessionDoc(sessionId).get()).get('completedAt')).toBe(completedAt);
    // A redelivery of a task that died before its last write (the session still processing).
    await sessionDoc(sessionId).update({ status: 'processing' });
    await deliver(sessionId);
    const session = await finished(sessionId);
    expect(session.get('status')).toBe('done');
    expect(await everything(sessionId)).toEqual(before);
    const notices = await db.collection(`accounts/${accountId}/notifications`).where('sessionId', '==', sessionId).get();
    expect(notices.size).toBe(1);
  });

  it('records decisions with who and when, moves the summary, and undoes them', async () => {
    const client = await signedInClient(owner.email, owner.password);
    try {
      const summaryOf = async () => (await sessionDoc(sessionId).get()).get('summary');
      const start = await summaryOf();
      const suggestion = (await sessionDoc(sessionId).collection('matches').where('state', '==', 'suggested').orderBy('rank').limit(1).get()).docs[0]!;
      await client.call('decideBankLine', { action: 'accept', sessionId, matchId: suggestion.id });
      const accepted = await summaryOf();
      expect(accepted.matched).toBe(start.matched + 1);
      expect(accepted.suggested).toBe(start.suggested - 1);
      const lineId = (suggestion.get('lineIds') as string[])[0]!;
      expect((await sessionDoc(sessionId).collection('lines').doc(lineId).get()).get('state')).toBe('matched');

      const fee = (await sessionDoc(sessionId).collection('lines').where('state', '==', 'unmatched').get()).docs[0]!;
      const item = (await sessionDoc(sessionId).collection('bookItems').where('pending', '==', true).where('kind', '==', 'invoice').limit(1).get()).docs[0]!;
      await client.call('decideBankLine', { action: 'force-match', sessionId, lineId: fee.id, bookItemIds: [item.id] });
      const forced = await summaryOf();
      expect(forced.unmatched).toBe(start.unmatched - 1);
      expect(forced.invoicesPending).toBe(accepted.invoicesPending - 1);
      await client.call('decideBankLine', { action: 'undo', sessionId, lineId: fee.id });
      expect(await summaryOf()).toEqual(accepted);
      expect((await sessionDoc(sessionId).collection('bookItems').doc(item.id).get()).get('pending')).toBe(true);
      await client.call('decideBankLine', { action: 'undo', sessionId, lineId });
      expect(await summaryOf()).toEqual(start);

      const decisions = await sessionDoc(sessionId).collection('decisions').orderBy('at').get();
      expect(decisions.docs.map((d) => d.get('action'))).toEqual(['accept', 'force-match', 'undo', 'undo']);
      expect(decisions.docs[0]!.data()).toMatchObject({ by: ownerUid, byName: 'Bank Owner' });
      expect(decisions.docs[0]!.get('undoneBy')).toBe(decisions.docs[3]!.id);

      const again = await client.call('decideBankLine', { action: 'undo', sessionId, lineId }).catch(refusal);
      expect(again).toMatchObject({ code: 'bank/nothing-to-undo' });
    } finally {
      await client.close();
    }
  });

  it('splits a movement over invoices, leaves the residuals open and visible, refuses bad splits, and undoes', async () => {
    const client = await signedInClient(owner.email, owner.password);
    try {
      const summaryOf = async () => (await sessionDoc(sessionId).get()).get('summary');
      const itemOf = async (number: string) => (await sessionDoc(sessionId).collection('bookItems').where('number', '==', number).get()).docs[0]!;
      const lineOf = async (cents: number) => (await sessionDoc(sessionId).collection('lines').where('amountCents', '==', cents).get()).docs[0]!;
      const start = await summaryOf();
      const [services, errands] = [await itemOf('S-1001'), await itemOf('G-77')];
      const [transfer, card, fee] = [await lineOf(-35000), await lineOf(-24200), await lineOf(-350)];

      // 350.00 paid to two invoices of 350.00: 200.00 + 100.00, 50.00 of the movement left.
      await client.call('decideBankLine', {
        action: 'split', sessionId, lineId: transfer.id,
        parts: [{ bookItemId: services.id, amountCents: 20000 }, { bookItemId: errands.id, amountCents: 10000 }],
      });
      const line = (await transfer.ref.get()).data()!;
      expect(line.state).toBe('matched');
      const match = (await sessionDoc(sessionId).collection('matches').doc(line.matchId).get()).data()!;
      expect(match).toMatchObject({ method: 'split', state: 'forced', residualCents: 5000, invoiceRows: [services.get('row'), errands.get('row')] });
      expect(match.parts).toEqual([
        { bookItemId: services.id, amountCents: 20000, openAfterCents: 15000 },
        { bookItemId: errands.id, amountCents: 10000, openAfterCents: 25000 },
      ]);
      expect((await services.ref.get()).data()).toMatchObject({ pending: true, paidCents: 20000 });
      const afterFirst = await summaryOf();
      expect(afterFirst.invoicesPending).toBe(start.invoicesPending);
      expect(afterFirst.matched).toBe(start.matched + 1);

      // The card payment pays the rest of one (closing it) and part of the other.
      await client.call('decideBankLine', {
        action: 'split', sessionId, lineId: card.id,
        parts: [{ bookItemId: services.id, amountCents: 15000 }, { bookItemId: errands.id, amountCents: 9200 }],
      });
      expect((await services.ref.get()).data()).toMatchObject({ pending: false, paidCents: 35000 });
      expect((await errands.ref.get()).data()).toMatchObject({ pending: true, paidCents: 19200 });
      expect((await summaryOf()).invoicesPending).toBe(start.invoicesPending - 1);

      const refusals = await Promise.all([
        client.call('decideBankLine', { action: 'split', sessionId, lineId: fee.id, parts: [{ bookItemId: services.id, amountCents: 100 }] }).catch(refusal),
        client.call('decideBankLine', { action: 'split', sessionId, lineId: fee.id, parts: [{ bookItemId: errands.id, amountCents: 400 }] }).catch(refusal),
        client.call('decideBankLine', { action: 'split', sessionId, lineId: card.id, parts: [{ bookItemId: errands.id, amountCents: 100 }] }).catch(refusal),
      ]);
      expect(refusals.map((r) => (r as { code: string }).code)).toEqual(['bank/split-item-closed', 'bank/split-over-line', 'bank/line-already-decided']);

      // Undoing the first split reopens the invoice its payments had closed, with what it has open.
      await client.call('decideBankLine', { action: 'undo', sessionId, lineId: transfer.id });
      expect((await services.ref.get()).data()).toMatchObject({ pending: true, paidCents: 15000 });
      expect((await errands.ref.get()).data()).toMatchObject({ pending: true, paidCents: 9200 });
      await client.call('decideBankLine', { action: 'undo', sessionId, lineId: card.id });
      expect(await summaryOf()).toEqual(start);
      expect((await services.ref.get()).get('paidCents')).toBe(0);
      const actions = (await sessionDoc(sessionId).collection('decisions').where('action', '==', 'split').get()).docs.map((d) => d.get('undoneBy'));
      expect(actions.every((undoneBy) => typeof undoneBy === 'string')).toBe(true);
    } finally {
      await client.close();
    }
  });
});

describe('refused sessions', () => {
  it('fails a malformed Norma 43 with its reason and writes no line', async () => {
    // One movement's amount changed: the 33 totals no longer add up.
    const broken = pack.statement.replace(/^22(.{26})\d{14}/m, (_, keep: string) => `22${keep}00000000099999`);
    const { sessionId } = await startBankSession(app, { accountId, companyId: 'acme', uid: ownerUid }, { statement: { name: 'roto.n43', content: broken } });
    const session = await finished(sessionId);
    expect(session.get('status')).toBe('failed');
    expect(session.get('failure')).toMatchObject({ kind: 'statement' });
    expect(String(session.get('failure.code'))).toMatch(/^bank\//);
    const { lines, matches, items } = await everything(sessionId);
    expect({ lines, matches, items }).toEqual({ lines: {}, matches: {}, items: {} });
    const notice = await db.doc(`accounts/${accountId}/notifications/bank-${sessionId}`).get();
    expect(notice.get('kind')).toBe('bank-session-failed');
  });

  it('refuses a company that is not active, like uploads', async () => {
    const { sessionId } = await startBankSession(app, { accountId, companyId: 'dormant', uid: ownerUid }, { statement: fullPack.statement });
    const session = await finished(sessionId);
    expect(session.get('failure.code')).toBe('bank/company-not-active');
    expect((await everything(sessionId)).lines).toEqual({});
  });
});

describe('hostile bank files', () => {
  const translations = ['en', 'es'].map((language) => {
    const path = new URL(`../../web/src/locales/${language}/banking.json`, import.meta.url);
    return (JSON.parse(readFileSync(path, 'utf8')) as { codes: Record<string, string> }).codes;
  });

  /** Failed with the code, a translation in both languages, within the bound, nothing written. */
  async function refusedWithin(sessionId: string, queuedAt: number, failure: { kind: string; code: string }) {
    const session = await finished(sessionId);
    expect(session.get('status')).toBe('failed');
    expect(session.get('failure')).toEqual(failure);
    for (const codes of translations) expect(codes[failure.code]).toBeTruthy();
    expect(session.get('completedAt') - queuedAt).toBeLessThan(60_000);
    expect(session.get('summary') ?? null).toBeNull();
    expect(await everything(sessionId)).toEqual({ lines: {}, matches: {}, items: {} });
    const notices = await db.collection(`accounts/${accountId}/notifications`).where('sessionId', '==', sessionId).get();
    expect(notices.docs.map((d) => d.get('code'))).toEqual([failure.code]);
  }

  const target = () => ({ accountId, companyId: 'acme', uid: ownerUid });

  it('fails a password-protected .xlsx, CSVs with formulas, a diary amount that is no amount and a PDF named .txt, each with its reason', async () => {
    const formulas = pack.invoices.replace(/\r\n([^;]*);([^;]*);/, '\r\n$1;=HYPERLINK("http://x";"$2");');
    const badAmount = pack.diary.replace(/;121,00;0,00/, ';ciento veintiuno;0,00');
    const cases = [
      { files: { statement: { name: 'extracto.xlsx', content: encryptedXlsx() } }, failure: { kind: 'statement', code: 'bank/encrypted-file' } },
      { files: { statement: fullPack.statement, invoices: { name: 'facturas.csv', content: formulas } }, failure: { kind: 'invoices', code: 'bank/formula-cells' } },
      { files: { statement: fullPack.statement, diary: { name: 'diario.csv', content: badAmount } }, failure: { kind: 'diary', code: 'bank/diary-bad-amount' } },
      // A PDF renamed .txt: the slot takes the extension, the bytes say otherwise.
      { files: { statement: { name: 'extracto.txt', content: '%PDF-1.7 not a statement' } }, failure: { kind: 'statement', code: 'bank/unsupported-format' } },
    ];
    expect(formulas).not.toBe(pack.invoices);
    expect(badAmount).not.toBe(pack.diary);
    const started = await Promise.all(cases.map((c) => startBankSession(app, target(), c.files)));
    for (const [index, { sessionId, queuedAt }] of started.entries()) await refusedWithin(sessionId, queuedAt, cases[index]!.failure);
  });

  it('fails a file over the size limit or the row limit, within the bound, before reading it all', async () => {
    const rows = Array.from({ length: 50_100 }, (_, i) => `01/01/2026;MOVIMIENTO ${i};1,00`).join('\n');
    const many = await startBankSession(app, target(), { statement: { name: 'extracto.csv', content: `Fecha;Concepto;Importe\n${rows}\n` } });
    await refusedWithin(many.sessionId, many.queuedAt, { kind: 'statement', code: 'bank/too-many-rows' });

    // The app and storage.rules stop files over 20 MB; one stored past them is refused by the task.
    const ref = db.collection(`accounts/${accountId}/bankSessions`).doc();
    await ref.set({ companyId: 'acme', status: 'uploading', files: { statement: { name: 'enorme.csv', size: 1000, ext: 'csv' } }, createdBy: ownerUid, createdAt: Date.now() });
    await getStorage(app).bucket().file(bankObjectPath(accountId, ref.id, 'statement', 'csv')).save(Buffer.alloc(21 * 1024 * 1024, 0x41), { contentType: 'text/csv' });
    const queuedAt = Date.now();
    await ref.update({ status: 'queued', queuedAt });
    await refusedWithin(ref.id, queuedAt, { kind: 'statement', code: 'bank/file-too-large' });
  });
});
