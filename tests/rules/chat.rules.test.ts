/**
 * Rules of the chat assistant (issue 16): a conversation and its user messages belong to the
 * member who created it; answers are written by functions only; nobody else reads them. The
 * audit of the assistant's actions: the clicking member records an action the answer proposed;
 * the agency's staff read the audit; nobody changes it.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, serverTimestamp, setDoc, updateDoc, where } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { AGENCY, OTHER_AGENCY, personas, rulesEnvironment } from '../support/rules-env.ts';

let env: RulesTestEnvironment;
let as: ReturnType<typeof personas>;

const chats = `accounts/${AGENCY}/chats`;
const chat = (ownerUid: string, overrides: Record<string, unknown> = {}) => ({ ownerUid, title: 'IVA', locale: 'es', status: 'active', createdAt: Date.now(), ...overrides });
const message = (overrides: Record<string, unknown> = {}) => ({ role: 'user', text: '¿Cuánto IVA en el T3?', status: 'pending', createdAt: Date.now(), ...overrides });

beforeAll(async () => {
  env = await rulesEnvironment();
  as = personas(env);
});
afterAll(() => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(doc(db, `accounts/${AGENCY}`), { status: 'active' });
    await setDoc(doc(db, `accounts/${OTHER_AGENCY}`), { status: 'active' });
    await setDoc(doc(db, `${chats}/c-owner`), chat('owner-a'));
    await setDoc(doc(db, `${chats}/c-closed`), chat('owner-a', { status: 'closed' }));
    await setDoc(doc(db, `${chats}/c-client`), chat('client-a1'));
    await setDoc(doc(db, `${chats}/c-owner/messages/m-1`), message());
    await setDoc(doc(db, `${chats}/c-owner/messages/m-1_a`), { role: 'assistant', replyTo: 'm-1', status: 'done', text: 'x' });
  });
});

describe('chats', () => {
  it('lets any verified active member create their own conversation', async () => {
    await assertSucceeds(setDoc(doc(as.owner().firestore(), `${chats}/c-1`), chat('owner-a')));
    await assertSucceeds(setDoc(doc(as.staff().firestore(), `${chats}/c-2`), chat('staff-a')));
    await assertSucceeds(setDoc(doc(as.client().firestore(), `${chats}/c-3`), chat('client-a1', { locale: 'en' })));
  });
  it('refuses a conversation for someone else, with extra fields, a wrong status or an existing id', async () => {
    const db = as.owner().firestore();
    await assertFails(setDoc(doc(db, `${chats}/c-4`), chat('staff-a')));
    await assertFails(setDoc(doc(db, `${chats}/c-5`), { ...chat('owner-a'), context: { companyId: 'x' } }));
    await assertFails(setDoc(doc(db, `${chats}/c-6`), chat('owner-a', { status: 'closed' })));
    await assertFails(setDoc(doc(db, `${chats}/c-7`), chat('owner-a', { createdAt: Date.now() - 8 * 86400000 })));
    await assertFails(setDoc(doc(as.staff().firestore(), `${chats}/c-owner`), chat('staff-a')));
  });
  it('lets only the owner read, rename and close it', async () => {
    await assertSucceeds(getDoc(doc(as.owner().firestore(), `${chats}/c-owner`)));
    await assertSucceeds(getDocs(query(collection(as.owner().firestore(), chats), where('ownerUid', '==', 'owner-a'))));
    await assertSucceeds(updateDoc(doc(as.owner().firestore(), `${chats}/c-owner`), { status: 'closed', title: 'Cerrado' }));
    await assertFails(updateDoc(doc(as.owner().firestore(), `${chats}/c-owner`), { ownerUid: 'staff-a' }));
  });
  it('hides it from another user of the agency, a client user, another agency, the administrator and signed-out users', async () => {
    for (const persona of [as.staff(), as.client(), as.otherAgency(), as.admin(), as.unverified(), as.signedOut()]) {
      await assertFails(getDoc(doc(persona.firestore(), `${chats}/c-owner`)));
      await assertFails(updateDoc(doc(persona.firestore(), `${chats}/c-owner`), { status: 'closed' }));
    }
    await assertFails(getDocs(collection(as.staff().firestore(), chats)));
    await assertFails(getDocs(query(collection(as.otherAgency().firestore(), chats), where('ownerUid', '==', 'owner-b'))));
    await assertFails(setDoc(doc(as.otherAgency().firestore(), `${chats}/c-8`), chat('owner-b')));
    await assertFails(setDoc(doc(as.admin().firestore(), `${chats}/c-9`), chat('admin')));
    await assertFails(setDoc(doc(as.unverified().firestore(), `${chats}/c-10`), chat('owner-a')));
    await assertFails(setDoc(doc(as.signedOut().firestore(), `${chats}/c-11`), chat('x')));
  });
});

describe('chat messages', () => {
  const messages = `${chats}/c-owner/messages`;
  it('lets the owner write a pending user question, offline up to a week before', async () => {
    await assertSucceeds(setDoc(doc(as.owner().firestore(), `${messages}/m-2`), message()));
    await assertSucceeds(setDoc(doc(as.owner().firestore(), `${messages}/m-3`), message({ createdAt: Date.now() - 3 * 86400000 })));
    await assertSucceeds(setDoc(doc(as.client().firestore(), `${chats}/c-client/messages/m-1`), message()));
  });
  it('refuses answers, other statuses, long or empty text, extra fields, a closed chat and existing ids', async () => {
    const db = as.owner().firestore();
    await assertFails(setDoc(doc(db, `${messages}/m-4_a`), { ...message(), role: 'assistant' }));
    await assertFails(setDoc(doc(db, `${messages}/m-5`), message({ status: 'done' })));
    await assertFails(setDoc(doc(db, `${messages}/m-6`), message({ text: 'x'.repeat(2001) })));
    await assertFails(setDoc(doc(db, `${messages}/m-7`), message({ text: '   ' })));
    await assertFails(setDoc(doc(db, `${messages}/m-8`), message({ figures: [] })));
    await assertFails(setDoc(doc(db, `${chats}/c-closed/messages/m-9`), message()));
    await assertFails(setDoc(doc(db, `${messages}/m-1`), message()));
    await assertFails(setDoc(doc(db, `${messages}/m-1_a`), message()));
    await assertFails(updateDoc(doc(db, `${messages}/m-1`), { status: 'answering' }));
  });
  it('lets the owner read the questions and answers', async () => {
    await assertSucceeds(getDocs(collection(as.owner().firestore(), messages)));
    await assertSucceeds(getDoc(doc(as.owner().firestore(), `${messages}/m-1_a`)));
  });
  it('keeps everyone else out', async () => {
    for (const persona of [as.staff(), as.client(), as.otherAgency(), as.admin(), as.signedOut()]) {
      await assertFails(getDocs(collection(persona.firestore(), messages)));
      await assertFails(getDoc(doc(persona.firestore(), `${messages}/m-1_a`)));
      await assertFails(setDoc(doc(persona.firestore(), `${messages}/m-10`), message()));
    }
    await assertFails(setDoc(doc(as.unverified().firestore(), `${messages}/m-11`), message()));
  });
});

describe('chat audit', () => {
  const audit = `accounts/${AGENCY}/chatAudit`;
  const openInvoice = { type: 'open-invoice', invoiceId: 'inv-1', companyId: 'talleres', label: 'Abrir la factura' };
  const openList = { type: 'open-list', source: { kind: 'invoice-list', companyId: 'talleres', status: 'errors' }, label: 'Ver la lista' };
  const entry = (uid: string, role: string, overrides: Record<string, unknown> = {}) => ({ event: 'opened', uid, role, chatId: 'c-owner', answerId: 'm-2_a', action: openInvoice, at: serverTimestamp(), ...overrides });
  beforeEach(async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      await setDoc(doc(db, `${chats}/c-owner/messages/m-2_a`), { role: 'assistant', replyTo: 'm-2', status: 'done', text: 'x', actions: [openInvoice, openList] });
      await setDoc(doc(db, `${chats}/c-client/messages/m-1_a`), { role: 'assistant', replyTo: 'm-1', status: 'done', text: 'y', actions: [openInvoice] });
      await setDoc(doc(db, `${audit}/m-2_a-proposed`), { event: 'proposed', uid: 'owner-a', role: 'owner', chatId: 'c-owner', answerId: 'm-2_a', actions: [openInvoice, openList], at: Date.now() });
    });
  });
  it('lets the member who clicks record an action their answer proposed, with their uid, role and the server time', async () => {
    await assertSucceeds(setDoc(doc(as.owner().firestore(), `${audit}/e-1`), entry('owner-a', 'owner')));
    await assertSucceeds(setDoc(doc(as.owner().firestore(), `${audit}/e-2`), entry('owner-a', 'owner', { action: openList })));
    await assertSucceeds(setDoc(doc(as.client().firestore(), `${audit}/e-3`), entry('client-a1', 'client', { chatId: 'c-client', answerId: 'm-1_a' })));
  });
  it('refuses an entry for someone else, another role, an action the answer did not propose, another time or another conversation', async () => {
    const db = as.owner().firestore();
    await assertFails(setDoc(doc(db, `${audit}/e-4`), entry('staff-a', 'owner')));
    await assertFails(setDoc(doc(db, `${audit}/e-5`), entry('owner-a', 'staff')));
    await assertFails(setDoc(doc(db, `${audit}/e-6`), entry('owner-a', 'owner', { action: { ...openInvoice, invoiceId: 'inv-2' } })));
    await assertFails(setDoc(doc(db, `${audit}/e-7`), entry('owner-a', 'owner', { at: Date.now() })));
    await assertFails(setDoc(doc(db, `${audit}/e-8`), entry('owner-a', 'owner', { event: 'proposed' })));
    await assertFails(setDoc(doc(db, `${audit}/e-9`), entry('owner-a', 'owner', { answerId: 'm-1_a' })));
    await assertFails(setDoc(doc(db, `${audit}/e-10`), { ...entry('owner-a', 'owner'), note: 'x' }));
    // A conversation that is not theirs, whatever its answer proposed.
    await assertFails(setDoc(doc(db, `${audit}/e-11`), entry('owner-a', 'owner', { chatId: 'c-client', answerId: 'm-1_a' })));
    await assertFails(setDoc(doc(as.staff().firestore(), `${audit}/e-12`), entry('staff-a', 'staff')));
    for (const persona of [as.otherAgency(), as.admin(), as.unverified(), as.signedOut()]) await assertFails(setDoc(doc(persona.firestore(), `${audit}/e-13`), entry('owner-a', 'owner')));
  });
  it("lets the agency's staff read it, and nobody else", async () => {
    await assertSucceeds(getDocs(collection(as.owner().firestore(), audit)));
    await assertSucceeds(getDoc(doc(as.staff().firestore(), `${audit}/m-2_a-proposed`)));
    for (const persona of [as.client(), as.otherAgency(), as.admin(), as.unverified(), as.signedOut()]) {
      await assertFails(getDoc(doc(persona.firestore(), `${audit}/m-2_a-proposed`)));
      await assertFails(getDocs(collection(persona.firestore(), audit)));
    }
  });
  it('never changes: no update, no delete, no overwrite', async () => {
    await assertSucceeds(setDoc(doc(as.owner().firestore(), `${audit}/e-14`), entry('owner-a', 'owner')));
    await assertFails(updateDoc(doc(as.owner().firestore(), `${audit}/e-14`), { action: openList }));
    await assertFails(setDoc(doc(as.owner().firestore(), `${audit}/e-14`), entry('owner-a', 'owner')));
    await assertFails(deleteDoc(doc(as.owner().firestore(), `${audit}/e-14`)));
    await assertFails(setDoc(doc(as.owner().firestore(), `${audit}/m-2_a-proposed`), entry('owner-a', 'owner')));
  });
});
