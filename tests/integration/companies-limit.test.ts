/**
 * The plan's company limit under real concurrency: many creates at once against the Firestore
 * emulator (the service, transactions contending for real) and through the deployed callable.
 */
import * as v from 'valibot';
import { CompanyInputSchema, type CompanyInput, type CompanyInputValues } from '../../domain/src/records/company-input.schema.ts';
import { dniLetter } from '../../domain/src/tax-id/validate-tax-id.ts';
import { afterAll, describe, expect, it } from 'vitest';
import { createAgency } from '../../scripts/lib/agency-builder.ts';
import { createCompany } from '../../functions/src/companies/create-company.ts';
import { CompanyError } from '../../functions/src/companies/company-error.ts';
import { app, db, uniqueId } from '../support/admin.ts';
import { type CallableClient, refusal, signedInClient } from '../support/callables.ts';
import { callAnswered } from './companies-client.ts';

/** The functions' default INTAKE_DOMAIN (functions/src/mail/mail-config.ts). */
const INTAKE_DOMAIN = 'in.factoria.localhost';

const clients: CallableClient[] = [];
afterAll(async () => Promise.all(clients.map((client) => client.close())));

function dni(n: number): string {
  const digits = String(10_000_000 + n).padStart(8, '0');
  return `${digits}${dniLetter(digits)}`;
}

/** What the form sends. */
function values(name: string, taxId: string): CompanyInputValues {
  return {
    name,
    taxId,
    invoiceTypes: ['purchases'],
    equivalenceSurcharge: false,
    irpf: false,
    emailIntake: { enabled: false },
    appUser: { enabled: false, email: '' },
    notes: '',
  };
}

/** What the service receives once the callable parsed it. */
const input = (name: string, taxId: string): CompanyInput => v.parse(CompanyInputSchema, values(name, taxId));

/** The callable's answer to one create: 'created' or the code of its refusal. */
async function answer(client: CallableClient, request: { requestId: string; company: CompanyInputValues }): Promise<string> {
  try {
    await callAnswered(client, 'createCompany', request);
    return 'created';
  } catch (error) {
    return String(refusal(error).code);
  }
}

const rejected = (results: PromiseSettledResult<unknown>[]) =>
  results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
const fulfilled = (results: PromiseSettledResult<unknown>[]) => results.filter((result) => result.status === 'fulfilled');

async function agency(maxCompanies: number) {
  const accountId = uniqueId('limit');
  const owner = { email: `${accountId}@factoria.test`, password: 'limit-password', username: 'Owner' };
  const { ownerUid } = await createAgency(app, {
    accountId,
    name: 'Limit Agency',
    owner,
    plan: { maxCompanies, maxInvoicesPerMonth: 100, extraSlots: 0 },
  });
  return { accountId, owner, caller: { uid: ownerUid, accountId, role: 'owner' as const } };
}

async function counted(accountId: string) {
  const [account, companies, index] = await Promise.all([
    db.doc(`accounts/${accountId}`).get(),
    db.collection(`accounts/${accountId}/companies`).get(),
    db.collection(`accounts/${accountId}/companyTaxIds`).get(),
  ]);
  return { usage: account.get('usage.companies'), companies: companies.size, index: index.size };
}

describe('the company limit under concurrency', () => {
  it('lets 12 simultaneous creates against a limit of 3 make exactly 3 companies', async () => {
    const { accountId, caller } = await agency(3);
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) => createCompany(db, caller, { requestId: `req-${i}`, company: input(`Company ${i}`, dni(i)) }, INTAKE_DOMAIN)),
    );
    const refused = rejected(results);
    expect(fulfilled(results)).toHaveLength(3);
    expect(refused).toHaveLength(9);
    for (const result of refused) {
      expect(result.reason).toBeInstanceOf(CompanyError);
      expect((result.reason as CompanyError).code).toBe('companies/limit-reached');
    }
    expect(await counted(accountId)).toEqual({ usage: 3, companies: 3, index: 3 });
  });

  it('lets only one of several simultaneous creates with the same tax id through', async () => {
    const { accountId, caller } = await agency(10);
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) => createCompany(db, caller, { requestId: `same-${i}`, company: input(`Twin ${i}`, dni(7)) }, INTAKE_DOMAIN)),
    );
    expect(fulfilled(results)).toHaveLength(1);
    for (const result of rejected(results)) {
      expect((result.reason as CompanyError).code).toBe('companies/duplicate-tax-id');
    }
    expect(await counted(accountId)).toEqual({ usage: 1, companies: 1, index: 1 });
  });

  it('counts a double-submitted create (same request id) once', async () => {
    const { accountId, caller } = await agency(10);
    const request = { requestId: 'double-click', company: input('Once SL', dni(11)) };
    const outcomes = await Promise.all([1, 2, 3].map(() => createCompany(db, caller, request, INTAKE_DOMAIN)));
    expect(outcomes.map((outcome) => outcome.companyId)).toEqual(['double-click', 'double-click', 'double-click']);
    expect(outcomes.filter((outcome) => outcome.created)).toHaveLength(1);
    expect(await counted(accountId)).toEqual({ usage: 1, companies: 1, index: 1 });
  });

  it('holds the limit through the callable too, answering with a code the app translates', async () => {
    const { accountId, owner } = await agency(2);
    const client = await signedInClient(owner.email, owner.password);
    clients.push(client);
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, (_, i) => answer(client, { requestId: `call-${i}`, company: values(`Call ${i}`, dni(20 + i)) })),
    );
    expect(outcomes.sort()).toEqual(['companies/limit-reached', 'companies/limit-reached', 'companies/limit-reached', 'companies/limit-reached', 'created', 'created']);
    expect(await counted(accountId)).toEqual({ usage: 2, companies: 2, index: 2 });
  });
});
