/** The `resolveDuplicate` callable (functions/src/invoices/resolve-duplicate.ts): keep both, or delete this copy to the trash. */
import type { ResolveDuplicateRequest, ResolveDuplicateResult } from '@factoria/domain/records/duplicate-requests.schema';
import { FunctionsError, httpsCallable } from 'firebase/functions';
import { functions } from '../../../lib/firebase/functions';

export type ResolveErrorKey = 'duplicate.errors.resolved' | 'duplicate.errors.offline' | 'duplicate.errors.failed';

export async function resolveDuplicate(request: ResolveDuplicateRequest): Promise<ResolveDuplicateResult> {
  return (await httpsCallable<ResolveDuplicateRequest, ResolveDuplicateResult>(functions, 'resolveDuplicate')(request)).data;
}

/** Why resolving was refused, as a key of the invoices namespace. */
export function resolveErrorKey(error: unknown): ResolveErrorKey {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return 'duplicate.errors.offline';
  const code = error instanceof FunctionsError ? (error.details as { code?: unknown } | undefined)?.code : undefined;
  // Not flagged (any more) or gone: someone resolved it already.
  if (code === 'storage/conflict' || code === 'storage/not-found') return 'duplicate.errors.resolved';
  return 'duplicate.errors.failed';
}
