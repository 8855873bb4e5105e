import { describe, expect, it } from 'vitest';
import type { OutboxFile } from '../../../lib/db/local-db';
import { fileState, finishedCount, isLocked, isSettled } from './file-state';

function file(overrides: Partial<OutboxFile> = {}): OutboxFile {
  return {
    fileId: 'f1', batchId: 'b1', accountId: 'a', companyId: 'c', name: 'a.pdf', size: 200, blob: new Blob([]),
    status: 'queued', bytesTransferred: 0, error: null, createdAt: 0, updatedAt: 0, ...overrides,
  };
}

describe('fileState', () => {
  it('shows the local upload state until the server has a word', () => {
    expect(fileState(file(), undefined, true)).toEqual({ kind: 'queued', offline: false });
    expect(fileState(file(), undefined, false)).toEqual({ kind: 'queued', offline: true });
    expect(fileState(file({ status: 'uploading', bytesTransferred: 50 }), undefined, true)).toEqual({ kind: 'uploading', percent: 25, offline: false });
    expect(fileState(file({ status: 'uploaded' }), undefined, true)).toEqual({ kind: 'processing' });
    expect(fileState(file({ status: 'failed', error: 'monthly-limit' }), undefined, true)).toEqual({ kind: 'upload-failed', error: 'monthly-limit' });
  });

  it("lets the server's result win, also over a cancel that came too late", () => {
    const processed = { kind: 'invoice', status: 'has-errors', number: 'F-1', duplicateOf: null } as const;
    expect(fileState(file({ status: 'cancelled' }), processed, true)).toEqual({ kind: 'processed', status: 'has-errors', duplicateOf: null });
    expect(fileState(file({ status: 'uploaded' }), { ...processed, duplicateOf: 'first' }, true)).toMatchObject({ duplicateOf: 'first' });
    expect(fileState(file({ status: 'uploaded' }), { kind: 'failed', code: 'pdf/encrypted' }, true)).toEqual({ kind: 'failed', code: 'pdf/encrypted' });
    expect(fileState(file({ status: 'uploaded' }), { kind: 'failed', code: 'upload/cancelled' }, true)).toEqual({ kind: 'cancelled' });
  });

  it('counts a file as settled once processed, failed or cancelled', () => {
    expect(isSettled({ kind: 'processing' })).toBe(false);
    expect(isSettled({ kind: 'processed', status: 'successful', duplicateOf: null })).toBe(true);
    expect(isSettled({ kind: 'cancelled' })).toBe(true);
  });

  it('offers the password only to a file that failed as protected', () => {
    expect(isLocked({ kind: 'failed', code: 'pdf/encrypted' })).toBe(true);
    expect(isLocked({ kind: 'failed', code: 'pdf/corrupt' })).toBe(false);
    expect(isLocked({ kind: 'processing' })).toBe(false);
  });

  it('says the batch is finished only when every file it sent has settled', () => {
    const done = { kind: 'processed', status: 'successful', duplicateOf: null } as const;
    expect(finishedCount([done, { kind: 'failed', code: 'pdf/corrupt' }, { kind: 'cancelled' }])).toBe(2);
    expect(finishedCount([done, { kind: 'processing' }])).toBeNull();
    expect(finishedCount([{ kind: 'cancelled' }])).toBeNull();
  });
});
