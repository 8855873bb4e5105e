/**
 * Firebase Auth's own flows: sign-up, address verification, password reset and change, and
 * the email change that takes effect only once the new address is verified
 * (`verifyBeforeUpdateEmail`). The emails carry action codes our public routes handle.
 */
import {
  applyActionCode,
  checkActionCode,
  confirmPasswordReset,
  EmailAuthProvider,
  reauthenticateWithCredential,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  updatePassword,
  verifyBeforeUpdateEmail,
  verifyPasswordResetCode,
  type ActionCodeInfo,
  type User,
} from 'firebase/auth';
import type { Language } from '@factoria/domain/records/account.schema';
import { auth } from '../firebase/app';

function currentUser(): User {
  const user = auth.currentUser;
  if (!user?.email) throw Object.assign(new Error('not signed in'), { code: 'auth/user-signed-out' });
  return user;
}

/**
 * Creates the Auth user through the signUp callable, which checks the password on the server
 * (docs/decisions/1311-password-policy.md), signs in and sends the verification email. The
 * Functions SDK is loaded here, on use, so the sign-in screen does not carry it.
 *
 * The callable answers the same for an address that already has an account (its owner gets an
 * email instead); signing in then fails unless the password is the owner's, and the caller is
 * told only 'check your email' (null), as for a new address: nobody learns who has an account.
 */
export async function signUp(email: string, password: string, language: Language): Promise<User | null> {
  const [{ httpsCallable }, { functions }] = await Promise.all([import('firebase/functions'), import('../firebase/functions')]);
  await httpsCallable(functions, 'signUp')({ email, password, language });
  let user: User;
  try {
    ({ user } = await signInWithEmailAndPassword(auth, email, password));
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'auth/invalid-credential' || code === 'auth/wrong-password') return null;
    throw error;
  }
  if (!user.emailVerified) await sendEmailVerification(user);
  return user;
}

export async function resendVerification(): Promise<void> {
  await sendEmailVerification(currentUser());
}

export function requestPasswordReset(email: string): Promise<void> {
  return sendPasswordResetEmail(auth, email);
}

/** The address a reset code belongs to; fails when the code is invalid or expired. */
export function emailOfResetCode(code: string): Promise<string> {
  return verifyPasswordResetCode(auth, code);
}

export function resetPassword(code: string, password: string): Promise<void> {
  return confirmPasswordReset(auth, code, password);
}

export function inspectActionCode(code: string): Promise<ActionCodeInfo> {
  return checkActionCode(auth, code);
}

// React's strict mode runs effects twice; a code can be applied only once.
const applying = new Map<string, Promise<void>>();

export function applyCode(code: string): Promise<void> {
  let pending = applying.get(code);
  if (!pending) {
    pending = applyActionCode(auth, code);
    applying.set(code, pending);
  }
  return pending;
}

async function reauthenticate(currentPassword: string): Promise<User> {
  const user = currentUser();
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email ?? '', currentPassword));
  return user;
}

export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  const user = await reauthenticate(currentPassword);
  await updatePassword(user, newPassword);
}

/** Sends the verification link to the new address; the current one stays until it is opened. */
export async function requestEmailChange(currentPassword: string, newEmail: string): Promise<void> {
  const user = await reauthenticate(currentPassword);
  await verifyBeforeUpdateEmail(user, newEmail);
}

export function currentEmail(): string | null {
  return auth.currentUser?.email ?? null;
}

/** As Firebase Auth last reported it (call `refreshSession` first for the latest). */
export function currentUserVerified(): boolean {
  return auth.currentUser?.emailVerified === true;
}
