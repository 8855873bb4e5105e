import { getFirestore } from 'firebase-admin/firestore';
import { adminApp } from '../../scripts/lib/agency-builder.ts';
import { projectId } from './stack.ts';

export const app = adminApp(projectId);
export const db = getFirestore(app);

/** Polls until `read` returns a value (the pipeline is asynchronous), or fails after `timeoutMs`. */
export async function eventually<T>(read: () => Promise<T | undefined | null>, timeoutMs = 60_000, what = 'value'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined && value !== null) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export function uniqueId(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
}
