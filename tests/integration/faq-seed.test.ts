/** The seedFaq callable through the Functions emulator: the administrator seeds, nobody else. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAQ_ENTRIES } from '../../functions/src/faq/faq-entries.ts';
import { createAgency, createUser } from '../../scripts/lib/agency-builder.ts';
import { app, db, uniqueId } from '../support/admin.ts';
import { type CallableClient, refusal, signedInClient } from '../support/callables.ts';

const password = 'faq-password';
let admin: CallableClient;
let owner: CallableClient;

beforeAll(async () => {
  const id = uniqueId('faq');
  await createUser(app, { email: `admin-${id}@factoria.test`, password, username: 'Admin' }, { admin: true });
  await createAgency(app, { accountId: id, name: 'FAQ Agency', owner: { email: `owner-${id}@factoria.test`, password, username: 'Owner' } });
  admin = await signedInClient(`admin-${id}@factoria.test`, password);
  owner = await signedInClient(`owner-${id}@factoria.test`, password);
});

afterAll(async () => {
  await Promise.all([admin.close(), owner.close()]);
});

describe('seedFaq', () => {
  it('refuses an agency user', async () => {
    const failure = await owner.call('seedFaq', {}).then(
      () => null,
      (error: unknown) => refusal(error),
    );
    expect(failure).toEqual({ status: 'functions/permission-denied', code: 'faq/admin-only' });
  });

  it('lets the administrator write every shipped entry in both languages, in order, and drops retired ones', async () => {
    await db.doc('faq/retired-question').set({ order: 99, en: { question: 'Old?', answer: 'Old.' }, es: { question: '¿Vieja?', answer: 'Vieja.' }, updatedAt: 1 });
    expect(await admin.call<{ entries: number }>('seedFaq', {})).toEqual({ entries: FAQ_ENTRIES.length });
    const stored = await db.collection('faq').orderBy('order').get();
    expect(stored.docs.map((entry) => entry.id)).toEqual(FAQ_ENTRIES.map((entry) => entry.id));
    const first = stored.docs[0]?.data();
    expect(first?.en).toEqual(FAQ_ENTRIES[0]?.en);
    expect(first?.es).toEqual(FAQ_ENTRIES[0]?.es);
  });

  it('changes nothing but the time when run again', async () => {
    const before = (await db.collection('faq').orderBy('order').get()).docs.map((entry) => ({ id: entry.id, ...entry.data(), updatedAt: 0 }));
    await admin.call('seedFaq', {});
    const after = (await db.collection('faq').orderBy('order').get()).docs.map((entry) => ({ id: entry.id, ...entry.data(), updatedAt: 0 }));
    expect(after).toEqual(before);
  });
});
