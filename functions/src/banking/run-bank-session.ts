/**
 * Processes one queued bank session: reads its files and the company's invoices, runs the
 * reconciliation engine (domain/banking), writes lines, matches, book items and the business
 * analysis (analysis/current), then finishes the session (done or failed, with its notice and
 * email). A refused file (unknown layout,
 * broken balance chain, too many rows...) fails the session with the engine's reason and writes
 * no line. Safe to run twice: see write-session.ts and finish-session.ts.
 */
import { reconcileSession } from '@factoria/domain/banking/reconcile-session';
import type { Firestore } from 'firebase-admin/firestore';
import type { Storage } from 'firebase-admin/storage';
import { downloadSessionFiles, loadKnownInvoices } from './session-inputs';
import { sessionRecords } from './session-records';
import { finishSession, type Finish } from './finish-session';
import { computeAnalysisDocs, writeAnalysis } from './session-analysis';
import { writeSessionRecords } from './write-session';

export interface RunOptions {
  appUrl: string;
  now?: () => number;
}

export type RunOutcome = 'done' | 'failed' | 'skipped' | 'already-finished';

export interface RunReport {
  outcome: RunOutcome;
  code?: string;
  lines?: number;
  analysis?: 'written' | 'skipped' | 'failed';
  ms?: { read: number; reconcile: number; write: number; analysis: number };
}

export async function runBankSession(db: Firestore, storage: Storage, ids: { accountId: string; sessionId: string }, options: RunOptions): Promise<RunReport> {
  const now = options.now ?? Date.now;
  const sessionRef = db.doc(`accounts/${ids.accountId}/bankSessions/${ids.sessionId}`);
  const session = await sessionRef.get();
  if (!session.exists || !['queued', 'processing'].includes(session.get('status') as string)) return { outcome: 'skipped' };
  const companyId = session.get('companyId') as string;
  const company = await db.doc(`accounts/${ids.accountId}/companies/${companyId}`).get();
  const base: Omit<Finish, 'fields' | 'outcome'> = {
    accountId: ids.accountId, sessionId: ids.sessionId, companyId,
    companyName: (company.get('name') as string | undefined) ?? '', createdBy: session.get('createdBy') as string,
    appUrl: options.appUrl, now: now(),
  };
  const fail = async (code: string, fields: Record<string, unknown> = {}) => {
    const finished = await finishSession(db, { ...base, now: now(), fields: { failure: fields.failure ?? { kind: 'session', code }, ...fields }, outcome: { status: 'failed', code } });
    return { outcome: finished === 'finished' ? 'failed' : 'already-finished', code } as RunReport;
  };
  // Inactive companies are refused like invoice uploads.
  if (company.get('status') !== 'active') return fail('bank/company-not-active');

  const progress = async (step: string, percent: number) => {
    await sessionRef.update({ status: 'processing', progress: { step, percent } });
  };
  const started = performance.now();
  await sessionRef.update({ status: 'processing', startedAt: now(), companyName: base.companyName, progress: { step: 'reading', percent: 5 } });
  const downloaded = await downloadSessionFiles(storage.bucket(), ids.accountId, ids.sessionId, session);
  if ('failure' in downloaded) return fail(downloaded.failure.code, { failure: downloaded.failure });
  const taxId = (company.get('taxId') as string | undefined) ?? null;
  const known = await loadKnownInvoices(db, ids.accountId, companyId, taxId);
  const read = performance.now();

  await progress('matching', 25);
  const result = await reconcileSession({ files: downloaded.files, knownInvoices: known, ...(taxId ? { companyTaxId: taxId } : {}) });
  const reconciled = performance.now();
  const announced = (session.get('files') ?? {}) as Record<string, object>;
  const files = Object.fromEntries(
    result.files.map((file) => [file.kind, { ...announced[file.kind], format: file.format, bank: file.bank, rows: file.rows, issues: file.issues.slice(0, 50).map(({ code, row }) => (row === undefined ? { code } : { code, row })) }]),
  );
  if (result.failure) return fail(result.failure.code, { failure: result.failure, files });

  const records = sessionRecords(result, known);
  await progress('writing', 40);
  await writeSessionRecords(db, sessionRef, records, (written, total) => progress('writing', 40 + Math.floor((55 * written) / total)));
  const written = performance.now();
  // The analysis is written before the session turns done, so a done session has one; a bug in
  // it must not fail the reconciliation (the next decision computes it again).
  let analysis: RunReport['analysis'] = 'written';
  try {
    const stored = computeAnalysisDocs(result, known, result.matches.filter((m) => m.tier === 'auto'), [], taxId);
    if (stored) await writeAnalysis(db, sessionRef, stored, base.now, now());
    else analysis = 'skipped';
  } catch {
    analysis = 'failed';
  }
  const analysed = performance.now();
  const finished = await finishSession(db, {
    ...base,
    now: now(),
    fields: {
      files, summary: records.summary, period: records.period, failure: null,
      bank: result.statement?.bank ?? null, iban: result.statement?.iban ?? null,
    },
    outcome: { status: 'done', summary: records.summary },
  });
  return {
    outcome: finished === 'finished' ? 'done' : 'already-finished',
    lines: records.lines.size,
    analysis,
    ms: { read: Math.round(read - started), reconcile: Math.round(reconciled - read), write: Math.round(written - reconciled), analysis: Math.round(analysed - written) },
  };
}
