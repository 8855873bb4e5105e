import type { FileFormat, FileIssue } from '../types';

/** What a reader returns: what it recognised, or a refusal with a reason code (and row, when known). */
export type ReadResult<T> =
  | { ok: true; value: T; format: FileFormat; bank: string | null; rows: number; issues: FileIssue[] }
  | { ok: false; code: string; row?: number; format: FileFormat | null };

export function refuse(code: string, format: FileFormat | null, row?: number): ReadResult<never> {
  return row === undefined ? { ok: false, code, format } : { ok: false, code, format, row };
}

/** Limits every reader enforces before doing any work. */
export const MAX_FILE_BYTES = 25 * 1024 * 1024;
export const MAX_ROWS = 50_000;
