/**
 * Issue 13: the agency's internal notes about a company live in `accounts/{a}/companyNotes/{c}`,
 * read by the agency's staff only: the company's app user reads its company document, never
 * the notes. Written by the company callables only.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { AGENCY, COMPANY, OTHER_AGENCY, personas, rulesEnvironment } from '../support/rules-env.ts';

let env: RulesTestEnvironment;
let as: ReturnType<typeof personas>;

const notesPath = `accounts/${AGENCY}/companyNotes/${COMPANY}`;

beforeAll(async () => {
  env = await rulesEnvironment();
  as = personas(env);
});
afterAll(() => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(doc(db, `accounts/${AGENCY}`), { name: 'A', status: 'active' });
    await setDoc(doc(db, `accounts/${OTHER_AGENCY}`), { name: 'B', status: 'active' });
    await setDoc(doc(db, `accounts/${AGENCY}/companies/${COMPANY}`), { name: 'C', status: 'active' });
    await setDoc(doc(db, notesPath), { notes: 'Late payer; call before the 20th.' });
  });
});

describe('accounts/{a}/companyNotes/{c}', () => {
  it('lets the owner and staff read the notes', async () => {
    await assertSucceeds(getDoc(doc(as.owner().firestore(), notesPath)));
    await assertSucceeds(getDocs(collection(as.staff().firestore(), `accounts/${AGENCY}/companyNotes`)));
  });
  it("refuses the company's own app user, who still reads its company", async () => {
    await assertFails(getDoc(doc(as.client().firestore(), notesPath)));
    await assertSucceeds(getDoc(doc(as.client().firestore(), `accounts/${AGENCY}/companies/${COMPANY}`)));
  });
  it('refuses another agency, the administrator, unverified emails and signed-out users', async () => {
    for (const role of ['otherAgency', 'admin', 'unverified', 'signedOut'] as const) {
      await assertFails(getDoc(doc(as[role]().firestore(), notesPath)));
    }
  });
  it('refuses every client write: the company callables write the notes', async () => {
    for (const role of ['owner', 'staff', 'client', 'otherAgency', 'admin', 'unverified', 'signedOut'] as const) {
      const db = as[role]().firestore();
      await assertFails(setDoc(doc(db, notesPath), { notes: 'x' }));
      await assertFails(updateDoc(doc(db, notesPath), { notes: 'x' }));
      await assertFails(deleteDoc(doc(db, notesPath)));
    }
  });
});
