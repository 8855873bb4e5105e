/**
 * Client-company app users (issue 4): turning on "create an app user" on a company creates
 * the Auth user with claims limited to that company, its profile and one invitation mail with
 * a password-setting link; repeated writes invite nobody twice; turning it off disables it.
 */
import { getAuth } from 'firebase-admin/auth';
import { FieldValue } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAgency } from '../../scripts/lib/agency-builder.ts';
import { app, db, eventually, uniqueId } from '../support/admin.ts';
import { setPasswordWithCode, signInClient } from './accounts-client.ts';

let accountId: string;
let ownerEmail: string;
const companyId = 'bar-puerto';
const company = () => db.doc(`accounts/${accountId}/companies/${companyId}`);
const marker = () => db.doc(`accounts/${accountId}/clientUsers/${companyId}`);

async function invitationsTo(email: string) {
  const mails = await db.collection('mail').where('to', 'array-contains', email).get();
  return mails.docs.filter((mail) => mail.get('kind') === 'invitation');
}

beforeAll(async () => {
  accountId = uniqueId('cu');
  ownerEmail = `${accountId}@factoria.test`;
  await createAgency(app, {
    accountId,
    name: 'Gestoría <Invita>',
    owner: { email: ownerEmail, password: 'owner-secret', username: 'Owner' },
    companies: [{ id: companyId, name: 'Bar "El Puerto" & Co', taxId: 'B12345674', status: 'active' }],
  });
});

describe('client company app user', () => {
  const email = () => `${accountId}.client@factoria.test`;

  it('invites the contact once, with claims limited to the company', async () => {
    await company().update({ appUser: { enabled: true, email: ` ${email().toUpperCase()} ` } });
    const invited = await eventually(async () => {
      const snapshot = await marker().get();
      return snapshot.get('status') === 'invited' ? snapshot : null;
    }, 60_000, 'the invitation');
    const uid = invited.get('uid') as string;
    const user = await getAuth(app).getUser(uid);
    expect(user.email).toBe(email());
    expect(user.customClaims).toEqual({ accountId, role: 'client', companyId });
    expect((await db.doc(`users/${uid}`).get()).data()).toMatchObject({ accountId, role: 'client', companyId, email: email() });

    const mails = await invitationsTo(email());
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.get('accountId')).toBe(accountId);
    expect(mail.get('message.html')).toContain('Gestoría &#60;Invita&#62;');
    const link = new URL(/https?:\/\/\S+/.exec(mail.get('message.text') as string)![0]);
    expect(link.pathname).toBe('/reset-password');

    // The person opens the link, chooses a password and signs in as a client user.
    await setPasswordWithCode(link.searchParams.get('oobCode')!, 'client-secret-1');
    const client = await signInClient(email(), 'client-secret-1');
    expect(await client.refresh()).toMatchObject({ accountId, role: 'client', companyId, email_verified: true });
    await client.close();
  });

  it('ignores later writes of the company (counters, names): no second invitation', async () => {
    await company().update({ 'stats.processed': FieldValue.increment(1), name: 'Bar El Puerto SL' });
    await company().update({ appUser: { enabled: true, email: email() } });
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await invitationsTo(email())).toHaveLength(1);
  });

  it('disables the user when the option is turned off', async () => {
    const uid = (await marker().get()).get('uid') as string;
    await company().update({ appUser: { enabled: false, email: email() } });
    await eventually(async () => ((await marker().get()).get('status') === 'disabled' ? true : null), 60_000, 'the user disabled');
    expect((await getAuth(app).getUser(uid)).disabled).toBe(true);
  });

  it('refuses an address that already belongs to someone else, and says so', async () => {
    await company().update({ appUser: { enabled: true, email: ownerEmail } });
    const failed = await eventually(async () => {
      const snapshot = await marker().get();
      return snapshot.get('status') === 'failed' ? snapshot : null;
    }, 60_000, 'the refusal');
    expect(failed.get('error')).toBe('email-in-use');
    const owner = await getAuth(app).getUserByEmail(ownerEmail);
    expect(owner.customClaims).toEqual({ accountId, role: 'owner' });
    expect(await invitationsTo(ownerEmail)).toHaveLength(0);
  });
});
