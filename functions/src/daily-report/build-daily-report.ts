/**
 * Builds one account's daily report when it is due (its report time has passed today, in its
 * time zone) and not built yet. The report's id is its local day, and it is created in a
 * transaction that first checks it does not exist: two overlapping runs write it once. Its
 * window starts where the previous report ended, so no invoice is reported twice or skipped.
 * The clock is a parameter: tests build reports for any moment.
 */
import type { Language } from '@factoria/domain/records/account.schema';
import type { DailyReport } from '@factoria/domain/records/daily-report.schema';
import type { Mail } from '@factoria/domain/records/mail.schema';
import { isReportDue, localClock, reportId } from '@factoria/domain/daily-report/report-schedule';
import type { Firestore } from 'firebase-admin/firestore';
import { dailyReportMail } from './report-mail';
import { reportItems } from './report-items';
import { runTransaction } from '../lib/transactions';

export type BuildOutcome = 'built' | 'not-due' | 'already-built' | 'not-active';

const DAY_MS = 24 * 60 * 60 * 1000;
const DEFAULT_TIME_ZONE = 'Europe/Madrid';

export interface BuildOptions {
  /** Where the web app is served, for the link in the email. */
  appUrl: string;
}

async function windowStart(db: Firestore, accountId: string, now: number): Promise<number> {
  const previous = await db.collection(`accounts/${accountId}/dailyReports`).orderBy('to', 'desc').limit(1).get();
  const to = previous.docs[0]?.get('to') as number | undefined;
  return typeof to === 'number' && to < now ? to : now - DAY_MS;
}

async function ownerLanguage(db: Firestore, ownerUid: string | undefined): Promise<Language> {
  if (!ownerUid) return 'es';
  const owner = await db.doc(`users/${ownerUid}`).get();
  return owner.get('language') === 'en' ? 'en' : 'es';
}

export async function buildDailyReport(db: Firestore, accountId: string, now: number, options: BuildOptions): Promise<BuildOutcome> {
  const accountRef = db.doc(`accounts/${accountId}`);
  const account = await accountRef.get();
  if (account.get('status') !== 'active') return 'not-active';
  const timeZone = (account.get('timeZone') as string | undefined) ?? DEFAULT_TIME_ZONE;
  if (!isReportDue((account.get('reportTime') as string | null) ?? null, new Date(now), timeZone)) return 'not-due';
  const { day } = localClock(new Date(now), timeZone);
  const reportRef = accountRef.collection('dailyReports').doc(reportId(day));
  if ((await reportRef.get()).exists) return 'already-built';

  const from = await windowStart(db, accountId, now);
  const { counts, items, omitted, mail: notProcessed } = await reportItems(db, accountId, { from, to: now });
  const report: DailyReport = {
    day, timeZone, from, to: now, generatedAt: now, counts, items, omitted, mail: notProcessed, confirmedAt: null, confirmedBy: null,
  };
  const recipients = ((account.get('reportRecipients') ?? []) as string[]).filter((email) => email.includes('@'));
  const language = await ownerLanguage(db, account.get('ownerUid') as string | undefined);
  return runTransaction(db, async (tx) => {
    if ((await tx.get(reportRef)).exists) return 'already-built';
    tx.create(reportRef, report);
    if (recipients.length > 0) {
      const mail: Mail = {
        to: recipients,
        message: dailyReportMail(report, String(account.get('name') ?? ''), language, options.appUrl),
        kind: 'daily-report',
        accountId,
        createdAt: now,
      };
      // One mail per report: its id is the report's, so a retried run cannot queue it twice.
      tx.create(db.doc(`mail/daily-report-${accountId}-${reportId(day)}`), mail);
    }
    return 'built';
  });
}

/** Every active account whose report is due. One account's failure does not stop the others. */
export async function buildDueReports(db: Firestore, now: number, options: BuildOptions) {
  const accounts = await db.collection('accounts').where('status', '==', 'active').select('status').get();
  const built: string[] = [];
  const failed: { accountId: string; error: string }[] = [];
  for (const account of accounts.docs) {
    try {
      if ((await buildDailyReport(db, account.id, now, options)) === 'built') built.push(account.id);
    } catch (error) {
      failed.push({ accountId: account.id, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return { built, failed, accounts: accounts.size };
}
