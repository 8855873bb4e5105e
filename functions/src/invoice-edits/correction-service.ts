/**
 * Saves a user's correction of an invoice, in one transaction: the new values, the status and
 * issues derived again by the domain rules (the same `validateInvoice` the form runs live),
 * the correction in the invoice's history (who, when, what), and the counters it moves
 * (invoice-stats.ts: the company's, the processing day's and the batch's), accurate and with
 * errors when the status flips, corrected the first time a correction makes a flagged invoice
 * successful (`correctedAt` marks it, so it counts once).
 * A save delivered twice (same `requestId`) applies once; a save based on an older version
 * of the invoice than the stored one is refused as stale instead of undoing someone's work.
 * Every save teaches the agency's profile of the invoice's supplier at once, in the same
 * transaction (learnSupplier, issue 19): a correction with the user's values over what the engine
 * read, a save without changes with the values the user confirmed. An invoice is counted in a
 * profile once (`supplierLearned`): saving it again unchanged teaches nothing more, and a later
 * correction teaches its values without counting the invoice again.
 */
import { dayKeyIn } from '@factoria/domain/date/day-key';
import { InvoiceDataSchema, type InvoiceData } from '@factoria/domain/invoice/invoice.schema';
import { validateInvoice } from '@factoria/domain/invoice/validate-invoice';
import { roundCents } from '@factoria/domain/money/round-cents';
import type { SaveCorrectionInput, SaveCorrectionResult } from '@factoria/domain/records/invoice-edit.schema';
import { countersDelta } from '@factoria/domain/records/invoice-counters';
import { InvoiceRecordSchema, type Correction } from '@factoria/domain/records/invoice-record.schema';
import { learnedSupplierKey, learnSupplier } from '@factoria/domain/suppliers/learn-supplier';
import type { Firestore } from 'firebase-admin/firestore';
import * as v from 'valibot';
import type { Editor } from './authorize-editor';
import { diffInvoice, topLevelFields } from './diff-invoice';
import { InvoiceEditFailure } from './invoice-edit-error';
import { applyCounters, counterTargets } from './invoice-stats';
import { DEFAULT_TIME_ZONE } from '../invoices/admission';
import { readDocs, runTransaction } from '../lib/transactions';
import { profileOf, supplierProfileRef, writeLearnedInTransaction } from '../supplier-profiles/supplier-profile-store';

/** Amounts are stored in cents precision, whatever the form sent. */
export function normalizeData(data: InvoiceData): InvoiceData {
  return {
    ...data,
    total: data.total === null ? null : roundCents(data.total),
    vatLines: data.vatLines.map((line) => ({
      ...line,
      base: roundCents(line.base),
      cuota: roundCents(line.cuota),
      recargo: roundCents(line.recargo),
    })),
    irpf: data.irpf ? { rate: data.irpf.rate, amount: roundCents(data.irpf.amount) } : null,
    ...(data.outsideBase ? { outsideBase: data.outsideBase.map((item) => ({ ...item, amount: roundCents(item.amount) })) } : {}),
  };
}

export async function saveCorrection(
  db: Firestore,
  editor: Editor,
  input: SaveCorrectionInput,
  now = Date.now(),
): Promise<SaveCorrectionResult> {
  const account = db.doc(`accounts/${editor.accountId}`);
  const invoiceRef = account.collection('invoices').doc(input.invoiceId);
  return runTransaction(db, async (tx) => {
    const snapshot = await tx.get(invoiceRef);
    if (!snapshot.exists) throw new InvoiceEditFailure('invoice-edit/not-found');
    const invoice = v.parse(InvoiceRecordSchema, snapshot.data());
    if (invoice.corrections.some((correction) => correction.requestId === input.requestId)) {
      return { status: invoice.status, issues: invoice.issues, changed: true };
    }
    if (invoice.corrections.length !== input.baseCorrections) throw new InvoiceEditFailure('invoice-edit/stale');

    const companyRef = account.collection('companies').doc(invoice.companyId);
    const batchRef = account.collection('batches').doc(invoice.batchId);
    const before = v.parse(InvoiceDataSchema, invoice);
    const after = normalizeData(input.data);
    const profileKey = learnedSupplierKey(before, after);
    const profileRef = profileKey ? supplierProfileRef(account, profileKey) : null;
    const [company, accountSnapshot, batch, profileSnapshot] = profileRef
      ? await readDocs(tx, companyRef, account, batchRef, profileRef)
      : [...(await readDocs(tx, companyRef, account, batchRef)), null];
    const timeZone = (accountSnapshot.get('timeZone') as string | undefined) ?? DEFAULT_TIME_ZONE;
    const changes = diffInvoice(before, after);
    const counted = profileKey !== null && invoice.supplierLearned?.taxId === profileKey;
    const learn = () => {
      if (!profileRef || !profileKey) return {};
      const learned = learnSupplier(profileOf(profileSnapshot ?? null), invoice, after, now, { counted });
      if (learned) writeLearnedInTransaction(tx, profileRef, learned);
      return counted ? {} : { supplierLearned: { taxId: profileKey, at: now } };
    };
    if (Object.keys(changes).length === 0) {
      // The user confirmed the invoice as read: it teaches its supplier's profile, once.
      if (profileRef && !counted) tx.update(invoiceRef, learn());
      return { status: invoice.status, issues: invoice.issues, changed: false };
    }

    const { status, issues } = validateInvoice(after, {
      companyTaxId: (company.get('taxId') as string | undefined) ?? undefined,
      today: dayKeyIn(now, timeZone),
    });
    const wasAccurate = invoice.status === 'successful';
    const isAccurate = status === 'successful';
    const countsAsCorrected = isAccurate && !wasAccurate && invoice.correctedAt == null;
    const correction: Correction = { by: editor.uid, byName: editor.name, at: now, changes, requestId: input.requestId };
    // A value a person typed or confirmed is certain.
    const confidence = Object.fromEntries(topLevelFields(changes).map((field) => [field, 1]));

    tx.update(invoiceRef, {
      ...after,
      ...learn(),
      status,
      issues,
      hasErrors: !isAccurate,
      fieldConfidence: { ...invoice.fieldConfidence, ...confidence },
      corrections: [...invoice.corrections, correction],
      ...(countsAsCorrected ? { correctedAt: now } : {}),
    });
    const targets = counterTargets(invoiceRef, invoice, timeZone);
    const correctedAt = countsAsCorrected ? now : invoice.correctedAt;
    applyCounters(tx, { ...targets, batch: batch.exists ? batchRef : null }, countersDelta(invoice, { ...invoice, status, correctedAt }));
    return { status, issues, changed: true };
  });
}
