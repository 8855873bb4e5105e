/**
 * Download URLs (the web SDK's getDownloadURL) carry a token kept in the object's metadata
 * (`firebaseStorageDownloadTokens`): whoever holds the URL reads the object, signed in or not,
 * for as long as the token exists, whatever happens to the user who fetched it. So when a
 * client company's app user is disabled or removed, every object that user could read gets
 * its tokens rotated: a new one is created first (the agency's own next getDownloadURL keeps
 * working), then every older one is deleted, and URLs handed out before answer 403.
 *
 * What a client user reads (storage.rules): its company's uploaded invoices
 * (`accounts/{a}/companies/{c}/invoices/...`) and the agency's documents whose object metadata
 * names the company (`accounts/{a}/documents/...`, metadata `companyId`). Tokens are rotated
 * through the Firebase Storage API (`create_token` / `delete_token`, what the console's
 * "revoke" does; the Storage emulator implements the same), because a metadata write through
 * Cloud Storage adds tokens on the emulator instead of replacing them. See docs/uploads.md.
 */

export interface StoredObject {
  name: string;
  /** Custom metadata of the object. */
  metadata: Record<string, unknown>;
}

export interface DownloadTokenStore {
  list(prefix: string): Promise<StoredObject[]>;
  createToken(name: string): Promise<void>;
  deleteToken(name: string, token: string): Promise<void>;
}

export function tokensOf(object: StoredObject): string[] {
  const value = object.metadata.firebaseStorageDownloadTokens;
  return typeof value === 'string' ? value.split(',').filter(Boolean) : [];
}

/** The objects a client user of the company can read. */
export async function companyReadableObjects(store: DownloadTokenStore, accountId: string, companyId: string): Promise<StoredObject[]> {
  const invoices = await store.list(`accounts/${accountId}/companies/${companyId}/invoices/`);
  const documents = await store.list(`accounts/${accountId}/documents/`);
  return [...invoices, ...documents.filter((object) => object.metadata.companyId === companyId)];
}

/** Rotates the download tokens of every object the company's client user could read; how many. */
export async function revokeCompanyDownloadTokens(store: DownloadTokenStore, target: { accountId: string; companyId: string }): Promise<number> {
  const objects = await companyReadableObjects(store, target.accountId, target.companyId);
  let revoked = 0;
  for (const object of objects) {
    const tokens = tokensOf(object);
    if (tokens.length === 0) continue;
    await store.createToken(object.name);
    for (const token of tokens) await store.deleteToken(object.name, token);
    revoked += 1;
  }
  return revoked;
}
