import type { DailyReport } from '@factoria/domain/records/daily-report.schema';
import { describe, expect, it } from 'vitest';
import { dailyReportMail } from './report-mail';

const report: DailyReport = {
  day: '2026-03-10',
  timeZone: 'Europe/Madrid',
  from: 0,
  to: 1,
  generatedAt: 1,
  counts: { processed: 3, successful: 2, withErrors: 1, failed: 1, duplicates: 1 },
  items: [
    { invoiceId: null, companyId: 'c', companyName: 'Acme', fileName: 'scan.pdf', number: null, taxId: null, status: 'failed', errors: ['pdf/encrypted'], duplicateOf: null },
    { invoiceId: 'i1', companyId: 'c', companyName: '<b>Acme</b>', fileName: 'a.pdf', number: 'F-1', taxId: 'B12345674', status: 'has-errors', errors: ['vat/cuota-mismatch'], duplicateOf: null },
    { invoiceId: 'i2', companyId: 'c', companyName: 'Acme', fileName: 'b.pdf', number: 'F-2', taxId: 'B12345674', status: 'successful', errors: [], duplicateOf: null },
    { invoiceId: 'i3', companyId: 'c', companyName: 'Acme', fileName: 'b-copy.pdf', number: 'F-2', taxId: 'B12345674', status: 'successful', errors: [], duplicateOf: 'i2' },
  ],
  omitted: 0,
  mail: [],
  confirmedAt: null,
  confirmedBy: null,
};

describe('daily report mail', () => {
  it('lists what needs attention in the owner language, escaped', () => {
    const mail = dailyReportMail(report, 'Gestoría <Demo>', 'es', 'https://app.example');
    expect(mail.subject).toBe('Informe diario de Factoría 2026-03-10 — Gestoría <Demo>');
    expect(mail.text).toContain('Con errores: 1');
    expect(mail.text).toContain('F-1 · <b>Acme</b> · B12345674 · con errores');
    // The successful F-2 is not listed; its copy is.
    expect(mail.text.match(/- F-2/g)).toHaveLength(1);
    // A successful invoice that may duplicate another still needs a look.
    expect(mail.text).toContain('- F-2 · Acme · B12345674 · correcta · posible duplicado');
    expect(mail.text).toContain('Posibles duplicados: 1.');
    expect(mail.html).not.toContain('<b>Acme</b>');
    expect(mail.html).toContain('href="https://app.example/"');
  });

  it('keeps the subject one header line: CR/LF and bidi overrides of the agency name are gone', () => {
    const mail = dailyReportMail(report, 'Evil\r\nBcc: victim@example.com\u202E', 'en', 'https://app.example');
    expect(mail.subject).toBe('Factoría daily report 2026-03-10 — Evil Bcc: victim@example.com');
    expect(mail.subject).not.toMatch(/[\r\n\u202E]/);
    const hostileItem = { ...report.items[1]!, companyName: 'Acme\r\n\u202Eevil', number: 'F\n1' };
    expect(dailyReportMail({ ...report, items: [hostileItem] }, 'A', 'en', 'https://app.example').text).toContain('- F 1 · Acme evil · ');
  });

  it('says when nothing needs attention', () => {
    const calm = { ...report, items: [report.items[2]!], counts: { processed: 1, successful: 1, withErrors: 0, failed: 0, duplicates: 0 } };
    expect(dailyReportMail(calm, 'A', 'en', 'http://localhost:5173').text).toContain('Nothing needs attention.');
  });

  it('lists the mail held or refused per company with its reasons, in either language', () => {
    const mail = [
      { companyId: 'c', companyName: 'Acme <S.L.>', held: 1, refused: 2, reasons: [{ reason: 'intake/no-attachment' as const, count: 2 }, { reason: 'intake/sender-not-allowed' as const, count: 1 }] },
      { companyId: 'd', companyName: 'Beta', held: 1, refused: 0, reasons: [{ reason: 'intake/sender-not-allowed' as const, count: 1 }] },
    ];
    const es = dailyReportMail({ ...report, mail }, 'A', 'es', 'https://app.example');
    expect(es.text).toContain('Correo recibido y no procesado:\n- Acme <S.L.>: 2 rechazados, 1 retenido para revisión (sin PDF, ZIP ni factura electrónica adjunta ×2; remitente fuera de la lista permitida ×1)\n- Beta: 1 retenido para revisión');
    expect(es.html).toContain('<li>Acme &#60;S.L.&#62;: 2 rechazados');
    const en = dailyReportMail({ ...report, mail }, 'A', 'en', 'https://app.example');
    expect(en.text).toContain('Mail received and not processed:\n- Acme <S.L.>: 2 refused, 1 held for review (no PDF, ZIP or e-invoice attached ×2; sender not in the allowed list ×1)');
    expect(dailyReportMail(report, 'A', 'en', 'https://app.example').text).not.toContain('Mail received');
  });
});
