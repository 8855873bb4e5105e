/**
 * Rules of bank statement sessions (issue 14): the session a staff member creates and queues,
 * its subcollections (functions only), the in-app notices, and the session's files in Storage.
 * Client-company users have no access: bank sessions are the agency's work.
 */
import { assertFails, assertSucceeds, type RulesTestContext, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { BANK_CONTENT_TYPES, bankObjectPath } from '../../domain/src/records/bank-session.schema.ts';
import { AGENCY, COMPANY, OTHER_AGENCY, OTHER_COMPANY, personas, rulesEnvironment } from '../support/rules-env.ts';

let env: RulesTestEnvironment;
let as: ReturnType<typeof personas>;

const sessions = `accounts/${AGENCY}/bankSessions`;
const csv = new TextEncoder().encode('fecha;importe\n01/01/2026;1,00\n');

function session(overrides: Record<string, unknown> = {}) {
  return {
    companyId: COMPANY,
    status: 'uploading',
    files: { statement: { name: 'extracto.n43', size: 1200, ext: 'n43' }, diary: { name: 'diario.csv', size: 900, ext: 'csv' } },
    createdBy: 'owner-a',
    createdAt: Date.now(),
    ...overrides,
  };
}

beforeAll(async () => {
  env = await rulesEnvironment();
  as = personas(env);
});
afterAll(() => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await env.clearStorage();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(doc(db, `accounts/${AGENCY}`), { status: 'active' });
    await setDoc(doc(db, `accounts/${OTHER_AGENCY}`), { status: 'active' });
    await setDoc(doc(db, `accounts/${AGENCY}/companies/${COMPANY}`), { status: 'active' });
    await setDoc(doc(db, `accounts/${AGENCY}/companies/${OTHER_COMPANY}`), { status: 'inactive' });
    await setDoc(doc(db, `${sessions}/s-up`), session());
    await setDoc(doc(db, `${sessions}/s-done`), session({ status: 'done' }));
    await setDoc(doc(db, `${sessions}/s-done/lines/r0000002`), { row: 2, amountCents: -150 });
    await setDoc(doc(db, `${sessions}/s-done/matches/m-1`), { tier: 'auto' });
    await setDoc(doc(db, `${sessions}/s-done/decisions/d-1`), { action: 'accept' });
    await setDoc(doc(db, `accounts/${AGENCY}/notifications/n-1`), { kind: 'bank-session-done', readAt: null });
    await context.storage().ref(bankObjectPath(AGENCY, 's-done', 'statement', 'csv')).put(csv, { contentType: 'text/csv' });
  });
});

describe('bankSessions: create', () => {
  it('lets owner and staff create a well-formed session for an active company', async () => {
    await assertSucceeds(setDoc(doc(as.owner().firestore(), `${sessions}/s-1`), session()));
    await assertSucceeds(setDoc(doc(as.staff().firestore(), `${sessions}/s-2`), session({ createdBy: 'staff-a' })));
  });
  it('refuses an inactive company, another creator, an old time, a status other than uploading', async () => {
    const db = as.owner().firestore();
    await assertFails(setDoc(doc(db, `${sessions}/s-3`), session({ companyId: OTHER_COMPANY })));
    await assertFails(setDoc(doc(db, `${sessions}/s-4`), session({ createdBy: 'staff-a' })));
    await assertFails(setDoc(doc(db, `${sessions}/s-5`), session({ createdAt: Date.now() - 3_600_000 })));
    await assertFails(setDoc(doc(db, `${sessions}/s-6`), session({ status: 'done' })));
  });
  it('refuses files the slots do not take, a missing statement and extra fields', async () => {
    const db = as.owner().firestore();
    await assertFails(setDoc(doc(db, `${sessions}/s-7`), session({ files: { statement: { name: 'x.pdf', size: 10, ext: 'pdf' } } })));
    await assertFails(setDoc(doc(db, `${sessions}/s-8`), session({ files: { diary: { name: 'd.csv', size: 10, ext: 'csv' } } })));
    await assertFails(
      setDoc(doc(db, `${sessions}/s-9`), session({ files: { statement: { name: 's.csv', size: 1, ext: 'csv' }, diary: { name: 'd.n43', size: 1, ext: 'n43' } } })),
    );
    await assertFails(setDoc(doc(db, `${sessions}/s-10`), session({ summary: { lines: 1 } })));
    await assertFails(
      setDoc(doc(db, `${sessions}/s-11`), session({ files: { statement: { name: 's.csv', size: 30 * 1024 * 1024, ext: 'csv' } } })),
    );
  });
  it('never takes an existing id as new', async () => {
    await assertFails(setDoc(doc(as.owner().firestore(), `${sessions}/s-done`), session()));
  });
  it('denies a client user, another agency, the administrator, unverified and signed-out users', async () => {
    await assertFails(setDoc(doc(as.client().firestore(), `${sessions}/s-12`), session({ createdBy: 'client-a1' })));
    await assertFails(setDoc(doc(as.otherAgency().firestore(), `${sessions}/s-13`), session({ createdBy: 'owner-b' })));
    await assertFails(setDoc(doc(as.admin().firestore(), `${sessions}/s-14`), session({ createdBy: 'admin' })));
    await assertFails(setDoc(doc(as.unverified().firestore(), `${sessions}/s-15`), session()));
    await assertFails(setDoc(doc(as.signedOut().firestore(), `${sessions}/s-16`), session()));
  });
});

