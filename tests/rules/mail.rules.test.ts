/**
 * Mail in and out (issue 17): the intake address index is for functions only; a company's inbox
 * (received messages and their outcome) is read by its agency's staff, written by functions.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { AGENCY, COMPANY, OTHER_AGENCY, personas, rulesEnvironment } from '../support/rules-env.ts';

let env: RulesTestEnvironment;
let as: ReturnType<typeof personas>;

const address = 'k3x9abcdefghijkl@in.factoria.localhost';
const indexPath = `intakeAddresses/${address}`;
const inboxPath = `accounts/${AGENCY}/inbox/m1`;
const entry = {
  companyId: COMPANY, from: 'a@b.es', subject: 'Factura', messageId: '<1@b.es>', receivedAt: 1,
  outcome: 'refused', reason: 'intake/no-attachment', batchId: null, files: [], skipped: [],
};
const account = (status: string) => ({ name: 'A', ownerUid: 'owner-a', status, usage: { companies: 0, invoicesThisMonth: 0, month: '' } });

async function seed(accountStatus = 'active') {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(doc(db, `accounts/${AGENCY}`), account(accountStatus));
    await setDoc(doc(db, `accounts/${OTHER_AGENCY}`), account('active'));
    await setDoc(doc(db, indexPath), { accountId: AGENCY, companyId: COMPANY, createdAt: 1 });
    await setDoc(doc(db, inboxPath), entry);
  });
}

beforeAll(async () => {
  env = await rulesEnvironment();
  as = personas(env);
});
afterAll(() => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await seed();
});

describe('intakeAddresses/{address}', () => {
  it('is closed to every client, read and write', async () => {
    for (const persona of [as.owner, as.staff, as.otherAgency, as.client, as.admin, as.unverified, as.signedOut]) {
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
