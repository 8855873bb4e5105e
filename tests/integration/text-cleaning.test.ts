/**
 * Text is cleaned where it enters (domain/src/text/clean-text.ts through the domain schemas the
 * callables parse with): a company and an agency named with the right-to-left override and CR/LF
 * are stored without them, in NFC.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgency } from '../../scripts/lib/agency-builder.ts';
import { app, db, uniqueId } from '../support/admin.ts';
import { type CallableClient, signedInClient } from '../support/callables.ts';
import { signUpClient } from './accounts-client.ts';

const password = 'cleaning-password';
let accountId: string;
let owner: CallableClient;

beforeAll(async () => {
  accountId = uniqueId('cleaning');
  const email = `owner-${accountId}@factoria.test`;
  await createAgency(app, {
    accountId,
    name: 'Cleaning Agency',
    owner: { email, password, username: 'Owner' },
    plan: { maxCompanies: 10, maxInvoicesPerMonth: 100, extraSlots: 0 },
  });
  owner = await signedInClient(email, password);
});
afterAll(async () => owner.close());

describe('text entering through the callables', () => {
  it('stores a company named with U+202E and CR/LF clean, its notes keeping their lines', async () => {
    const { companyId } = await owner.call<{ companyId: string }>('createCompany', {
      requestId: uniqueId('r'),
      company: {
        name: 'Acme\u202Efdp.exe\r\nBcc: x@evil.example\u200B',
        taxId: 'B76543214',
        invoiceTypes: ['purchases'],
        equivalenceSurcharge: false,
        irpf: false,
        emailIntake: { enabled: false },
        appUser: { enabled: false, email: '' },
        notes: 'Calls on Mondays\u2066\r\nPen\u0303a\u0007',
      },
    });
    const company = await db.doc(`accounts/${accountId}/companies/${companyId}`).get();
    expect(company.get('name')).toBe('Acmefdp.exe Bcc: x@evil.example');
    // The notes are the agency's, kept apart from the company its app user reads (ff7a12e).
    const notes = await db.doc(`accounts/${accountId}/companyNotes/${companyId}`).get();
    expect(notes.get('notes')).toBe('Calls on Mondays\nPeña');
  });

  it('stores an agency name and a username with U+202E and CR/LF clean', async () => {
    const signUp = await signUpClient(`${uniqueId('signup')}@factoria.test`, 'cleaning-password');
    try {
      const { accountId: created } = await signUp.call<{ accountId: string }>('createAccount', {
        username: 'Lu\u202Ecía\r\n',
        agencyName: 'Gestoría\r\nSubject: spoof\u202E',
        language: 'es',
      });
      expect((await db.doc(`accounts/${created}`).get()).get('name')).toBe('Gestoría Subject: spoof');
      expect((await db.doc(`users/${signUp.uid}`).get()).get('username')).toBe('Lucía');
    } finally {
      await signUp.close();
    }
  });
});
