/**
 * Rules of a bank session's business analysis (issue 15): bankSessions/{s}/analysis/current is
 * written by functions only; the agency's staff read it; client users, other agencies, the
 * administrator and signed-out users do not.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { AGENCY, COMPANY, OTHER_AGENCY, personas, rulesEnvironment } from '../support/rules-env.ts';

let env: RulesTestEnvironment;
let as: ReturnType<typeof personas>;

const analysis = `accounts/${AGENCY}/bankSessions/s-done/analysis/current`;

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
    await setDoc(doc(db, `accounts/${AGENCY}/companies/${COMPANY}`), { status: 'active' });
    await setDoc(doc(db, `accounts/${AGENCY}/bankSessions/s-done`), { companyId: COMPANY, status: 'done', createdBy: 'owner-a', createdAt: Date.now() });
    await setDoc(doc(db, analysis), { version: 1, year: 2025, cashFlow: { totals: { netCents: 100 } }, basedOn: 1, computedAt: 1 });
  });
});

describe('bankSessions/{s}/analysis/current', () => {
  it('lets owner and staff of the agency read it', async () => {
    for (const context of [as.owner(), as.staff()]) await assertSucceeds(getDoc(doc(context.firestore(), analysis)));
  });

  it('denies a client user of the company, another agency, the administrator, unverified and signed-out users', async () => {
    for (const context of [as.client(), as.otherAgency(), as.admin(), as.unverified(), as.signedOut()]) {
      await assertFails(getDoc(doc(context.firestore(), analysis)));
    }
  });

  it('lets nobody create, change or delete it', async () => {
    for (const context of [as.owner(), as.staff(), as.client(), as.otherAgency(), as.admin()]) {
      const db = context.firestore();
      await assertFails(setDoc(doc(db, `accounts/${AGENCY}/bankSessions/s-done/analysis/other`), { version: 1 }));
      await assertFails(updateDoc(doc(db, analysis), { year: 2024 }));
      await assertFails(deleteDoc(doc(db, analysis)));
    }
  });
});
