/**
 * Mail in and out (issue 17): the intake address index, the accepted post signatures
 * (`inboundPosts`), the messages refused before any account was known (`inboundRefused`) and the
 * raw text of held messages are for functions only; a company's inbox (received messages and
 * their outcome) is read by its agency's staff, written by functions; the intake settings on the
 * company change through setEmailIntake only; the batch a message became is the company's, as
 * an uploaded one.
 */
import { assertFails, assertSucceeds, type RulesTestContext, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, orderBy, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { AGENCY, COMPANY, OTHER_AGENCY, OTHER_COMPANY, personas, rulesEnvironment } from '../support/rules-env.ts';

let env: RulesTestEnvironment;
let as: ReturnType<typeof personas>;

const address = 'k3x9abcdefghijkl@in.factoria.localhost';
const indexPath = `intakeAddresses/${address}`;
const inboxPath = `accounts/${AGENCY}/inbox/m1`;
const entry = {
  companyId: COMPANY, from: 'a@b.es', subject: 'Factura', messageId: '<1@b.es>', receivedAt: 1,
  outcome: 'refused', reason: 'intake/no-attachment', batchId: null, files: [], skipped: [],
};
const postPath = 'inboundPosts/5f1c0ffee';
const refusedPath = 'inboundRefused/k1';
const heldPath = `accounts/${AGENCY}/inbox/m1.eml`;
const companyPath = `accounts/${AGENCY}/companies/${COMPANY}`;
const intake = { enabled: true, address, allowedSenders: ['proveedor.es'], updatedAt: 1 };
const emailBatch = {
  companyId: COMPANY, fileCount: 1, fileIds: ['mail-1-0'], succeeded: 0, failed: 0, pending: 1, exported: false,
  exportedAt: null, createdBy: 'email', createdAt: 1, email: { from: 'a@b.es', subject: 'Factura', inboxId: 'm1' },
};
const eml = new TextEncoder().encode('From: a@b.es\r\nSubject: Factura\r\n\r\nhola\r\n');
const everyone = () => [as.owner, as.staff, as.otherAgency, as.client, as.admin, as.unverified, as.signedOut];
const account = (status: string) => ({ name: 'A', ownerUid: 'owner-a', status, usage: { companies: 0, invoicesThisMonth: 0, month: '' } });

async function seed(accountStatus = 'active') {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(doc(db, `accounts/${AGENCY}`), account(accountStatus));
    await setDoc(doc(db, `accounts/${OTHER_AGENCY}`), account('active'));
    await setDoc(doc(db, indexPath), { accountId: AGENCY, companyId: COMPANY, createdAt: 1 });
    await setDoc(doc(db, inboxPath), entry);
    await setDoc(doc(db, `accounts/${AGENCY}/inbox/m-other`), { ...entry, companyId: OTHER_COMPANY });
    await setDoc(doc(db, postPath), { receivedAt: 1 });
    await setDoc(doc(db, refusedPath), { from: 'a@b.es', subject: 'x', messageId: null, recipients: [], reason: 'intake/unknown-address', receivedAt: 1 });
    await setDoc(doc(db, companyPath), { name: 'Acme', status: 'active', intake });
    await setDoc(doc(db, `accounts/${AGENCY}/batches/mail-1`), emailBatch);
    await setDoc(doc(db, `accounts/${AGENCY}/batches/mail-2`), { ...emailBatch, companyId: OTHER_COMPANY });
    await context.storage().ref(heldPath).put(eml, { contentType: 'message/rfc822' });
  });
}

beforeAll(async () => {
  env = await rulesEnvironment();
  as = personas(env);
});
afterAll(() => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await env.clearStorage();
  await seed();
});

describe('intakeAddresses/{address}', () => {
  it('is closed to every client, read and write', async () => {
    for (const persona of everyone()) {
      const db = persona().firestore();
      await assertFails(getDoc(doc(db, indexPath)));
      await assertFails(setDoc(doc(db, 'intakeAddresses/mine@in.factoria.localhost'), { accountId: AGENCY, companyId: COMPANY, createdAt: 1 }));
      await assertFails(deleteDoc(doc(db, indexPath)));
    }
  });
});

describe('accounts/{a}/inbox/{m}', () => {
  it("lets the agency's owner and staff read and list it", async () => {
    await assertSucceeds(getDoc(doc(as.owner().firestore(), inboxPath)));
    await assertSucceeds(getDocs(collection(as.staff().firestore(), `accounts/${AGENCY}/inbox`)));
  });

  it('keeps it from another agency, client users, the administrator, unverified and signed-out users', async () => {
    for (const persona of [as.otherAgency, as.client, as.admin, as.unverified, as.signedOut]) {
      await assertFails(getDoc(doc(persona().firestore(), inboxPath)));
    }
    await assertFails(getDocs(collection(as.client().firestore(), `accounts/${AGENCY}/inbox`)));
  });

  it('keeps it closed while the account is not active', async () => {
    await env.clearFirestore();
    await env.clearStorage();
    await seed('suspended');
    await assertFails(getDoc(doc(as.owner().firestore(), inboxPath)));
  });

  it('lets nobody write it: only the receiving function does', async () => {
    for (const persona of [as.owner, as.staff, as.client, as.admin]) {
      const db = persona().firestore();
      await assertFails(setDoc(doc(db, `accounts/${AGENCY}/inbox/m2`), entry));
      await assertFails(updateDoc(doc(db, inboxPath), { outcome: 'processed' }));
      await assertFails(deleteDoc(doc(db, inboxPath)));
    }
  });
});

