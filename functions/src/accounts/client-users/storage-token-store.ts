/**
 * The DownloadTokenStore of download-tokens.ts on Cloud Storage: objects listed with the Admin
 * SDK, tokens created and deleted through the Firebase Storage API (`/v0/b/{bucket}/o/{name}`
 * with `create_token=true` or `delete_token={token}`), as an administrator: the Admin app's
 * access token, or `Bearer owner` on the Storage emulator (its administrator credential).
 */
import type { Storage } from 'firebase-admin/storage';
import type { DownloadTokenStore } from './download-tokens';

interface Credentials {
  getAccessToken(): Promise<{ access_token: string }>;
}

export function storageTokenStore(storage: Storage, credential: Credentials | undefined): DownloadTokenStore {
  const bucket = storage.bucket();
  // Set by the emulator suite in the functions' environment; not a configuration value.
  const emulatorHost = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  const origin = emulatorHost ? `http://${emulatorHost.replace(/^https?:\/\//, '')}` : 'https://firebasestorage.googleapis.com';

  async function authorization(): Promise<string> {
    if (emulatorHost) return 'Bearer owner';
    if (!credential) throw new Error('no credential to rotate download tokens');
    return `Bearer ${(await credential.getAccessToken()).access_token}`;
  }

  async function tokenRequest(name: string, query: string): Promise<void> {
    const url = `${origin}/v0/b/${encodeURIComponent(bucket.name)}/o/${encodeURIComponent(name)}?${query}`;
    const response = await fetch(url, { method: 'POST', headers: { Authorization: await authorization() } });
    // 404: the object went away meanwhile; nothing is left to read.
    if (!response.ok && response.status !== 404) throw new Error(`download token request answered ${response.status}`);
  }

  return {
    async list(prefix) {
      const [files] = await bucket.getFiles({ prefix });
      return files.map((file) => ({ name: file.name, metadata: (file.metadata.metadata ?? {}) as Record<string, unknown> }));
    },
    createToken: (name) => tokenRequest(name, 'create_token=true'),
    deleteToken: (name, token) => tokenRequest(name, `delete_token=${encodeURIComponent(token)}`),
  };
}
