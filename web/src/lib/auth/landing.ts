/**
 * Where a signed-in user belongs, by role and account state (DESIGN.md section 4, spec
 * section 4), and which signed-in paths each may open. The `_authed` guard and the public
 * routes that signed-in users pass through (sign-in, sign-up, check-email) use it.
 */
import type { Session } from './session';

export const SETUP_STEPS = ['/client-setup', '/schedule-setup', '/finish-setup'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

/** What a client company's app user may open: its company's invoices and the upload of new ones. */
function clientMayOpen(pathname: string, companyId: string | undefined): boolean {
  if (pathname === '/invoices' || isUnder(pathname, '/upload')) return true;
  return companyId !== undefined && isUnder(pathname, `/invoices/${encodeURIComponent(companyId)}`);
}

function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function nextSetupStep(account: NonNullable<Session['account']>): SetupStep {
  if (account.clientCount === null) return '/client-setup';
  if (account.reportTime === null) return '/schedule-setup';
  return '/finish-setup';
}

/** The first screen of a signed-in user (a path with its search string). */
export function homePath(session: Session): string {
  const { claims, account } = session;
  if (!session.user) return '/sign-in';
  if (!session.emailVerified) return '/check-email';
  if (claims.admin && !claims.accountId) return '/admin';
  if (!claims.accountId) return '/sign-up';
  if (claims.role === 'client') return claims.companyId ? `/invoices?company=${encodeURIComponent(claims.companyId)}` : '/invoices';
  if (!account) return '/';
  if (account.status === 'registered') return '/check-email';
  if (account.status === 'email-confirmed' || account.status === 'setup') return nextSetupStep(account);
  return '/';
}

/** Null when the signed-in user may open `pathname`; otherwise where to send them instead. */
export function redirectFor(session: Session, pathname: string): string | null {
  const { claims, account } = session;
  const home = homePath(session);
  if (isUnder(pathname, '/admin')) return claims.admin && session.emailVerified ? null : home;
  if (!session.emailVerified || !claims.accountId) return home;
  if (claims.role === 'client') return clientMayOpen(pathname, claims.companyId) ? null : home;
  if (isUnder(pathname, '/change-email')) return null;
  if (!account) return null;
  const setupIndex = SETUP_STEPS.indexOf(pathname as SetupStep);
  switch (account.status) {
    case 'registered':
      return home;
    case 'email-confirmed':
    case 'setup':
      // Earlier steps stay open (to go back and change an answer); later ones wait.
      return setupIndex >= 0 && setupIndex <= SETUP_STEPS.indexOf(nextSetupStep(account)) ? null : home;
    case 'active':
      return setupIndex >= 0 ? home : null;
    default:
      // Awaiting approval or suspended: only the dashboard, which says so.
      return pathname === '/' ? null : '/';
  }
}
