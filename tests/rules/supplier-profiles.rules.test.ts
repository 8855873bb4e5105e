/**
 * Issue 19: an agency's supplier profiles (`accounts/{a}/supplierProfiles/{taxId}`) are its own
 * data: its staff read them and may reset (delete) one, nobody else does (not its client
 * companies' users, not another agency, not the administrator); only functions create or
 * update them.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AGENCY, OTHER_AGENCY, personas, rulesEnvironment } from '../support/rules-env.ts';

let env: RulesTestEnvironment;
let as: ReturnType<typeof personas>;

const profilePath = `accounts/${AGENCY}/supplierProfiles/B12345674`;
const profile = { taxId: 'B12345674', name: 'Distribuciones Norte S.L.', invoices: 3, corrections: 1 };

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
    await setDoc(doc(db, profilePath), profile);
  });
});

describe('accounts/{a}/supplierProfiles/{taxId}', () => {
  it("lets the agency's owner and staff read a profile and list them", async () => {
    await assertSucceeds(getDoc(doc(as.owner().firestore(), profilePath)));
    await assertSucceeds(getDocs(collection(as.staff().firestore(), `accounts/${AGENCY}/supplierProfiles`)));
  });
  it('refuses client users, another agency, the administrator, unverified emails and signed-out users', async () => {
    for (const role of ['client', 'otherAgency', 'admin', 'unverified', 'signedOut'] as const) {
      await assertFails(getDoc(doc(as[role]().firestore(), profilePath)));
      await assertFails(getDocs(collection(as[role]().firestore(), `accounts/${AGENCY}/supplierProfiles`)));
    }
  });
  it('refuses another agency reading its own path for this one', async () => {
    await assertFails(getDoc(doc(as.otherAgency().firestore(), profilePath)));
    await assertSucceeds(getDocs(collection(as.otherAgency().firestore(), `accounts/${OTHER_AGENCY}/supplierProfiles`)));
  });
  it('refuses every client create and update: functions keep the profiles', async () => {
    for (const role of ['owner', 'staff', 'client', 'otherAgency', 'admin', 'unverified', 'signedOut'] as const) {
      const db = as[role]().firestore();
      await assertFails(setDoc(doc(db, profilePath), profile));
      await assertFails(setDoc(doc(db, `accounts/${AGENCY}/supplierProfiles/A58818501`), { ...profile, taxId: 'A58818501' }));
      await assertFails(updateDoc(doc(db, profilePath), { name: 'x' }));
    }
  });
  it("lets the agency's owner and staff reset (delete) a profile", async () => {
    await assertSucceeds(deleteDoc(doc(as.owner().firestore(), profilePath)));
    await env.withSecurityRulesDisabled((context) => setDoc(doc(context.firestore(), profilePath), profile));
    await assertSucceeds(deleteDoc(doc(as.staff().firestore(), profilePath)));
  });
  it('refuses a reset to client users, another agency, the administrator, unverified emails and signed-out users', async () => {
    for (const role of ['client', 'otherAgency', 'admin', 'unverified', 'signedOut'] as const) {
      await assertFails(deleteDoc(doc(as[role]().firestore(), profilePath)));
    }
    let kept = false;
    await env.withSecurityRulesDisabled(async (context) => {
      kept = (await getDoc(doc(context.firestore(), profilePath))).exists();
    });
    expect(kept).toBe(true);
  });
});
