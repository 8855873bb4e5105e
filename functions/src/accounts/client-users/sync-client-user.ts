/**
 * Keeps a client company's app user in step with the company's `appUser {enabled, email}`:
 * enabled with an address -> an Auth user with claims {accountId, role: 'client', companyId},
 * its profile, and one invitation mail with a password-setting link; disabled, changed or
 * deleted -> the previous user is disabled and the download URLs of what it could read stop
 * working (download-tokens.ts). Every step is idempotent (derived uid, mail id),
 * so a retried event repeats nothing that already happened.
 */
import type { ClientUser } from '@factoria/domain/records/client-user.schema';
import type { Language, UserProfile } from '@factoria/domain/records/account.schema';
import type { Mail } from '@factoria/domain/records/mail.schema';
import type { Auth, UserRecord } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { clientUid, normalizeEmail } from './client-uid';
import { revokeCompanyDownloadTokens, type DownloadTokenStore } from './download-tokens';
import { invitationLink, invitationMail } from './invitation-mail';

export interface ClientUserDeps {
  db: Firestore;
  auth: Auth;
  appUrl: string;
  /** Where download tokens are rotated when the user is disabled. */
  downloads: DownloadTokenStore;
}

export interface CompanyAppUser {
  name: string;
  enabled: boolean;
  email: string | null;
}

export type SyncOutcome = 'invited' | 'enabled' | 'unchanged' | 'disabled' | 'email-in-use' | 'email-invalid' | 'none';

export async function syncClientUser(
  deps: ClientUserDeps,
  target: { accountId: string; companyId: string },
  company: CompanyAppUser | null,
  now = Date.now(),
): Promise<SyncOutcome> {
  const { db } = deps;
  const markerRef = db.doc(`accounts/${target.accountId}/clientUsers/${target.companyId}`);
  const marker = (await markerRef.get()).data() as ClientUser | undefined;
  const wanted = company?.enabled ? normalizeEmail(company.email) : null;

  if (marker?.uid && marker.status === 'invited' && marker.email !== wanted) {
    await disableUser(deps.auth, marker.uid);
    // Before the marker: a retried event that finds the user disabled still revokes.
    await revokeCompanyDownloadTokens(deps.downloads, target);
    await markerRef.set({ ...marker, status: 'disabled', updatedAt: now } satisfies ClientUser);
    if (!wanted) return 'disabled';
  }
  if (!company?.enabled) return marker ? 'disabled' : 'none';
  if (!wanted) {
    await markerRef.set(failed(target.companyId, company.email ?? '', 'email-invalid', now));
    return 'email-invalid';
  }
  if (marker?.email === wanted && marker.status === 'invited') return 'unchanged';

  const uid = clientUid(target.accountId, target.companyId, wanted);
  const user = await findOrCreateUser(deps.auth, uid, wanted, company.name);
  if (user.uid !== uid) {
    await markerRef.set(failed(target.companyId, wanted, 'email-in-use', now));
    return 'email-in-use';
  }
  if (user.disabled) await deps.auth.updateUser(uid, { disabled: false });
  const claims = { accountId: target.accountId, role: 'client' as const, companyId: target.companyId };
  const current = user.customClaims ?? {};
  if (current.accountId !== claims.accountId || current.role !== claims.role || current.companyId !== claims.companyId) {
    await deps.auth.setCustomUserClaims(uid, claims);
  }
  await writeProfile(db, uid, { username: company.name.slice(0, 49), email: wanted, ...claims }, now);

  const mailId = `invitation-${uid}`;
  const mailed = await queueInvitation(deps, target.accountId, company.name, wanted, mailId, now);
  await markerRef.set({
    companyId: target.companyId,
    email: wanted,
    uid,
    status: 'invited',
    error: null,
    mailId,
    invitedAt: marker?.email === wanted && marker.invitedAt ? marker.invitedAt : now,
    updatedAt: now,
  } satisfies ClientUser);
  return mailed ? 'invited' : 'enabled';
}

async function writeProfile(
  db: Firestore,
  uid: string,
  fields: Pick<UserProfile, 'username' | 'email' | 'accountId' | 'companyId'> & { role: 'client' },
  now: number,
): Promise<void> {
  const ref = db.doc(`users/${uid}`);
  const existing = await ref.get();
  const profile: UserProfile = { photoURL: null, language: null, createdAt: now, ...fields };
  // A returning user keeps the photo and language they chose.
  await ref.set(existing.exists ? fields : profile, { merge: true });
}

function failed(companyId: string, email: string, error: ClientUser['error'], now: number): ClientUser {
  return { companyId, email, uid: null, status: 'failed', error, mailId: null, invitedAt: null, updatedAt: now };
}

async function disableUser(auth: Auth, uid: string): Promise<void> {
  try {
    await auth.updateUser(uid, { disabled: true });
    await auth.revokeRefreshTokens(uid);
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
  }
}

async function findOrCreateUser(auth: Auth, uid: string, email: string, name: string): Promise<UserRecord> {
  try {
    return await auth.getUserByEmail(email);
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
  }
  try {
    // No password: the invitation link lets the person choose one, which also verifies the address.
    return await auth.createUser({ uid, email, emailVerified: false, displayName: name.slice(0, 100) });
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code !== 'auth/email-already-exists' && code !== 'auth/uid-already-exists') throw error;
    return auth.getUserByEmail(email);
  }
}

/** Creates the invitation mail once; false when it was queued before (a repeated event). */
async function queueInvitation(
  deps: ClientUserDeps,
  accountId: string,
  companyName: string,
  email: string,
  mailId: string,
  now: number,
): Promise<boolean> {
  const mailRef = deps.db.doc(`mail/${mailId}`);
  if ((await mailRef.get()).exists) return false;
  const account = await deps.db.doc(`accounts/${accountId}`).get();
  const ownerUid = account.get('ownerUid') as string | undefined;
  const owner = ownerUid ? await deps.db.doc(`users/${ownerUid}`).get() : null;
  const language: Language = owner?.get('language') === 'en' ? 'en' : 'es';
  const firebaseLink = await deps.auth.generatePasswordResetLink(email);
  const mail: Mail = {
    to: [email],
    message: invitationMail({
      language,
      agencyName: String(account.get('name') ?? ''),
      companyName,
      link: invitationLink(deps.appUrl, firebaseLink),
    }),
    kind: 'invitation',
    accountId,
    createdAt: now,
  };
  try {
    await mailRef.create(mail);
    return true;
  } catch (error) {
    // 6 = ALREADY_EXISTS: a concurrent run queued it first.
    if ((error as { code?: number }).code === 6) return false;
    throw error;
  }
}
