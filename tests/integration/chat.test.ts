/**
 * The chat assistant through the real stack: a user message written with the Web SDK (rules
 * applied), the trigger, the claim, the owner's claims from Auth, the `rules` provider over
 * Firestore, the answer document. Follow-ups, another agency's and another client's data,
 * a closed conversation, and exactly-once answering. The audit of proposed and clicked actions;
 * a streaming provider's partial answers, throttled.
 */
import { getAuth } from 'firebase-admin/auth';
import { collection, doc, getDoc, getDocs, serverTimestamp, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerMessage } from '../../functions/src/chat/answer-message.ts';
import { type ChatProvider, rulesProvider } from '../../functions/src/chat/chat-provider.ts';
import { createAgency, createUser } from '../../scripts/lib/agency-builder.ts';
import { app, db, eventually, uniqueId } from '../support/admin.ts';
import { type WebUser, signInWebUser } from './web-sdk-user.ts';

let accountId: string;
let otherAccountId: string;
let owner: WebUser;
let client: WebUser;
const password = 'integration-1';
const now = new Date();
const yearOf = (startMonth: number): number => (now.getUTCMonth() + 1 >= startMonth ? now.getUTCFullYear() : now.getUTCFullYear() - 1);
const q3 = yearOf(7);
const q2 = yearOf(4);

function invoice(companyId: string, number: string, date: string, base: number, rate = 21) {
  const cuota = Math.round(base * rate) / 100;
  return {
    companyId, number, date, supplierName: 'Combustibles del Norte SA', supplierTaxId: 'B17919002', status: 'successful', hasErrors: false, issues: [],
    total: base + cuota, vatLines: [{ rate, base, cuota, recargoRate: 0, recargo: 0 }], irpf: null, duplicateOf: null, processedAt: Date.parse(`${date}T10:00:00Z`),
  };
}

beforeAll(async () => {
  accountId = uniqueId('chat');
  otherAccountId = uniqueId('chat-other');
  await createAgency(app, {
    accountId, name: 'Chat Agency', owner: { email: `${accountId}@factoria.test`, password, username: 'Chat Owner' },
    companies: [
      { id: 'gomez', name: 'Talleres Gómez SL', taxId: 'B12345674', status: 'active' },
      { id: 'lopez', name: 'Panadería López SL', taxId: 'A58818501', status: 'active' },
    ],
  });
  await createAgency(app, {
    accountId: otherAccountId, name: 'Other', owner: { email: `${otherAccountId}@factoria.test`, password, username: 'Other Owner' },
    companies: [{ id: 'aurora', name: 'Cafetería Aurora SL', taxId: 'B76543214', status: 'active' }],
  });
  await createUser(app, { email: `${accountId}-client@factoria.test`, password, username: 'Client' }, { accountId, role: 'client', companyId: 'lopez' });
  const batch = db.batch();
  batch.set(db.doc(`accounts/${accountId}/invoices/i1`), invoice('gomez', 'CN-1', `${q3}-07-10`, 1000));
  batch.set(db.doc(`accounts/${accountId}/invoices/i2`), invoice('gomez', 'CN-2', `${q3}-08-20`, 234.5));
  batch.set(db.doc(`accounts/${accountId}/invoices/i3`), invoice('gomez', 'CN-3', `${q2}-05-02`, 500, 10));
  batch.set(db.doc(`accounts/${accountId}/invoices/i4`), invoice('lopez', 'CN-4', `${q3}-07-11`, 80));
  batch.set(db.doc(`accounts/${otherAccountId}/invoices/o1`), invoice('aurora', 'AU-1', `${q3}-07-15`, 777));
  await batch.commit();
  owner = await signInWebUser(`${accountId}@factoria.test`, password);
  client = await signInWebUser(`${accountId}-client@factoria.test`, password);
});
afterAll(async () => {
  await owner?.close();
  await client?.close();
});

async function openChat(user: WebUser, chatId: string, locale = 'es'): Promise<void> {
  await setDoc(doc(user.firestore, `accounts/${accountId}/chats/${chatId}`), { ownerUid: user.uid, title: 'Chat', locale, status: 'active', createdAt: Date.now() });
}

async function ask(user: WebUser, chatId: string, messageId: string, text: string) {
  await setDoc(doc(user.firestore, `accounts/${accountId}/chats/${chatId}/messages/${messageId}`), { role: 'user', text, status: 'pending', createdAt: Date.now() });
  return eventually(async () => {
    const answer = await db.doc(`accounts/${accountId}/chats/${chatId}/messages/${messageId}_a`).get();
    return ['done', 'error'].includes(answer.get('status') as string) ? answer.data()! : null;
  }, 30_000, `answer to ${messageId}`);
}

