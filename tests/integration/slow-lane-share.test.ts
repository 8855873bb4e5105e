/**
 * Each agency's share of the slow lane (issue 13 finding 7, docs/decisions/1307): an agency
 * that sends many scans does not put another agency's scan behind all of them. The share's
 * transactions run against the emulated Firestore with the queueing recorded (the order is the
 * point, and real OCR times vary too much to show it), then real scans of two agencies go
 * through the pipeline and leave no place taken.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../scripts/lib/paths.ts';
import { db, eventually, uniqueId } from '../support/admin.ts';
import { agencyWithClient, createBatch, settledBatch, type Target, uploadObject } from './uploads-client.ts';
import type { InvoiceTask } from '../../functions/src/invoices/invoice-task.schema.ts';
import { enterSlowLane, leaveSlowLane, shareOf, SLOW_LANE_LEASE_MS } from '../../functions/src/invoices/slow-lane-share.ts';

const TASK: InvoiceTask = {
  bucket: 'b', objectPath: 'p', accountId: '', companyId: 'c', batchId: 'x', fileId: '', fileName: 'scan.pdf', size: 1, uploadedBy: 'u', uploadedAt: 1,
};

let scanFile: string;
let busy: Target;
let other: Target;

/** A one-page PDF holding only a photographed invoice: no text layer, so it needs OCR. */
async function scanPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const image = await pdf.embedPng(readFileSync(join(repoRoot, 'fixtures', 'invoices', 'F-2025-007.png')));
  const page = pdf.addPage([595, 842]);
  const scale = Math.min(595 / image.width, 842 / image.height);
  page.drawImage(image, { x: 0, y: 0, width: image.width * scale, height: image.height * scale });
  return pdf.save();
}

beforeAll(async () => {
  scanFile = join(tmpdir(), `${uniqueId('scan')}.pdf`);
  writeFileSync(scanFile, await scanPdf());
  [busy, other] = await Promise.all([agencyWithClient('busy'), agencyWithClient('patient')]);
}, 120_000);

describe("an agency's share of the slow lane", () => {
  it('queues one file per account at a time on one slot, the others waiting oldest first, and gives places back', async () => {
    const queued: string[] = [];
    const deps = { db, slots: 1, enqueue: async (task: InvoiceTask) => void queued.push(task.fileId) };
    const account = uniqueId('share');
    const other = uniqueId('share-other');
    const task = (accountId: string, fileId: string) => ({ ...TASK, accountId, fileId });
    const t0 = Date.now();
    expect(await enterSlowLane(task(account, 'a1'), { ...deps, now: t0 })).toBe('queued');
    expect(await enterSlowLane(task(account, 'a2'), { ...deps, now: t0 + 1 })).toBe('waiting');
    expect(await enterSlowLane(task(account, 'a3'), { ...deps, now: t0 + 2 })).toBe('waiting');
    // Another agency is not behind the busy one's waiting files.
    expect(await enterSlowLane(task(other, 'b1'), { ...deps, now: t0 + 3 })).toBe('queued');
    // A second hand-over of a waiting file keeps its place; of a running one queues it again (idempotent by task id).
    expect(await enterSlowLane(task(account, 'a2'), { ...deps, now: t0 + 4 })).toBe('waiting');
    expect(await enterSlowLane(task(account, 'a1'), { ...deps, now: t0 + 5 })).toBe('queued');
    expect(queued).toEqual(['a1', 'b1', 'a1']);

    await leaveSlowLane(task(account, 'a1'), { ...deps, now: t0 + 10 });
    expect(queued.at(-1)).toBe('a2');
    await leaveSlowLane(task(account, 'a2'), { ...deps, now: t0 + 20 });
    expect(queued.at(-1)).toBe('a3');
    await leaveSlowLane(task(account, 'a3'), { ...deps, now: t0 + 30 });
    expect(queued).toEqual(['a1', 'b1', 'a1', 'a2', 'a3']);
    const share = await db.doc(`slowLane/${account}`).get();
    expect(share.get('running')).toEqual({});
    expect((await db.collection(`slowLane/${account}/waiting`).get()).size).toBe(0);
  });

  it('takes back the place of a file whose task died once its lease has ended', async () => {
    const queued: string[] = [];
    const deps = { db, slots: 1, enqueue: async (task: InvoiceTask) => void queued.push(task.fileId) };
    const account = uniqueId('share-dead');
    const t0 = Date.now();
    await enterSlowLane({ ...TASK, accountId: account, fileId: 'dead' }, { ...deps, now: t0 });
    expect(await enterSlowLane({ ...TASK, accountId: account, fileId: 'next' }, { ...deps, now: t0 + 1 })).toBe('waiting');
    expect(await enterSlowLane({ ...TASK, accountId: account, fileId: 'later' }, { ...deps, now: t0 + SLOW_LANE_LEASE_MS + 1 })).toBe('waiting');
    // The dead file's lease ended: the oldest waiting file got its place at that hand-over.
    expect(queued).toEqual(['dead', 'next']);
  });

  it("gives a quarter of the lane's slots to each account, one at least", () => {
    expect([1, 2, 4, 8, 20].map(shareOf)).toEqual([1, 1, 1, 2, 5]);
  });

  it('reads every scan of two agencies through the pipeline and leaves no place taken', async () => {
    const many = await createBatch(busy, 3);
    const one = await createBatch(other, 1);
    await Promise.all([
      ...many.fileIds.map((fileId, index) => uploadObject(busy, many.batchId, fileId, scanFile, `scan-${index}.pdf`)),
      uploadObject(other, one.batchId, one.fileIds[0]!, scanFile, 'scan.pdf'),
    ]);
    await Promise.all([settledBatch(busy.accountId, many.batchId), settledBatch(other.accountId, one.batchId)]);
    for (const target of [busy, other]) {
      const share = await eventually(async () => {
        const snapshot = await db.doc(`slowLane/${target.accountId}`).get();
        return snapshot.exists && Object.keys(snapshot.get('running') ?? {}).length === 0 ? snapshot : null;
      }, 60_000, 'the running files released');
      expect(share.exists).toBe(true);
      expect((await db.collection(`slowLane/${target.accountId}/waiting`).get()).size).toBe(0);
    }
  }, 300_000);
});
