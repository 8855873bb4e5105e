/**
 * The account journey through the real callables (issue 4): sign-up creates the profile, the
 * account and the owner's claims; verification, setup steps and the administrator's approval
 * move its status forward, each step only from the state before it.
 */
import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../scripts/lib/agency-builder.ts';
import { app, db, uniqueId } from '../support/admin.ts';
import { refusedWith } from '../support/callables.ts';
import { type AccountClient, signInClient, signUpClient } from './accounts-client.ts';

let owner: AccountClient;
let admin: AccountClient;
let email: string;
let accountId: string;

const account = () => db.doc(`accounts/${accountId}`).get();

beforeAll(async () => {
  email = `${uniqueId('journey')}@factoria.test`;
  owner = await signUpClient(email, 'journey-secret');
  const adminEmail = `${uniqueId('admin')}@factoria.test`;
  await createUser(app, { email: adminEmail, password: 'admin-secret', username: 'Admin' }, { admin: true });
  admin = await signInClient(adminEmail, 'admin-secret');
});
afterAll(async () => {
  await owner.close();
  await admin.close();
});

describe('sign-up', () => {
  it('refuses invalid input with a code the form translates', async () => {
    expect(await refusedWith(owner.call('createAccount', { username: 'x'.repeat(50), agencyName: 'A', language: 'es' }))).toEqual({
      status: 'functions/invalid-argument',
      code: 'input/invalid',
    });
  });

  it('creates profile, account and owner claims once, however often it is called', async () => {
    const input = { username: 'Lucía', agencyName: 'Gestoría <b>Norte</b>', language: 'es' };
    ({ accountId } = await owner.call<{ accountId: string }>('createAccount', input));
    const again = await owner.call<{ accountId: string }>('createAccount', { ...input, agencyName: 'Other' });
    expect(again.accountId).toBe(accountId);

    const saved = await account();
    expect(saved.get('status')).toBe('registered');
    expect(saved.get('name')).toBe('Gestoría <b>Norte</b>');
    expect(saved.get('ownerUid')).toBe(owner.uid);
    expect(saved.get('reportRecipients')).toEqual([email]);
    const profile = await db.doc(`users/${owner.uid}`).get();
    expect(profile.data()).toMatchObject({ username: 'Lucía', email, accountId, role: 'owner', language: 'es' });
    expect(await owner.refresh()).toMatchObject({ accountId, role: 'owner', email_verified: false });
  });
});

describe('email confirmation and setup', () => {
  it('confirms the email only once Firebase Auth says it is verified', async () => {
    expect((await refusedWith(owner.call('confirmEmail'))).code).toBe('auth/email-not-verified');
    await getAuth(app).updateUser(owner.uid, { emailVerified: true });
    expect(await owner.call('confirmEmail')).toEqual({ status: 'email-confirmed' });
    expect(await owner.call('confirmEmail')).toEqual({ status: 'email-confirmed' });
    expect((await account()).get('status')).toBe('email-confirmed');
  });

  it('walks the setup steps and refuses to finish early', async () => {
    // The ID token now says the address is verified, as the app's refresh does.
    await owner.refresh();
    expect(await owner.call('saveClientCount', { clientCount: 12 })).toEqual({ status: 'setup' });
    expect((await refusedWith(owner.call('finishSetup'))).code).toBe('account/setup-incomplete');
    expect((await refusedWith(owner.call('saveReportSchedule', { reportTime: '25:00', timeZone: 'Europe/Madrid' }))).code).toBe('input/invalid');
    expect((await refusedWith(owner.call('saveReportSchedule', { reportTime: '07:30', timeZone: 'Mars/Olympus' }))).code).toBe('input/invalid');
    await owner.call('saveReportSchedule', { reportTime: '07:30', timeZone: 'Atlantic/Canary' });
    expect(await owner.call('finishSetup')).toEqual({ status: 'pending-approval' });
    expect(await owner.call('finishSetup')).toEqual({ status: 'pending-approval' });
    expect((await account()).data()).toMatchObject({ clientCount: 12, reportTime: '07:30', timeZone: 'Atlantic/Canary' });
    expect((await refusedWith(owner.call('saveClientCount', { clientCount: 3 }))).code).toBe('account/wrong-status');
  });
});

describe('administrator', () => {
  it('refuses approval by anyone but the administrator', async () => {
    expect(await refusedWith(owner.call('setAccountStatus', { accountId, status: 'active' }))).toEqual({
      status: 'functions/permission-denied',
      code: 'auth/forbidden',
    });
  });

  it('approves with the default plan, sets limits keeping paid slots, and suspends', async () => {
    expect(await admin.call('setAccountStatus', { accountId, status: 'active' })).toEqual({ status: 'active' });
    const approved = await account();
    expect(approved.get('status')).toBe('active');
    expect(approved.get('approvedAt')).toBeGreaterThan(0);
    expect(approved.get('plan')).toEqual({ maxCompanies: 10, maxInvoicesPerMonth: 1000, extraSlots: 0 });

    await db.doc(`accounts/${accountId}`).update({ 'plan.extraSlots': 2 });
    await admin.call('setPlanLimits', { accountId, maxCompanies: 25, maxInvoicesPerMonth: 5000 });
    expect((await account()).get('plan')).toEqual({ maxCompanies: 25, maxInvoicesPerMonth: 5000, extraSlots: 2 });
    expect((await refusedWith(admin.call('setPlanLimits', { accountId, maxCompanies: -1, maxInvoicesPerMonth: 1 }))).code).toBe('input/invalid');
    expect((await refusedWith(owner.call('setPlanLimits', { accountId, maxCompanies: 99, maxInvoicesPerMonth: 99 }))).code).toBe('auth/forbidden');

    await admin.call('setAccountStatus', { accountId, status: 'suspended' });
    expect((await account()).get('status')).toBe('suspended');
    await admin.call('setAccountStatus', { accountId, status: 'active' });
    expect((await refusedWith(admin.call('setAccountStatus', { accountId: 'no-such-account', status: 'active' }))).code).toBe('account/not-found');
  });

  it('lets an active owner change the report settings, with at least one valid email', async () => {
    await owner.call('updateReportSettings', { reportTime: '18:15', timeZone: 'Europe/Madrid', reportRecipients: ['A@x.test', 'a@x.test', 'b@x.test'] });
    expect((await account()).data()).toMatchObject({ reportTime: '18:15', reportRecipients: ['a@x.test', 'b@x.test'] });
    expect((await refusedWith(owner.call('updateReportSettings', { reportTime: '18:15', timeZone: 'Europe/Madrid', reportRecipients: [] }))).code).toBe(
      'input/invalid',
    );
  });
});
