/**
 * Hostile files through the real pipeline (issue 13, finding 7): each settles as a failure of
 * its batch within its bound and with a reason the app translates, nothing is half-written,
 * and a valid invoice another agency uploads at the same moment is visible within 5 s.
 * The 5 s is the issue's; the other bounds are the pipeline's own limits plus a margin for a
 * loaded two-core machine, stated where they are used.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getStorage } from 'firebase-admin/storage';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXTRACTION_DEFAULTS } from '../../domain/src/extraction/extraction-context.ts';
import { bombPdf } from '../../domain/src/extraction/testing/hostile-pdfs.ts';
import { repoRoot } from '../../scripts/lib/paths.ts';
import { app, db, eventually, uniqueId } from '../support/admin.ts';
import { host, ports, projectId } from '../support/stack.ts';
import { agencyWithClient, createBatch, settledBatch, type Target, uploadObject } from './uploads-client.ts';

const hostileFile = (name: string) => join(repoRoot, 'fixtures', 'hostile', name);
const generated = (name: string) => join(repoRoot, 'fixtures', 'invoices', 'generated', name);
const issueTexts = (language: string) =>
  JSON.parse(readFileSync(join(repoRoot, 'web', 'src', 'locales', language, 'issues.json'), 'utf8')) as Record<string, string>;

/** Refused by the upload trigger's check, before any extraction: well under a second of work each. */
const ADMISSION_BOUND_MS = 15_000;
/** The quick lane's limit (3 s), the engine's budget (45 s) and the grace before the worker is stopped (5 s). */
const EXTRACTION_LIMIT_MS = 3_000 + EXTRACTION_DEFAULTS.timeBudgetMs + 5_000;
/**
 * Plus the hand-over, a slow-lane process and its worker starting (pdf.js loads before the
 * file's clock starts: 1.5 s on an idle machine, 20 s at a load average of 20 on two cores) and
 * the recording.
 */
const EXTRACTION_BOUND_MS = EXTRACTION_LIMIT_MS + 60_000;
/** The issue's figure for the other agency's invoice. */
const OTHER_AGENCY_VISIBLE_MS = 5_000;

let bombFile: string;
let hostileAgency: Target;
let otherAgency: Target;

beforeAll(async () => {
  bombFile = join(tmpdir(), `${uniqueId('bomb')}.pdf`);
  writeFileSync(bombFile, await bombPdf(512));
  [hostileAgency, otherAgency] = await Promise.all([agencyWithClient('hostile'), agencyWithClient('other')]);
  // Warm-up: two files at once start both processes of the trigger and of the quick lane, so
  // the figure below is about waiting behind hostile files, not about starting processes.
  const warm = await createBatch(otherAgency, 2);
  await Promise.all(warm.fileIds.map((fileId) => uploadObject(otherAgency, warm.batchId, fileId, generated('GEN-001-classic.pdf'))));
  await settledBatch(otherAgency.accountId, warm.batchId);
}, 180_000);

const hostile = [
  { file: () => bombFile, name: 'bomb.pdf', code: 'pdf/too-complex', boundMs: ADMISSION_BOUND_MS },
  // Stopped by whichever limit it reaches first: the time budget, or the worker's heap when the
  // page's images are also read (a scan's supplier block): both settle it, translated, in bound.
  { file: () => hostileFile('operator-bomb.pdf'), name: 'operator-bomb.pdf', code: ['pdf/timeout', 'pdf/too-complex'], boundMs: EXTRACTION_BOUND_MS },
  { file: () => hostileFile('5000-pages.pdf'), name: '5000-pages.pdf', code: 'pdf/too-many-pages', boundMs: ADMISSION_BOUND_MS },
  { file: () => hostileFile('encrypted.pdf'), name: 'encrypted.pdf', code: 'pdf/encrypted', boundMs: ADMISSION_BOUND_MS },
  { file: () => hostileFile('truncated.pdf'), name: 'truncated.pdf', code: 'pdf/corrupt', boundMs: ADMISSION_BOUND_MS },
  { file: () => hostileFile('not-a-pdf.pdf'), name: 'not-a-pdf.pdf', code: 'pdf/not-a-pdf', boundMs: ADMISSION_BOUND_MS },
];

async function uploadTimed(target: Target, batchId: string, fileId: string, file: string, name: string): Promise<number> {
  await uploadObject(target, batchId, fileId, file, name);
  return Date.now();
}

