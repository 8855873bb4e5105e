/**
 * The daily report: built once per day at the account's report time in its time zone, covering
 * what was processed since the previous report (nothing twice, nothing skipped), errors first,
 * with a mail queued to the report's recipients. The handler runs with a clock; the scheduled
 * function also answers the documented local trigger.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildDailyReport } from '../../functions/src/daily-report/build-daily-report.ts';
import { createAgency } from '../../scripts/lib/agency-builder.ts';
import { app, db, eventually, uniqueId } from '../support/admin.ts';
import { host, ports, projectId } from '../support/stack.ts';

const options = { appUrl: 'http://localhost:5173' };
let accountId: string;
let email: string;

const at = (iso: string) => new Date(iso).getTime();

function invoice(processedAt: string, status: string, overrides: Record<string, unknown> = {}) {
  return {
    companyId: 'acme',
    batchId: 'b-1',
    fileName: 'f.pdf',
    number: 'F-1',
    supplierTaxId: 'B12345674',
    status,
    issues: status === 'successful' ? [] : [{ field: 'vatLines[0].cuota', code: 'vat/cuota-mismatch', severity: 'error' }],
    processedAt: at(processedAt),
    ...overrides,
  };
}

beforeAll(async () => {
  accountId = uniqueId('report');
  email = `${accountId}@factoria.test`;
  await createAgency(app, {
    accountId,
    name: 'Report Agency',
    owner: { email, password: 'integration-1', username: 'Owner' },
    companies: [{ id: 'acme', name: 'Acme Suministros', taxId: 'B12345674', status: 'active' }],
  });
  await db.doc(`accounts/${accountId}`).update({ reportTime: '08:00', timeZone: 'Europe/Madrid', reportRecipients: [email] });
  const invoices = db.collection(`accounts/${accountId}/invoices`);
  await invoices.doc('too-old').set(invoice('2026-03-08T12:00:00Z', 'successful', { number: 'OLD' }));
  await invoices.doc('fine').set(invoice('2026-03-09T12:00:00Z', 'successful', { number: 'F-OK' }));
  await invoices.doc('wrong').set(invoice('2026-03-10T06:00:00Z', 'has-errors', { number: 'F-BAD' }));
  // A second copy of F-OK, flagged as a possible duplicate of it (issue 18, item 8).
  await invoices.doc('copy').set(invoice('2026-03-09T18:00:00Z', 'successful', { number: 'F-OK', duplicateOf: 'fine' }));
  await db.doc(`accounts/${accountId}/batches/b-1`).set({
    companyId: 'acme',
    createdAt: at('2026-03-10T05:00:00Z'),
    failures: { 'f-x': { fileName: 'scan.pdf', code: 'pdf/encrypted', at: at('2026-03-10T05:30:00Z') } },
  });
});

describe('daily report', () => {
  it('is not built before the report time of the account', async () => {
    // 07:55 in Madrid (UTC+1 in March).
    expect(await buildDailyReport(db, accountId, at('2026-03-10T06:55:00Z'), options)).toBe('not-due');
    expect((await db.doc(`accounts/${accountId}/dailyReports/20260310`).get()).exists).toBe(false);
  });

  it('lists what was processed in the last day, errors first, and queues the mail once', async () => {
    expect(await buildDailyReport(db, accountId, at('2026-03-10T07:05:00Z'), options)).toBe('built');
    const report = await db.doc(`accounts/${accountId}/dailyReports/20260310`).get();
    expect(report.get('counts')).toEqual({ processed: 3, successful: 2, withErrors: 1, failed: 1, duplicates: 1 });
    const items = report.get('items') as { number: string | null; status: string; errors: string[]; companyName: string; taxId: string | null; duplicateOf: string | null }[];
    // Failures, then what needs a look (errors, possible duplicates) in processing order, then the rest.
    expect(items.map((item) => [item.status, item.duplicateOf])).toEqual([['failed', null], ['successful', 'fine'], ['has-errors', null], ['successful', null]]);
    expect(items[0]).toMatchObject({ number: null, errors: ['pdf/encrypted'], companyName: 'Acme Suministros' });
    expect(items[1]).toMatchObject({ number: 'F-OK', duplicateOf: 'fine' });
    expect(items[2]).toMatchObject({ number: 'F-BAD', taxId: 'B12345674', errors: ['vat/cuota-mismatch'] });
    expect(items.some((item) => item.number === 'OLD')).toBe(false);
    expect(report.get('confirmedAt')).toBeNull();

    const mail = await db.doc(`mail/daily-report-${accountId}-20260310`).get();
    expect(mail.get('to')).toEqual([email]);
    expect(mail.get('kind')).toBe('daily-report');
    expect(mail.get('message.text')).toContain('F-BAD');

    expect(await buildDailyReport(db, accountId, at('2026-03-10T07:20:00Z'), options)).toBe('already-built');
  });

  it('starts the next report where the previous one ended', async () => {
    const invoices = db.collection(`accounts/${accountId}/invoices`);
    await invoices.doc('edge').set(invoice('2026-03-10T07:05:00Z', 'successful', { number: 'EDGE' }));
    await invoices.doc('next').set(invoice('2026-03-10T10:00:00Z', 'successful', { number: 'NEXT' }));
    expect(await buildDailyReport(db, accountId, at('2026-03-11T07:10:00Z'), options)).toBe('built');
    const report = await db.doc(`accounts/${accountId}/dailyReports/20260311`).get();
    expect(report.get('from')).toBe(at('2026-03-10T07:05:00Z'));
    const numbers = (report.get('items') as { number: string }[]).map((item) => item.number);
    expect(numbers).toEqual(['NEXT']);
  });

  it('runs from the scheduled function through the documented local trigger', async () => {
    const due = uniqueId('due');
    await createAgency(app, { accountId: due, name: 'Due', owner: { email: `${due}@factoria.test`, password: 'integration-1', username: 'D' } });
    await db.doc(`accounts/${due}`).update({ reportTime: '00:00', timeZone: 'Europe/Madrid' });
    const response = await fetch(`http://${host}:${ports.functions}/${projectId}/europe-west1/buildDailyReports-0`, { method: 'POST' });
    expect(response.ok).toBe(true);
    const reports = await eventually(async () => {
      const snapshot = await db.collection(`accounts/${due}/dailyReports`).get();
      return snapshot.size > 0 ? snapshot : null;
    }, 30_000, 'a report of the due account');
    expect(reports.size).toBe(1);
  });
});
