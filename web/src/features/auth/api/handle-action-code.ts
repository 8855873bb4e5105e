/**
 * The links in Firebase Auth's emails all arrive at one action URL (our confirming-email
 * route) with `mode` and `oobCode`: verify the address, confirm a change of address, undo
 * one, or reset the password (handled by its own screen). Each code is handled once, even
 * when React runs the effect twice.
 */
import { applyCode, currentEmail, inspectActionCode } from '../../../lib/auth/auth-actions';
import { refreshSession, signOut } from '../../../lib/auth/session';
import { confirmEmail } from './create-account';

export type ActionOutcome = { kind: 'reset-password' } | { kind: 'verified' | 'changed' | 'recovered'; email: string | null };

const handled = new Map<string, Promise<ActionOutcome>>();

export function handleActionCode(mode: string | undefined, code: string): Promise<ActionOutcome> {
  if (mode === 'resetPassword') return Promise.resolve({ kind: 'reset-password' });
  let outcome = handled.get(code);
  if (!outcome) {
    outcome = run(code);
    handled.set(code, outcome);
  }
  return outcome;
}

async function run(code: string): Promise<ActionOutcome> {
  const info = await inspectActionCode(code);
  if (info.operation === 'PASSWORD_RESET') return { kind: 'reset-password' };
  await applyCode(code);
  const email = info.data.email ?? null;
  if (info.operation === 'VERIFY_EMAIL') {
    if (email && currentEmail()?.toLowerCase() === email.toLowerCase()) {
      await refreshSession();
      // If this fails the account stays "registered" and the check-email screen, where the
      // router sends it, confirms it again.
      await confirmEmail().catch(() => undefined);
    }
    return { kind: 'verified', email };
  }
  // The address changed (or went back): the session of the old address is over.
  await signOut();
  return { kind: info.operation === 'RECOVER_EMAIL' ? 'recovered' : 'changed', email };
}
