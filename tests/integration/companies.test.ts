/**
 * The company callables through the Functions emulator, as the web app calls them: who may
 * call, what is refused with which code, and what lands in Firestore.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAdminClaim } from '../../scripts/lib/admin-claim.ts';
import { createAgency, createUser } from '../../scripts/lib/agency-builder.ts';
import { app, db, uniqueId } from '../support/admin.ts';
import { host, ports, projectId } from '../support/stack.ts';
import { type CallableClient, refusal, signedInClient } from '../support/callables.ts';

const password = 'companies-password';
let accountId: string;
let owner: CallableClient;
let staff: CallableClient;
const others: CallableClient[] = [];

const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Panadería Sol SL',
  taxId: 'B76543214',
  invoiceTypes: ['purchases', 'sales'],
  equivalenceSurcharge: true,
  irpf: false,
  emailIntake: { enabled: true },
  appUser: { enabled: false, email: '' },
  notes: 'Sends invoices on Fridays.',
  ...overrides,
});

const companyDoc = (companyId: string) => db.doc(`accounts/${accountId}/companies/${companyId}`);
const accountDoc = () => db.doc(`accounts/${accountId}`);
const notesDoc = (companyId: string) => db.doc(`accounts/${accountId}/companyNotes/${companyId}`);

async function refused(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    return refusal(error);
  }
  throw new Error('the call was expected to be refused');
}

beforeAll(async () => {
  accountId = uniqueId('companies');
  const email = (who: string) => `${who}-${accountId}@factoria.test`;
  await createAgency(app, {
    accountId,
    name: 'Companies Agency',
    owner: { email: email('owner'), password, username: 'Owner' },
    companies: [{ id: 'legacy', name: 'Legacy SL', taxId: 'A58818501', status: 'active' }],
    plan: { maxCompanies: 10, maxInvoicesPerMonth: 100, extraSlots: 0 },
  });
  await createUser(app, { email: email('staff'), password, username: 'Staff' }, { accountId, role: 'staff' });
  await createUser(app, { email: email('client'), password, username: 'Client' }, { accountId, role: 'client', companyId: 'legacy' });
  await createUser(app, { email: email('unverified'), password, username: 'U', emailVerified: false }, { accountId, role: 'owner' });
  owner = await signedInClient(email('owner'), password);
  staff = await signedInClient(email('staff'), password);
  others.push(await signedInClient(email('client'), password), await signedInClient(email('unverified'), password));
});
afterAll(async () => Promise.all([owner, staff, ...others].map((client) => client.close())));

describe('createCompany and updateCompany', () => {
  it('creates a pending company with every field, counted in the usage', async () => {
    const { companyId } = await owner.call<{ companyId: string }>('createCompany', { requestId: uniqueId('r'), company: form() });
    const company = await companyDoc(companyId).get();
    const { notes, emailIntake: _on, ...fields } = form();
    expect(company.data()).toMatchObject({
      ...fields,
      appUser: { enabled: false, email: null },
      // "Receive invoices by email" on: an unguessable address generated with the company (issue 17).
      intake: { enabled: true, address: expect.stringMatching(/^[a-z2-7]{16}@in\.factoria\.localhost$/), allowedSenders: [] },
      status: 'pending',
      stats: { processed: 0, accurate: 0, withErrors: 0, corrected: 0, savedSeconds: 0 },
    });
    // The notes are the agency's: apart from the company its app user reads (issue 13).
    expect(company.get('notes')).toBeUndefined();
    expect(company.get('emailIntake')).toBeUndefined();
    expect((await db.doc(`intakeAddresses/${company.get('intake.address') as string}`).get()).data()).toMatchObject({ accountId, companyId });
    expect((await notesDoc(companyId).get()).data()).toEqual({ notes });
    expect((await accountDoc().get()).get('usage.companies')).toBe(2);
  });

  it('turns invoices by email off and on again from the form, keeping the address and its allowed senders', async () => {
    const { companyId } = await owner.call<{ companyId: string }>('createCompany', { requestId: uniqueId('r'), company: form({ taxId: '22222222J', emailIntake: { enabled: false } }) });
    expect((await companyDoc(companyId).get()).get('intake')).toBeUndefined();
    await owner.call('updateCompany', { companyId, company: form({ taxId: '22222222J' }) });
    const address = (await companyDoc(companyId).get()).get('intake.address') as string;
    expect(address).toMatch(/@in\.factoria\.localhost$/);
    await owner.call('setEmailIntake', { companyId, enabled: true, allowedSenders: ['proveedor.es'], regenerate: false });
    await owner.call('updateCompany', { companyId, company: form({ taxId: '22222222J', emailIntake: { enabled: false } }) });
    expect((await companyDoc(companyId).get()).get('intake')).toMatchObject({ enabled: false, address, allowedSenders: ['proveedor.es'] });
    // An address typed by an older client is ignored: only the generated one receives.
    await owner.call('updateCompany', { companyId, company: form({ taxId: '22222222J', emailIntake: { enabled: true, address: 'guessed@in.factoria.localhost' } }) });
    expect((await companyDoc(companyId).get()).get('intake')).toMatchObject({ enabled: true, address, allowedSenders: ['proveedor.es'] });
    expect((await db.doc('intakeAddresses/guessed@in.factoria.localhost').get()).exists).toBe(false);
  });

  it('refuses invalid input field by field, and a tax id the agency already has', async () => {
    expect(
      await refused(staff.call('createCompany', { requestId: uniqueId('r'), company: form({ name: '', taxId: 'B76543215', invoiceTypes: [], irpf: null }) })),
    ).toEqual({ status: 'functions/invalid-argument', code: 'companies/invalid-input' });
    // The legacy company was written without an index entry: the query still finds it.
    expect(await refused(staff.call('createCompany', { requestId: uniqueId('r'), company: form({ taxId: 'a-58818501' }) }))).toEqual({
      status: 'functions/already-exists',
      code: 'companies/duplicate-tax-id',
    });
  });

  it('updates the editable fields, moves the tax id index and keeps status and counters', async () => {
    const { companyId } = await staff.call<{ companyId: string }>('createCompany', { requestId: uniqueId('r'), company: form({ taxId: '12345678Z' }) });
    await companyDoc(companyId).update({ 'stats.processed': 4, 'appUser.invitedUid': 'kept' });
    await companyDoc(companyId).update({ notes: 'a copy written before issue 13' });
    await staff.call('updateCompany', {
      companyId,
      company: form({ name: 'Nuevo Nombre SL', taxId: '87654321X', appUser: { enabled: true, email: 'ana@cliente.es' }, notes: 'Pays late.' }),
    });
    const company = await companyDoc(companyId).get();
    expect(company.get('notes')).toBeUndefined();
    expect((await notesDoc(companyId).get()).get('notes')).toBe('Pays late.');
    expect(company.get('name')).toBe('Nuevo Nombre SL');
    expect(company.get('taxId')).toBe('87654321X');
    expect(company.get('appUser')).toEqual({ enabled: true, email: 'ana@cliente.es', invitedUid: 'kept' });
    expect(company.get('status')).toBe('pending');
    expect(company.get('stats.processed')).toBe(4);
    expect((await db.doc(`accounts/${accountId}/companyTaxIds/12345678Z`).get()).exists).toBe(false);
    expect((await db.doc(`accounts/${accountId}/companyTaxIds/87654321X`).get()).get('companyId')).toBe(companyId);
    expect(await refused(staff.call('updateCompany', { companyId, company: form({ taxId: 'A58818501' }) }))).toEqual({
      status: 'functions/already-exists',
      code: 'companies/duplicate-tax-id',
    });
  });

  it('refuses client users, unverified emails and signed-out callers', async () => {
    const [client, unverified] = others as [CallableClient, CallableClient];
    for (const caller of [client, unverified]) {
      expect(await refused(caller.call('createCompany', { requestId: uniqueId('r'), company: form({ taxId: '00000000T' }) }))).toEqual({
        status: 'functions/permission-denied',
        code: 'companies/permission-denied',
      });
      expect(await refused(caller.call('setCompanyStatus', { companyId: 'legacy', status: 'inactive' }))).toMatchObject({
        status: 'functions/permission-denied',
      });
    }
    const response = await fetch(`http://${host}:${ports.functions}/${projectId}/europe-west1/createCompany`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { requestId: 'anonymous', company: form({ taxId: '00000000T' }) } }),
    });
    expect(response.status).toBe(401);
    expect((await companyDoc('anonymous').get()).exists).toBe(false);
  });
});

describe('setCompanyStatus', () => {
  it('lets the agency deactivate a company but never activate one: the administrator does (issue 13)', async () => {
    await owner.call('setCompanyStatus', { companyId: 'legacy', status: 'inactive' });
    expect((await companyDoc('legacy').get()).get('status')).toBe('inactive');
    for (const caller of [owner, staff]) {
      expect(await refused(caller.call('setCompanyStatus', { companyId: 'legacy', status: 'active' }))).toEqual({
        status: 'functions/failed-precondition',
        code: 'companies/awaiting-activation',
      });
    }
    expect((await companyDoc('legacy').get()).get('status')).toBe('inactive');
    const adminEmail = `admin-${accountId}@factoria.test`;
    await createUser(app, { email: adminEmail, password, username: 'Admin' }, {});
    await setAdminClaim(app, adminEmail, true);
    const admin = await signedInClient(adminEmail, password);
    others.push(admin);
    await admin.call('activateCompany', { accountId, companyId: 'legacy' });
    expect((await companyDoc('legacy').get()).get('status')).toBe('active');

    const { companyId } = await owner.call<{ companyId: string }>('createCompany', { requestId: uniqueId('r'), company: form({ taxId: '11111111H' }) });
    expect(await refused(owner.call('setCompanyStatus', { companyId, status: 'active' }))).toEqual({
      status: 'functions/failed-precondition',
      code: 'companies/awaiting-activation',
    });
    expect(await refused(owner.call('setCompanyStatus', { companyId, status: 'pending' }))).toMatchObject({ code: 'companies/invalid-input' });
    expect(await refused(owner.call('setCompanyStatus', { companyId: 'nope', status: 'inactive' }))).toMatchObject({ code: 'companies/not-found' });
  });
});
