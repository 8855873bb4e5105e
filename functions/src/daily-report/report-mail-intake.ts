/**
 * The daily report's "mail not processed" part (issue 17): the messages received at the
 * companies' intake addresses in the report's window that are still held for review or were
 * refused, counted per company and per reason. Released messages became invoices (listed with
 * them), discarded ones were dealt with: neither is counted.
 */
import type { DailyReportMail } from '@factoria/domain/records/daily-report.schema';
import type { InboxReason } from '@factoria/domain/records/email-intake.schema';
import type { DocumentReference } from 'firebase-admin/firestore';

export async function mailNotProcessed(account: DocumentReference, window: { from: number; to: number }, names: Map<string, string>): Promise<DailyReportMail[]> {
  const snapshot = await account
    .collection('inbox')
    .where('receivedAt', '>', window.from)
    .where('receivedAt', '<=', window.to)
    .select('companyId', 'outcome', 'reason')
    .get();
  const byCompany = new Map<string, { held: number; refused: number; reasons: Map<InboxReason, number> }>();
  for (const doc of snapshot.docs) {
    const outcome = doc.get('outcome') as string;
    if (outcome !== 'held' && outcome !== 'refused') continue;
    const companyId = String(doc.get('companyId'));
    const entry = byCompany.get(companyId) ?? { held: 0, refused: 0, reasons: new Map() };
    entry[outcome] += 1;
    const reason = doc.get('reason') as InboxReason | null;
    if (reason) entry.reasons.set(reason, (entry.reasons.get(reason) ?? 0) + 1);
    byCompany.set(companyId, entry);
  }
  return [...byCompany.entries()]
    .map(([companyId, entry]) => ({
      companyId,
      companyName: names.get(companyId) ?? companyId,
      held: entry.held,
      refused: entry.refused,
      reasons: [...entry.reasons.entries()].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason)),
    }))
    .sort((a, b) => b.held + b.refused - (a.held + a.refused) || a.companyName.localeCompare(b.companyName));
}
