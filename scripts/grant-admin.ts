/**
 * `npm run grant-admin -- <email> [--revoke] [--project <firebase-project-id>]`
 *
 * Makes an existing user the super administrator (custom claim `admin: true`), or takes it
 * away with --revoke. Without --project it targets the local emulators of `npm start`
 * (FACTORIA_PORT_OFFSET shifts their ports); with --project it uses the Admin SDK's
 * application default credentials (`gcloud auth application-default login` or
 * GOOGLE_APPLICATION_CREDENTIALS). The user signs in again, or waits up to an hour for the
 * token refresh, to get the new claim.
 */
import { parseArgs } from 'node:util';
import { initializeApp } from 'firebase-admin/app';
import { setAdminClaim } from './lib/admin-claim.ts';
import { adminEmulatorEnv, portsWithOffset, readPortOffset } from './lib/emulator-ports.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { revoke: { type: 'boolean', default: false }, project: { type: 'string' } },
});
const email = positionals[0];
if (!email || positionals.length !== 1) {
  console.error('usage: npm run grant-admin -- <email> [--revoke] [--project <firebase-project-id>]');
  process.exit(2);
}

let projectId = values.project;
if (!projectId) {
  projectId = 'demo-factoria';
  Object.assign(process.env, adminEmulatorEnv(portsWithOffset(readPortOffset('FACTORIA_PORT_OFFSET', 0)), projectId));
}

try {
  const { uid } = await setAdminClaim(initializeApp({ projectId }), email, !values.revoke);
  console.log(`${values.revoke ? 'revoked' : 'granted'} the administrator claim: ${email} (${uid}) in ${projectId}`);
} catch (error) {
  const code = (error as { code?: string }).code;
  console.error(code === 'auth/user-not-found' ? `no user with the email ${email} in ${projectId}` : String(error));
  process.exit(1);
}
