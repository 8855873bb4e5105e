/**
 * Sending (issue 17): every `mail` document is delivered over SMTP to the stack's MailDev and
 * its delivery recorded on it; a document that is not a mail is marked ERROR, not retried.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createAgency } from '../../scripts/lib/agency-builder.ts';
import { app, db, eventually, uniqueId } from '../support/admin.ts';
import { maildevEmailTo } from './mail-client.ts';

let accountId: string;
const companyId = 'mail-co';

beforeAll(async () => {
  accountId = uniqueId('ms');
  await createAgency(app, {
    accountId,
    name: 'Gestoría Envíos',
    owner: { email: `${accountId}@factoria.test`, password: 'owner-secret', username: 'Owner' },
    companies: [{ id: companyId, name: 'Envíos & Co', taxId: 'B12345674', status: 'active' }],
  });
});

async function deliveryOf(kind: string, to: string) {
  return eventually(async () => {
    const mails = await db.collection('mail').where('to', 'array-contains', to).get();
    const mail = mails.docs.find((doc) => doc.get('kind') === kind);
    const state = mail?.get('delivery.state') as string | undefined;
    return state === 'SUCCESS' || state === 'ERROR' ? mail : null;
  }, 60_000, `the ${kind} mail delivered`);
}

describe('sending mail', () => {
  it('delivers the invitation the app sends, with text and HTML parts, readable in MailDev', async () => {
    const email = `${accountId}.client@factoria.test`;
    await db.doc(`accounts/${accountId}/companies/${companyId}`).update({ appUser: { enabled: true, email } });
    const mail = await deliveryOf('invitation', email);
    expect(mail.get('delivery')).toMatchObject({ state: 'SUCCESS', attempts: 1, error: null });
    expect(mail.get('delivery.sentAt')).toEqual(expect.any(Number));
    expect(mail.get('delivery.info.accepted')).toEqual([email]);

    const received = await maildevEmailTo(email);
    expect(received.subject).toBe(mail.get('message.subject'));
    expect(received.text).toContain('/reset-password?');
    expect(received.html).toContain('Envíos &#38; Co');
    expect(received.from[0]?.address).toBe('no-reply@factoria.localhost');
  });

  it('marks a document that is not a mail as failed, once', async () => {
    const ref = await db.collection('mail').add({ to: 'nobody', kind: 'broken', accountId, createdAt: Date.now() });
    const delivery = await eventually(async () => {
      const state = (await ref.get()).get('delivery') as { state: string } | undefined;
      return state?.state === 'ERROR' ? state : null;
    }, 30_000, 'the broken mail marked');
    expect(delivery).toMatchObject({ state: 'ERROR', attempts: 1, error: 'mail/invalid-document' });
  });
});