describe('bankSessions: update', () => {
  it('lets staff move an uploading session to queued, and nothing else', async () => {
    await assertSucceeds(updateDoc(doc(as.staff().firestore(), `${sessions}/s-up`), { status: 'queued', queuedAt: Date.now() }));
    await assertFails(updateDoc(doc(as.owner().firestore(), `${sessions}/s-done`), { status: 'queued', queuedAt: Date.now() }));
  });
  it('refuses other statuses and other fields', async () => {
    const db = as.owner().firestore();
    await assertFails(updateDoc(doc(db, `${sessions}/s-up`), { status: 'done', queuedAt: Date.now() }));
    await assertFails(updateDoc(doc(db, `${sessions}/s-up`), { status: 'queued', queuedAt: Date.now(), summary: {} }));
  });
  it('denies a client user, another agency, the administrator and signed-out users', async () => {
    for (const context of [as.client(), as.otherAgency(), as.admin(), as.unverified(), as.signedOut()]) {
      await assertFails(updateDoc(doc(context.firestore(), `${sessions}/s-up`), { status: 'queued', queuedAt: Date.now() }));
    }
  });
});

describe('bankSessions and their subcollections: read', () => {
  it('lets owner and staff read sessions, lines, matches and decisions', async () => {
    for (const context of [as.owner(), as.staff()]) {
      const db = context.firestore();
      await assertSucceeds(getDoc(doc(db, `${sessions}/s-done`)));
      await assertSucceeds(getDocs(collection(db, sessions)));
      await assertSucceeds(getDocs(collection(db, `${sessions}/s-done/lines`)));
      await assertSucceeds(getDocs(collection(db, `${sessions}/s-done/matches`)));
      await assertSucceeds(getDocs(collection(db, `${sessions}/s-done/decisions`)));
    }
  });
  it('denies a client user of the company, another agency, the administrator, unverified and signed-out users', async () => {
    for (const context of [as.client(), as.otherAgency(), as.admin(), as.unverified(), as.signedOut()]) {
      const db = context.firestore();
      await assertFails(getDoc(doc(db, `${sessions}/s-done`)));
      await assertFails(getDocs(collection(db, `${sessions}/s-done/lines`)));
    }
  });
  it('lets nobody write lines, matches or decisions', async () => {
    const db = as.owner().firestore();
    await assertFails(setDoc(doc(db, `${sessions}/s-done/lines/r0000009`), { row: 9 }));
    await assertFails(setDoc(doc(db, `${sessions}/s-done/matches/m-2`), { tier: 'auto' }));
    await assertFails(setDoc(doc(db, `${sessions}/s-done/decisions/d-2`), { action: 'undo' }));
  });
});

describe('notifications', () => {
  const notice = `accounts/${AGENCY}/notifications/n-1`;
  it('lets staff read them and mark one read', async () => {
    await assertSucceeds(getDocs(collection(as.staff().firestore(), `accounts/${AGENCY}/notifications`)));
    await assertSucceeds(updateDoc(doc(as.owner().firestore(), notice), { readAt: Date.now() }));
  });
  it('refuses other fields, creation, and other people', async () => {
    await assertFails(updateDoc(doc(as.owner().firestore(), notice), { readAt: Date.now(), kind: 'x' }));
    await assertFails(setDoc(doc(as.owner().firestore(), `accounts/${AGENCY}/notifications/n-2`), { readAt: null }));
    for (const context of [as.client(), as.otherAgency(), as.admin(), as.unverified(), as.signedOut()]) {
      await assertFails(getDoc(doc(context.firestore(), notice)));
      await assertFails(updateDoc(doc(context.firestore(), notice), { readAt: Date.now() }));
    }
  });
});

async function put(context: RulesTestContext, sessionId: string, file: string, contentType: string, bytes = csv) {
  return await context.storage().ref(`accounts/${AGENCY}/bank/${sessionId}/${file}`).put(bytes, { contentType });
}

describe('storage: accounts/{a}/bank/{s}/{kind}.{ext}', () => {
  it('lets the creator upload the files the uploading session announced', async () => {
    await assertSucceeds(put(as.owner(), 's-up', 'statement.n43', BANK_CONTENT_TYPES.n43));
    await assertSucceeds(put(as.owner(), 's-up', 'diary.csv', BANK_CONTENT_TYPES.csv));
  });
  it('refuses unannounced kinds, other extensions or content types, finished sessions and overwrites', async () => {
    await assertFails(put(as.owner(), 's-up', 'invoices.csv', BANK_CONTENT_TYPES.csv));
    await assertFails(put(as.owner(), 's-up', 'diary.xlsx', BANK_CONTENT_TYPES.xlsx));
    await assertFails(put(as.owner(), 's-up', 'statement.n43', 'application/pdf'));
    await assertFails(put(as.owner(), 's-up', 'statement.pdf', 'application/pdf'));
    await assertFails(put(as.owner(), 's-done', 'statement.csv', BANK_CONTENT_TYPES.csv));
  });
  it('refuses a client user, another agency, the administrator, unverified and signed-out users', async () => {
    for (const context of [as.client(), as.otherAgency(), as.admin(), as.unverified(), as.signedOut()]) {
      await assertFails(put(context, 's-up', 'statement.n43', BANK_CONTENT_TYPES.n43));
    }
  });
  it('lets staff read the files, and no one else', async () => {
    const path = bankObjectPath(AGENCY, 's-done', 'statement', 'csv');
    await assertSucceeds(as.staff().storage().ref(path).getMetadata());
    for (const context of [as.client(), as.otherAgency(), as.admin(), as.signedOut()]) {
      await assertFails(context.storage().ref(path).getMetadata());
    }
  });
});