describe('inboundPosts/{hash} and inboundRefused/{key}', () => {
  it('are closed to every client: the signatures already used and the messages to no known address', async () => {
    for (const persona of everyone()) {
      const db = persona().firestore();
      await assertFails(getDoc(doc(db, postPath)));
      await assertFails(getDocs(collection(db, 'inboundPosts')));
      // A client that could write here would make a provider's next post look replayed.
      await assertFails(setDoc(doc(db, 'inboundPosts/abc'), { receivedAt: 1 }));
      await assertFails(deleteDoc(doc(db, postPath)));
      await assertFails(getDoc(doc(db, refusedPath)));
      await assertFails(getDocs(collection(db, 'inboundRefused')));
      await assertFails(setDoc(doc(db, 'inboundRefused/k2'), { reason: 'intake/unknown-address' }));
    }
  });
});

describe("accounts/{a}/inbox: the client page's query", () => {
  const pageQuery = (persona: () => RulesTestContext, companyId: string) =>
    getDocs(query(collection(persona().firestore(), `accounts/${AGENCY}/inbox`), where('companyId', '==', companyId), orderBy('receivedAt', 'desc')));

  it("answers the agency's staff for any of its companies", async () => {
    await assertSucceeds(pageQuery(as.staff, COMPANY));
    await assertSucceeds(pageQuery(as.owner, OTHER_COMPANY));
  });

  it("is refused to a client user even for its own company (no client screen shows the inbox: senders, subjects and held mail are the agency's)", async () => {
    await assertFails(pageQuery(as.client, COMPANY));
    await assertFails(pageQuery(as.otherAgency, COMPANY));
  });
});

describe('the raw text of a held message: accounts/{a}/inbox/{key}.eml in Storage', () => {
  it('is read and written by functions only', async () => {
    for (const persona of everyone()) {
      const storage = persona().storage();
      await assertFails(storage.ref(heldPath).getDownloadURL());
      await assertFails((async () => await storage.ref(`accounts/${AGENCY}/inbox/new.eml`).put(eml, { contentType: 'message/rfc822' }))());
      await assertFails(storage.ref(heldPath).delete());
    }
  });
});

describe("the company's intake settings", () => {
  it('are read with the company by its staff and its client user, not by another agency or signed-out users', async () => {
    await assertSucceeds(getDoc(doc(as.owner().firestore(), companyPath)));
    await assertSucceeds(getDoc(doc(as.client().firestore(), companyPath)));
    for (const persona of [as.otherAgency, as.unverified, as.signedOut]) await assertFails(getDoc(doc(persona().firestore(), companyPath)));
  });

  it('change through setEmailIntake only: nobody writes them, or the address index, directly', async () => {
    for (const persona of everyone()) {
      const db = persona().firestore();
      await assertFails(updateDoc(doc(db, companyPath), { 'intake.enabled': false }));
      await assertFails(updateDoc(doc(db, companyPath), { 'intake.address': 'guessed@in.factoria.localhost' }));
      await assertFails(updateDoc(doc(db, companyPath), { 'intake.allowedSenders': [] }));
    }
  });
});

describe('the batch a received message became', () => {
  it("is read by the agency's staff and its company's client user, like an uploaded one", async () => {
    await assertSucceeds(getDoc(doc(as.staff().firestore(), `accounts/${AGENCY}/batches/mail-1`)));
    await assertSucceeds(getDoc(doc(as.client().firestore(), `accounts/${AGENCY}/batches/mail-1`)));
  });

  it("is kept from another company's client user, another agency, unverified and signed-out users", async () => {
    await assertFails(getDoc(doc(as.client().firestore(), `accounts/${AGENCY}/batches/mail-2`)));
    for (const persona of [as.otherAgency, as.unverified, as.signedOut]) {
      await assertFails(getDoc(doc(persona().firestore(), `accounts/${AGENCY}/batches/mail-1`)));
    }
  });

  it('cannot be changed by anyone: its counters are the pipeline\'s', async () => {
    for (const persona of everyone()) {
      await assertFails(updateDoc(doc(persona().firestore(), `accounts/${AGENCY}/batches/mail-1`), { pending: 0, succeeded: 1 }));
    }
  });
});
