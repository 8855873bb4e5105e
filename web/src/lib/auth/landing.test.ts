import type { User } from 'firebase/auth';
import { describe, expect, it } from 'vitest';
import { homePath, redirectFor } from './landing';
import type { AccountState, Session } from './session';

const user = { uid: 'u1', email: 'a@b.test' } as User;
const account = (status: AccountState['status'], clientCount: number | null = null, reportTime: string | null = null): AccountState => ({
  status,
  clientCount,
  reportTime,
  name: 'Gestoría',
  timeZone: 'Europe/Madrid',
});
const owner = (state: AccountState | null, emailVerified = true): Session => ({
  user,
  claims: { accountId: 'a1', role: 'owner' },
  emailVerified,
  account: state,
});

describe('homePath', () => {
  it('follows the account journey step by step', () => {
    expect(homePath(owner(account('registered'), false))).toBe('/check-email');
    expect(homePath(owner(account('registered')))).toBe('/check-email');
    expect(homePath(owner(account('email-confirmed')))).toBe('/client-setup');
    expect(homePath(owner(account('setup', 12)))).toBe('/schedule-setup');
    expect(homePath(owner(account('setup', 12, '08:00')))).toBe('/finish-setup');
    expect(homePath(owner(account('pending-approval', 12, '08:00')))).toBe('/');
    expect(homePath(owner(account('active', 12, '08:00')))).toBe('/');
  });

  it('sends administrators, client users and users without an account to their own places', () => {
    expect(homePath({ user, claims: { admin: true }, emailVerified: true, account: null })).toBe('/admin');
    expect(homePath({ user, claims: { accountId: 'a1', role: 'client', companyId: 'c 1' }, emailVerified: true, account: null })).toBe(
      '/invoices?company=c%201',
    );
    expect(homePath({ user, claims: {}, emailVerified: true, account: null })).toBe('/sign-up');
    expect(homePath({ user: null, claims: {}, emailVerified: false, account: null })).toBe('/sign-in');
  });
});

describe('redirectFor', () => {
  it('keeps an account in setup out of the dashboard and out of later steps', () => {
    const session = owner(account('setup', 12));
    expect(redirectFor(session, '/')).toBe('/schedule-setup');
    expect(redirectFor(session, '/invoices')).toBe('/schedule-setup');
    expect(redirectFor(session, '/client-setup')).toBeNull();
    expect(redirectFor(session, '/schedule-setup')).toBeNull();
    expect(redirectFor(session, '/finish-setup')).toBe('/schedule-setup');
    expect(redirectFor(session, '/change-email')).toBeNull();
  });

  it('shows an account awaiting approval only the dashboard, and an active one everything but setup', () => {
    const pending = owner(account('pending-approval', 12, '08:00'));
    expect(redirectFor(pending, '/')).toBeNull();
    expect(redirectFor(pending, '/invoices')).toBe('/');
    expect(redirectFor(pending, '/client-setup')).toBe('/');
    const active = owner(account('active', 12, '08:00'));
    expect(redirectFor(active, '/invoices')).toBeNull();
    expect(redirectFor(active, '/profile-settings/report-settings')).toBeNull();
    expect(redirectFor(active, '/finish-setup')).toBe('/');
    expect(redirectFor(active, '/admin/accounts')).toBe('/');
  });

  it('sends an unverified user to check the mailbox', () => {
    expect(redirectFor(owner(account('registered'), false), '/')).toBe('/check-email');
    expect(redirectFor(owner(account('active'), false), '/invoices')).toBe('/check-email');
  });

  it("limits a client user to its company's invoices and uploads", () => {
    const client: Session = { user, claims: { accountId: 'a1', role: 'client', companyId: 'c1' }, emailVerified: true, account: null };
    expect(redirectFor(client, '/invoices')).toBeNull();
    expect(redirectFor(client, '/invoices/c1/i1')).toBeNull();
    expect(redirectFor(client, '/upload')).toBeNull();
    expect(redirectFor(client, '/invoices/c2/i1')).toBe('/invoices?company=c1');
    expect(redirectFor(client, '/')).toBe('/invoices?company=c1');
    expect(redirectFor(client, '/clients')).toBe('/invoices?company=c1');
    expect(redirectFor(client, '/profile-settings')).toBe('/invoices?company=c1');
    expect(redirectFor(client, '/invoicesx')).toBe('/invoices?company=c1');
    expect(redirectFor(client, '/admin')).toBe('/invoices?company=c1');
  });

  it('opens the admin views to the administrator only', () => {
    const admin: Session = { user, claims: { admin: true }, emailVerified: true, account: null };
    expect(redirectFor(admin, '/admin/accounts')).toBeNull();
    expect(redirectFor(admin, '/')).toBe('/admin');
    expect(redirectFor(admin, '/invoices')).toBe('/admin');
  });
});
