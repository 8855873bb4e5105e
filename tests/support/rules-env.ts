import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { initializeTestEnvironment, type RulesTestContext, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/firestore';
import { repoRoot } from '../../scripts/lib/paths.ts';
import { host, ports, projectId } from './stack.ts';

// Denied requests are the point of these tests; the SDK need not log each one.
setLogLevel('silent');

export function rulesEnvironment(): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId,
    firestore: { host, port: ports.firestore, rules: readFileSync(join(repoRoot, 'firestore.rules'), 'utf8') },
    storage: { host, port: ports.storage, rules: readFileSync(join(repoRoot, 'storage.rules'), 'utf8') },
  });
}

export const AGENCY = 'agency-a';
export const OTHER_AGENCY = 'agency-b';
export const COMPANY = 'company-1';
export const OTHER_COMPANY = 'company-2';

/** Every persona the rules must tell apart (STYLE.md: tests). */
export function personas(env: RulesTestEnvironment) {
  const verified = { email_verified: true };
  return {
    owner: (): RulesTestContext => env.authenticatedContext('owner-a', { ...verified, accountId: AGENCY, role: 'owner' }),
    staff: (): RulesTestContext => env.authenticatedContext('staff-a', { ...verified, accountId: AGENCY, role: 'staff' }),
    otherAgency: (): RulesTestContext =>
      env.authenticatedContext('owner-b', { ...verified, accountId: OTHER_AGENCY, role: 'owner' }),
    client: (): RulesTestContext =>
      env.authenticatedContext('client-a1', { ...verified, accountId: AGENCY, role: 'client', companyId: COMPANY }),
    admin: (): RulesTestContext => env.authenticatedContext('admin', { ...verified, admin: true }),
    unverified: (): RulesTestContext =>
      env.authenticatedContext('owner-a', { email_verified: false, accountId: AGENCY, role: 'owner' }),
    signedOut: (): RulesTestContext => env.unauthenticatedContext(),
  };
}
