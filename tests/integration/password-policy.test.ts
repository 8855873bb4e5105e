/**
 * The password minimum on the server (docs/decisions/1311-password-policy.md): the signUp
 * callable refuses a 6-character password with auth/weak-password (which the web app translates),
 * creates the user for a long enough one, and a sign-up sent straight to Firebase Auth, which
 * would skip that check, is refused by the beforeUserCreated blocking function.
 */
import { deleteApp } from 'firebase/app';
import { createUserWithEmailAndPassword, signInWithEmailAndPassword } from 'firebase/auth';
import { getAuth } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { app, db, uniqueId } from '../support/admin.ts';
import { connectClient, refusedWith, signedInClient } from '../support/callables.ts';

const userExists = async (email: string) =>
  getAuth(app)
    .getUserByEmail(email)
    .then(() => true, () => false);

describe('password policy', () => {
  it('refuses a 6-character password with auth/weak-password and creates the user for 8', async () => {
    const anonymous = await signedInClient(null);
    const email = `${uniqueId('weak')}@factoria.test`;
    try {
      expect(await refusedWith(anonymous.call('signUp', { email, password: 'abc123' }))).toEqual({
        status: 'functions/invalid-argument',
        code: 'auth/weak-password',
      });
      // Seven characters, one of them an emoji made of two UTF-16 units, is still too short.
      expect((await refusedWith(anonymous.call('signUp', { email, password: 'abcde🔑' }))).code).toBe('auth/weak-password');
      expect(await userExists(email)).toBe(false);

      const created = await anonymous.call('signUp', { email, password: 'long-enough' });
      expect(await userExists(email)).toBe(true);
      // The same address again gets the same answer (no account enumeration, issue 18); the
      // address's owner gets one email saying so, however often it is tried within the hour.
      expect(await anonymous.call('signUp', { email, password: 'another-one', language: 'en' })).toEqual(created);
      expect(await anonymous.call('signUp', { email, password: 'another-one' })).toEqual(created);
      const notices = await db.collection('mail').where('to', 'array-contains', email).get();
      expect(notices.docs.map((doc) => [doc.get('kind'), doc.get('message.subject')])).toEqual([['sign-up-existing', 'Your Factoría account']]);
    } finally {
      await anonymous.close();
    }
    const { app: web, auth } = connectClient('password');
    try {
      expect((await signInWithEmailAndPassword(auth, email, 'long-enough')).user.email).toBe(email);
    } finally {
      await deleteApp(web);
    }
  });

  it('refuses a sign-up sent straight to Firebase Auth, whatever its password', async () => {
    const { app: web, auth } = connectClient('direct');
    const email = `${uniqueId('direct')}@factoria.test`;
    try {
      await expect(createUserWithEmailAndPassword(auth, email, 'abc123')).rejects.toThrow();
      await expect(createUserWithEmailAndPassword(auth, email, 'long-enough-too')).rejects.toThrow(/sign-up-through-app|PERMISSION_DENIED|blocking/i);
      expect(await userExists(email)).toBe(false);
    } finally {
      await deleteApp(web);
    }
  });
});
