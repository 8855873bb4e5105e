import type { App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

/**
 * Grants or revokes the super administrator's custom claim (`admin: true`) on an existing
 * user, keeping any other claims. Never reachable from the app: only an operator with Admin
 * SDK credentials (or the local emulators) runs it.
 */
export async function setAdminClaim(app: App, email: string, grant: boolean): Promise<{ uid: string; claims: Record<string, unknown> }> {
  const auth = getAuth(app);
  const user = await auth.getUserByEmail(email);
  const { admin: _previous, ...others } = user.customClaims ?? {};
  const claims = grant ? { ...others, admin: true } : others;
  await auth.setCustomUserClaims(user.uid, claims);
  // A revoked administrator must not keep a valid session until the token expires.
  if (!grant) await auth.revokeRefreshTokens(user.uid);
  return { uid: user.uid, claims };
}
