/**
 * The business analysis of a session (domain/banking/analysis), stored beside it at
 * `bankSessions/{s}/analysis/current` in its bounded form. Computed by the session's task when
 * it finishes, and again after every decision: the files are read again (no matching), the
 * settling matches and the lines marked "no document" come from the stored documents. Beside it,
 * `analysis/lines` keeps each line's classification for the web app's date ranges. A
 * recomputation based on older documents never overwrites a newer one (`basedOn`).
 */
import { analyseSessionLines } from '@factoria/domain/banking/analysis/analyse-session';
import { analysisInput, type LinkSource } from '@factoria/domain/banking/analysis/analysis-input';
import { MAX_LINES_BYTES, toAnalysisLines, type AnalysisLines } from '@factoria/domain/banking/analysis/range-analysis';
import { toStoredAnalysis, type StoredAnalysis } from '@factoria/domain/banking/analysis/stored-analysis';
import { reconcileSession } from '@factoria/domain/banking/reconcile-session';
import type { KnownInvoice, ReconcileResult } from '@factoria/domain/banking/types';
import type { BankMatch } from '@factoria/domain/records/bank-session.schema';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import type { Storage } from 'firebase-admin/storage';
import { runTransaction } from '../lib/transactions';
import { downloadSessionFiles, loadKnownInvoices } from './session-inputs';

export type StoredSessionAnalysis = StoredAnalysis & { basedOn: number; computedAt: number };

const SETTLING = new Set<BankMatch['state']>(['auto', 'accepted', 'forced']);

export const analysisRef = (session: DocumentReference) => session.collection('analysis').doc('current');

/** Each line's classification, read by the web app to compute a date range's figures. */
export const analysisLinesRef = (session: DocumentReference) => session.collection('analysis').doc('lines');

export interface AnalysisDocs {
  analysis: StoredAnalysis;
  /** Null when the classification would not fit a document (no date ranges for the session). */
  lines: AnalysisLines | null;
}

export function computeAnalysisDocs(result: ReconcileResult, known: KnownInvoice[], settled: LinkSource[], noDocumentRows: number[], companyTaxId: string | null): AnalysisDocs | null {
  if (!result.statement) return null;
  const { analysis, lines, lastYear } = analyseSessionLines(
    analysisInput({
      statement: result.statement, lastYear: result.lastYear, diary: result.diary, register: result.invoices,
      known, settled, noDocumentRows, companyTaxId,
    }),
  );
  const classified = toAnalysisLines(lines, result.lastYear ? lastYear : null, result.diary);
  return { analysis: toStoredAnalysis(analysis), lines: JSON.stringify(classified).length <= MAX_LINES_BYTES ? classified : null };
}

export function computeAnalysis(result: ReconcileResult, known: KnownInvoice[], settled: LinkSource[], noDocumentRows: number[], companyTaxId: string | null): StoredAnalysis | null {
  return computeAnalysisDocs(result, known, settled, noDocumentRows, companyTaxId)?.analysis ?? null;
}

/** Both documents together, so the lines always belong to the analysis shown. */
export async function writeAnalysis(db: Firestore, session: DocumentReference, docs: AnalysisDocs, basedOn: number, now: number): Promise<boolean> {
  const ref = analysisRef(session);
  return runTransaction(db, async (tx) => {
    const current = await tx.get(ref);
    if (current.exists && Number(current.get('basedOn')) > basedOn) return false;
    tx.set(ref, { ...docs.analysis, basedOn, computedAt: now });
    if (docs.lines) tx.set(analysisLinesRef(session), { ...docs.lines, basedOn });
    else tx.delete(analysisLinesRef(session));
    return true;
  });
}

/** Recomputes a finished session's analysis from its files and its stored matches. */
export async function refreshSessionAnalysis(db: Firestore, storage: Storage, ids: { accountId: string; sessionId: string }, now: () => number = Date.now): Promise<'written' | 'stale' | 'skipped'> {
  const basedOn = now();
  const sessionRef = db.doc(`accounts/${ids.accountId}/bankSessions/${ids.sessionId}`);
  const session = await sessionRef.get();
  if (!session.exists || session.get('status') !== 'done') return 'skipped';
  const company = await db.doc(`accounts/${ids.accountId}/companies/${session.get('companyId') as string}`).get();
  const taxId = (company.get('taxId') as string | undefined) ?? null;
  const [downloaded, known, matches, noDocument] = await Promise.all([
    downloadSessionFiles(storage.bucket(), ids.accountId, ids.sessionId, session),
    loadKnownInvoices(db, ids.accountId, session.get('companyId') as string, taxId),
    sessionRef.collection('matches').select('bankRows', 'invoiceRows', 'invoiceIds', 'diaryRows', 'method', 'state', 'parts').get(),
    sessionRef.collection('lines').where('state', '==', 'no-document').select('row').get(),
  ]);
  if ('failure' in downloaded) return 'skipped';
  const result = await reconcileSession({ files: downloaded.files, skipMatching: true, ...(taxId ? { companyTaxId: taxId } : {}) });
  if (result.failure) return 'skipped';
  const settled = matches.docs.map((d) => d.data() as BankMatch).filter((m) => SETTLING.has(m.state));
  const stored = computeAnalysisDocs(result, known, settled, noDocument.docs.map((d) => Number(d.get('row'))), taxId);
  if (!stored) return 'skipped';
  return (await writeAnalysis(db, sessionRef, stored, basedOn, now())) ? 'written' : 'stale';
}
