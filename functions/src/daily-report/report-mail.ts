/**
 * The daily report by email (queued as `mail/{id}`, docs/decisions/0005): the counts and the
 * invoices that need attention, in the language of the account's owner, with a link to the app.
 * Names and numbers come from users and invoices: cleaned of line breaks, controls and bidi
 * overrides (a CR/LF in the agency name would otherwise end the Subject header and start another),
 * and escaped in HTML.
 */
import type { Language } from '@factoria/domain/records/account.schema';
import type { DailyReport } from '@factoria/domain/records/daily-report.schema';
import { cleanLine } from '@factoria/domain/text/clean-text';

const texts = {
  en: {
    subject: (agency: string, day: string) => `Factoría daily report ${day} — ${agency}`,
    counts: (r: DailyReport) =>
      `Processed: ${r.counts.processed}. Accurate: ${r.counts.successful}. With errors: ${r.counts.withErrors}. Failed files: ${r.counts.failed}.`,
    attention: 'Need attention:',
    none: 'Nothing needs attention.',
    more: (n: number) => `…and ${n} more in the app.`,
    open: 'Open the report in Factoría',
    status: { successful: 'successful', 'has-errors': 'has errors', 'not-in-euro': 'not in euro', albaran: 'albarán', failed: 'failed' },
  },
  es: {
    subject: (agency: string, day: string) => `Informe diario de Factoría ${day} — ${agency}`,
    counts: (r: DailyReport) =>
      `Procesadas: ${r.counts.processed}. Correctas: ${r.counts.successful}. Con errores: ${r.counts.withErrors}. Archivos fallidos: ${r.counts.failed}.`,
    attention: 'Requieren atención:',
    none: 'Nada requiere atención.',
    more: (n: number) => `…y ${n} más en la aplicación.`,
    open: 'Abrir el informe en Factoría',
    status: { successful: 'correcta', 'has-errors': 'con errores', 'not-in-euro': 'no está en euros', albaran: 'albarán', failed: 'fallida' },
  },
} as const;

const MAIL_ITEMS = 50;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function dailyReportMail(report: DailyReport, agencyName: string, language: Language, appUrl: string) {
  const t = texts[language];
  const attention = report.items.filter((item) => item.status !== 'successful');
  const lines = attention.slice(0, MAIL_ITEMS).map((item) =>
    [item.number ?? item.fileName, item.companyName, item.taxId ?? '—', t.status[item.status]].map(cleanLine).join(' · '),
  );
  const rest = attention.length - lines.length + report.omitted;
  const link = new URL('/', appUrl).toString();
  const list = lines.length ? [t.attention, ...lines.map((line) => `- ${line}`)] : [t.none];
  if (rest > 0) list.push(t.more(rest));
  return {
    subject: cleanLine(t.subject(cleanLine(agencyName).trim(), report.day)),
    text: `${t.counts(report)}\n\n${list.join('\n')}\n\n${t.open}: ${link}\n`,
    html:
      `<p>${escapeHtml(t.counts(report))}</p>` +
      (lines.length
        ? `<p>${escapeHtml(t.attention)}</p><ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`
        : `<p>${escapeHtml(t.none)}</p>`) +
      (rest > 0 ? `<p>${escapeHtml(t.more(rest))}</p>` : '') +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(t.open)}</a></p>`,
  };
}