describe('hostile files', () => {
  let batchId: string;
  let fileIds: string[];

  it('settle each within its bound with a translated reason while another agency\'s invoice is visible within 5 s', async () => {
    ({ batchId, fileIds } = await createBatch(hostileAgency, hostile.length));
    const other = await createBatch(otherAgency, 1);
    const otherInvoice = db.doc(`accounts/${otherAgency.accountId}/invoices/${other.fileIds[0]}`);
    const [uploadedAt, otherUploadedAt] = await Promise.all([
      Promise.all(hostile.map((entry, index) => uploadTimed(hostileAgency, batchId, fileIds[index]!, entry.file(), entry.name))),
      uploadTimed(otherAgency, other.batchId, other.fileIds[0]!, generated('GEN-002-summary-table.pdf'), 'GEN-002-summary-table.pdf'),
    ]);
    await eventually(async () => ((await otherInvoice.get()).exists ? true : null), 60_000, "the other agency's invoice");
    const otherLatency = Date.now() - otherUploadedAt;
    expect(otherLatency).toBeLessThan(OTHER_AGENCY_VISIBLE_MS);

    const batch = await eventually(async () => {
      const snapshot = await db.doc(`accounts/${hostileAgency.accountId}/batches/${batchId}`).get();
      return snapshot.get('pending') === 0 ? snapshot : null;
    }, EXTRACTION_BOUND_MS + 10_000, 'the hostile batch to settle');
    const [en, es] = [issueTexts('en'), issueTexts('es')];
    hostile.forEach((entry, index) => {
      const failure = batch.get(`failures.${fileIds[index]}`) as { code: string; at: number } | undefined;
      const codes: string[] = typeof entry.code === 'string' ? [entry.code] : entry.code;
      expect(codes, entry.name).toContain(failure?.code);
      const settledMs = failure!.at - uploadedAt[index]!;
      expect(settledMs, entry.name).toBeLessThan(entry.boundMs);
      expect(en[failure!.code], `en text of ${failure!.code}`).toBeTruthy();
      expect(es[failure!.code], `es text of ${failure!.code}`).toBeTruthy();
    });
  }, 300_000);

  it('leaves nothing half-written: every file settled once as a failure and the counters add up', async () => {
    const { accountId, companyId } = hostileAgency;
    const batch = await settledBatch(accountId, batchId);
    expect(batch.get('succeeded') + batch.get('failed')).toBe(batch.get('fileCount'));
    expect(batch.get('failed')).toBe(hostile.length);
    expect(batch.get('pending')).toBe(0);
    for (const fileId of fileIds) {
      const [outcome, invoice] = await Promise.all([
        db.doc(`accounts/${accountId}/batches/${batchId}/outcomes/${fileId}`).get(),
        db.doc(`accounts/${accountId}/invoices/${fileId}`).get(),
      ]);
      expect(outcome.get('kind')).toBe('failure');
      expect(invoice.exists).toBe(false);
    }
    const [account, company] = await Promise.all([db.doc(`accounts/${accountId}`).get(), db.doc(`accounts/${accountId}/companies/${companyId}`).get()]);
    expect(account.get('usage.invoicesThisMonth') ?? 0).toBe(0);
    expect(company.get('stats.processed') ?? 0).toBe(0);
  });

  it('does no work for a task delivered again after its file settled', async () => {
    const index = hostile.findIndex((entry) => entry.name === 'operator-bomb.pdf');
    const { accountId, companyId, uid } = hostileAgency;
    const fileId = fileIds[index]!;
    const task = {
      bucket: getStorage(app).bucket().name,
      objectPath: `accounts/${accountId}/companies/${companyId}/invoices/${batchId}/${fileId}.pdf`,
      accountId,
      companyId,
      batchId,
      fileId,
      fileName: 'operator-bomb.pdf',
      size: readFileSync(hostileFile('operator-bomb.pdf')).byteLength,
      uploadedBy: uid,
      uploadedAt: Date.now(),
    };
    for (const lane of ['processInvoice', 'processSlowInvoice']) {
      const started = Date.now();
      const response = await fetch(`http://${host}:${ports.functions}/${projectId}/europe-west1/${lane}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data: task }),
      });
      expect(response.ok).toBe(true);
      // Reading this file again takes the quick lane's 3 s limit at least, the slow lane's 50 s;
      // finding it settled takes a few document reads.
      expect(Date.now() - started, lane).toBeLessThan(2_500);
    }
    const batch = await db.doc(`accounts/${accountId}/batches/${batchId}`).get();
    expect(batch.get('failed')).toBe(hostile.length);
  }, 60_000);
});