describe('chat', () => {
  it('answers a data question with figures linked to their invoices, then a follow-up', async () => {
    await openChat(owner, 'c1');
    const answer = await ask(owner, 'c1', 'm1', `¿Cuánto IVA soportado tiene Talleres Gómez en el T3?`);
    expect(answer.status).toBe('done');
    expect(answer.intent).toBe('vat_totals');
    expect(answer.text).toContain('259,25 €'); // 210,00 + 49,25
    expect(answer.text).toContain('1.234,50 €');
    expect(answer.figures.length).toBeGreaterThan(0);
    expect(answer.figures.every((f: { source: { companyId?: string } }) => f.source.companyId === 'gomez')).toBe(true);
    expect((await db.doc(`accounts/${accountId}/chats/c1/messages/m1`).get()).get('status')).toBe('answered');
    const followUp = await ask(owner, 'c1', 'm2', '¿Y en el T2?');
    expect(followUp.text).toContain('50,00 €');
    expect(followUp.text).toContain(`2T ${q2}`);
  });

  it('answers once, however often the message is delivered', async () => {
    const again = await answerMessage(db, getAuth(app), { accountId, chatId: 'c1', messageId: 'm1' });
    expect(again).toEqual({ kind: 'skipped', reason: 'skip' });
  });

  it('gives nothing of another agency, even named', async () => {
    await openChat(owner, 'c2', 'en');
    const answer = await ask(owner, 'c2', 'm1', 'How much VAT does Cafetería Aurora have in Q3?');
    expect(answer.status).toBe('done');
    expect(answer.figures).toEqual([]);
    expect(JSON.stringify(answer)).not.toMatch(/777|B76543214|AU-1/);
  });

  it('keeps a client user to their company', async () => {
    await openChat(client, 'c3');
    const other = await ask(client, 'c3', 'm1', '¿Cuánto IVA tiene Talleres Gómez en el T3?');
    expect(other.figures).toEqual([]);
    const own = await ask(client, 'c3', 'm2', 'facturas de Combustibles del Norte');
    expect(own.text).toContain('1 factura');
    expect(JSON.stringify(own)).not.toContain('CN-1');
  });

  it('answers in error on a closed conversation', async () => {
    await openChat(owner, 'c4');
    await db.doc(`accounts/${accountId}/chats/c4`).update({ status: 'closed' });
    await db.doc(`accounts/${accountId}/chats/c4/messages/m1`).set({ role: 'user', text: 'hola', status: 'pending', createdAt: Date.now() });
    const answer = await eventually(async () => {
      const snapshot = await db.doc(`accounts/${accountId}/chats/c4/messages/m1_a`).get();
      return snapshot.exists ? snapshot.data()! : null;
    }, 30_000, 'error answer');
    expect(answer).toMatchObject({ status: 'error', error: { code: 'chat/closed' } });
  });

  it('records the actions an answer proposes, and a click on one by the member, readable by staff only', async () => {
    const proposed = await eventually(async () => {
      const snapshot = await db.doc(`accounts/${accountId}/chatAudit/m2_a-proposed`).get();
      return snapshot.exists ? snapshot.data()! : null;
    }, 10_000, 'proposed audit entry');
    expect(proposed).toMatchObject({ event: 'proposed', uid: client.uid, role: 'client', chatId: 'c3', answerId: 'm2_a', provider: 'rules' });
    expect(proposed.actions[0]).toMatchObject({ type: 'open-list' });
    const answer = (await db.doc(`accounts/${accountId}/chats/c3/messages/m2_a`).get()).data()!;
    const entry = doc(collection(client.firestore, `accounts/${accountId}/chatAudit`));
    await setDoc(entry, { event: 'opened', uid: client.uid, role: 'client', chatId: 'c3', answerId: 'm2_a', action: answer.actions[0], at: serverTimestamp() });
    const opened = (await db.doc(entry.path).get()).data()!;
    expect(opened.at.toMillis()).toBeGreaterThan(Date.now() - 60_000);
    await expect(getDoc(doc(client.firestore, entry.path))).rejects.toThrow();
    const seen = await getDocs(collection(owner.firestore, `accounts/${accountId}/chatAudit`));
    expect(seen.docs.map((d) => d.get('event')).sort()).toEqual(expect.arrayContaining(['opened', 'proposed']));
  });

  it("writes a streaming provider's partial text at most once per 250 ms, then the answer", async () => {
    await openChat(owner, 'c5');
    // Created as something else, so the trigger (which reads the created data) leaves it; then
    // made a question and answered here with a provider that streams for about a second.
    await db.doc(`accounts/${accountId}/chats/c5/messages/m1`).set({ role: 'test-hold', text: 'Which invoices does Talleres Gómez have?', status: 'pending', createdAt: Date.now() });
    await db.doc(`accounts/${accountId}/chats/c5/messages/m1`).update({ role: 'user' });
    const seen: { at: number; status: string; text: string }[] = [];
    const stop = db.doc(`accounts/${accountId}/chats/c5/messages/m1_a`).onSnapshot((snapshot) => {
      if (snapshot.exists) seen.push({ at: Date.now(), status: String(snapshot.get('status')), text: String(snapshot.get('text')) });
    });
    const streaming: ChatProvider = {
      id: 'gemini',
      async answer(input, deps, sink) {
        const words = 'Talleres Gómez SL has these invoices, the most recent first'.split(' ');
        for (let i = 1; i <= 40; i++) {
          sink?.partial(words.slice(0, 1 + (i % words.length)).join(' '));
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        return { ...(await rulesProvider.answer(input, deps)), provider: 'gemini' };
      },
    };
    const outcome = await answerMessage(db, getAuth(app), { accountId, chatId: 'c5', messageId: 'm1' }, { provider: async () => streaming });
    await new Promise((resolve) => setTimeout(resolve, 500));
    stop();
    expect(outcome).toMatchObject({ kind: 'done', provider: 'gemini' });
    const final = (await db.doc(`accounts/${accountId}/chats/c5/messages/m1_a`).get()).data()!;
    expect(final.status).toBe('done');
    // 40 partial texts over ~1 s: at most 1 + 1000/250 writes, and at least one seen.
    expect(final.partialWrites).toBeGreaterThanOrEqual(1);
    expect(final.partialWrites).toBeLessThanOrEqual(6);
    expect(seen.some((s) => s.status === 'streaming' && s.text.startsWith('Talleres'))).toBe(true);
    // Nothing partial after the answer.
    expect(seen.at(-1)!.status).toBe('done');
  });
});
