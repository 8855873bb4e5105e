/** storage.rules for profile photos: `users/{uid}/avatar` (issue 4). */
import { assertFails, assertSucceeds, type RulesTestContext, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { personas, rulesEnvironment } from '../support/rules-env.ts';

let env: RulesTestEnvironment;
let as: ReturnType<typeof personas>;

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

async function upload(context: RulesTestContext, uid: string, options: { bytes?: Uint8Array; contentType?: string } = {}) {
  return await context.storage().ref(`users/${uid}/avatar`).put(options.bytes ?? png, { contentType: options.contentType ?? 'image/png' });
}

beforeAll(async () => {
  env = await rulesEnvironment();
  as = personas(env);
});
afterAll(() => env.cleanup());
beforeEach(async () => {
  await env.clearStorage();
  await env.withSecurityRulesDisabled(async (context) => {
    await context.storage().ref('users/owner-a/avatar').put(png, { contentType: 'image/png' });
  });
});

describe('users/{uid}/avatar', () => {
  it('lets a verified user upload and replace its own photo (PNG, JPEG, WebP)', async () => {
    await assertSucceeds(upload(as.owner(), 'owner-a'));
    await assertSucceeds(upload(as.owner(), 'owner-a', { contentType: 'image/jpeg' }));
    await assertSucceeds(upload(as.client(), 'client-a1', { contentType: 'image/webp' }));
  });
  it('refuses other types, files over 2 MB and empty files', async () => {
    await assertFails(upload(as.owner(), 'owner-a', { contentType: 'image/svg+xml' }));
    await assertFails(upload(as.owner(), 'owner-a', { contentType: 'application/pdf' }));
    await assertFails(upload(as.owner(), 'owner-a', { bytes: new Uint8Array(2 * 1024 * 1024 + 1) }));
    await assertFails(upload(as.owner(), 'owner-a', { bytes: new Uint8Array(0) }));
  });
  it("refuses someone else's photo, unverified users, the administrator and signed-out visitors", async () => {
    await assertFails(upload(as.otherAgency(), 'owner-a'));
    await assertFails(upload(as.admin(), 'owner-a'));
    await assertFails(upload(as.unverified(), 'owner-a'));
    await assertFails(upload(as.signedOut(), 'owner-a'));
  });
  it('lets the user and the administrator read it, nobody else', async () => {
    await assertSucceeds(as.owner().storage().ref('users/owner-a/avatar').getMetadata());
    await assertSucceeds(as.admin().storage().ref('users/owner-a/avatar').getMetadata());
    await assertFails(as.staff().storage().ref('users/owner-a/avatar').getMetadata());
    await assertFails(as.client().storage().ref('users/owner-a/avatar').getMetadata());
    await assertFails(as.signedOut().storage().ref('users/owner-a/avatar').getMetadata());
  });
  it('lets only the user delete it', async () => {
    await assertFails(as.otherAgency().storage().ref('users/owner-a/avatar').delete());
    await assertFails(as.unverified().storage().ref('users/owner-a/avatar').delete());
    await assertSucceeds(as.owner().storage().ref('users/owner-a/avatar').delete());
  });
});
