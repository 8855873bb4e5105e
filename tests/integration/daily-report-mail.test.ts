/**
 * Mail that did not become invoices in the daily report (issue 17): the messages received at the
 * companies' intake addresses in the report's window that are held for review or were refused
 * are counted per company with their reasons, in the report document (the dashboard shows it)
 * and in its email, in the owner's language; processed, released and discarded messages, and
 * those outside the window, are not.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildDailyReport } from '../../functions/src/daily-report/build-daily-report.ts';
import { createAgency } from '../../scripts/lib/agency-builder.ts';
import { app, db, uniqueId } from '../support/admin.ts';

const options = { appUrl: 'http://localhost:5173' };
const at = (iso: string) => new Date(iso).getTime();

function message(companyId: string, receivedAt: string, outcome: string, reason: string | null) {
  return {
    companyId, from: 'x@proveedor.es', subject: 's', messageId: null, receivedAt: at(receivedAt),
    outcome, reason, batchId: null, files: [], skipped: [],
  };
}

async function agencyWithMail(language: 'es' | 'en') {
  const accountId = uniqueId('report-mail');
  const email = `${accountId}@factoria.test`;
  const { ownerUid } = await createAgency(app, {
    accountId,
    name: 'Report Mail Agency',
    owner: { email, password: 'integration-1', username: 'Owner' },
    companies: [
      { id: 'acme', name: 'Acme Suministros', taxId: 'B12345674', status: 'active' },
      { id: 'beta', name: 'Beta Talleres', taxId: 'A08370314', status: 'active' },
      { id: 'calm', name: 'Calma S.L.', taxId: 'B87654321', status: 'active' },
    ],
  });
  await db.doc(`users/${ownerUid}`).update({ language });
  await db.doc(`accounts/${accountId}`).update({ reportTime: '08:00', timeZone: 'Europe/Madrid', reportRecipients: [email] });
  const inbox = db.collection(`accounts/${accountId}/inbox`);
  await Promise.all([
    inbox.doc('a1').set(message('acme', '2026-03-09T12:00:00Z', 'refused', 'intake/no-attachment')),
    inbox.doc('a2').set(message('acme', '2026-03-09T13:00:00Z', 'refused', 'intake/no-attachment')),
    inbox.doc('a3').set(message('acme', '2026-03-10T06:00:00Z', 'held', 'intake/sender-not-allowed')),
    inbox.doc('a4').set(message('acme', '2026-03-10T06:30:00Z', 'refused', 'intake/monthly-limit')),
    inbox.doc('b1').set(message('beta', '2026-03-10T05:00:00Z', 'held', 'intake/sender-not-allowed')),
    // Not counted: processed, released (now processed), discarded, and one before the window.
    inbox.doc('c1').set(message('calm', '2026-03-10T05:00:00Z', 'processed', null)),
    inbox.doc('c2').set({ ...message('calm', '2026-03-10T05:10:00Z', 'processed', null), review: { action: 'released', by: 'u', at: 1 } }),
    inbox.doc('c3').set({ ...message('calm', '2026-03-10T05:20:00Z', 'discarded', 'intake/sender-not-allowed'), review: { action: 'discarded', by: 'u', at: 1 } }),
    inbox.doc('old').set(message('beta', '2026-03-08T12:00:00Z', 'refused', 'intake/too-large')),
  ]);
  return accountId;
}

describe('daily report: mail held or refused', () => {
  let spanish: string;
  let english: string;
  beforeAll(async () => {
    [spanish, english] = await Promise.all([agencyWithMail('es'), agencyWithMail('en')]);
  });

  it('counts held and refused messages per company, with their reasons, in the report', async () => {
    expect(await buildDailyReport(db, spanish, at('2026-03-10T07:05:00Z'), options)).toBe('built');
    const report = await db.doc(`accounts/${spanish}/dailyReports/20260310`).get();
    expect(report.get('mail')).toEqual([
      {
        companyId: 'acme', companyName: 'Acme Suministros', held: 1, refused: 3,
        reasons: [
          { reason: 'intake/no-attachment', count: 2 },
          { reason: 'intake/monthly-limit', count: 1 },
          { reason: 'intake/sender-not-allowed', count: 1 },
        ],
      },
      { companyId: 'beta', companyName: 'Beta Talleres', held: 1, refused: 0, reasons: [{ reason: 'intake/sender-not-allowed', count: 1 }] },
    ]);
    const mail = await db.doc(`mail/daily-report-${spanish}-20260310`).get();
    const text = mail.get('message.text') as string;
    expect(text).toContain('Correo recibido y no procesado:');
    expect(text).toContain('- Acme Suministros: 3 rechazados, 1 retenido para revisión (sin PDF, ZIP ni factura electrónica adjunta ×2; se ha alcanzado el límite mensual del plan ×1; remitente fuera de la lista permitida ×1)');
    expect(text).toContain('- Beta Talleres: 1 retenido para revisión (remitente fuera de la lista permitida ×1)');
    expect(text).not.toContain('Calma');
    expect(mail.get('message.html')).toContain('<li>Beta Talleres: 1 retenido para revisión');
  });

  it("writes the owner's language: English", async () => {
    expect(await buildDailyReport(db, english, at('2026-03-10T07:05:00Z'), options)).toBe('built');
    const text = (await db.doc(`mail/daily-report-${english}-20260310`).get()).get('message.text') as string;
    expect(text).toContain('Mail received and not processed:');
    expect(text).toContain('- Beta Talleres: 1 held for review (sender not in the allowed list ×1)');
  });

  it('leaves the part out when every message became invoices', async () => {
    expect(await buildDailyReport(db, spanish, at('2026-03-11T07:05:00Z'), options)).toBe('built');
    const report = await db.doc(`accounts/${spanish}/dailyReports/20260311`).get();
    expect(report.get('mail')).toEqual([]);
    const text = (await db.doc(`mail/daily-report-${spanish}-20260311`).get()).get('message.text') as string;
    expect(text).not.toContain('Correo recibido');
  });
});
