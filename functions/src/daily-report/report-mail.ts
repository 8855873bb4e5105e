/**
 * The daily report by email (queued as `mail/{id}`, docs/decisions/0005): the counts, the
 * invoices that need attention and the mail received for each company that was held or refused
 * (with the reasons), in the language of the account's owner, with a link to the app.
 * Names and numbers come from users and invoices: cleaned of line breaks, controls and bidi
 * overrides (a CR/LF in the agency name would otherwise end the Subject header and start another),
 * and escaped in HTML.
 */
import type { Language } from '@factoria/domain/records/account.schema';
import type { DailyReport, DailyReportMail } from '@factoria/domain/records/daily-report.schema';
import type { InboxReason } from '@factoria/domain/records/email-intake.schema';
import { cleanLine } from '@factoria/domain/text/clean-text';

const texts = {
  en: {
    subject: (agency: string, day: string) => `Factoría daily report ${day} — ${agency}`,
    counts: (r: DailyReport) =>
      `Processed: ${r.counts.processed}. Accurate: ${r.counts.successful}. With errors: ${r.counts.withErrors}. Failed files: ${r.counts.failed}.` +
      (r.counts.duplicates ? ` Possible duplicates: ${r.counts.duplicates}.` : ''),
    duplicate: 'possible duplicate',
    attention: 'Need attention:',
    none: 'Nothing needs attention.',
    more: (n: number) => `…and ${n} more in the app.`,
    open: 'Open the report in Factoría',
    status: { successful: 'successful', 'has-errors': 'has errors', 'not-in-euro': 'not in euro', albaran: 'albarán', failed: 'failed' },
    mail: 'Mail received and not processed:',
    held: (n: number) => `${n} held for review`,
    refused: (n: number) => `${n} refused`,
    reasons: {
      'intake/unknown-address': 'unknown address',
      'intake/intake-off': 'invoices by email are off',
      'intake/company-not-active': 'the company is not active',
      'intake/sender-not-allowed': 'sender not in the allowed list',
      'intake/no-attachment': 'no PDF, ZIP or e-invoice attached',
      'intake/monthly-limit': "the plan's monthly limit is reached",
      'intake/no-subscription': 'no subscription',
      'intake/too-many-files': 'more than 50 invoices in one message',
      'intake/too-large': 'an attachment is too large',
    } satisfies Record<InboxReason, string>,
  },
  es: {
    subject: (agency: string, day: string) => `Informe diario de Factoría ${day} — ${agency}`,
    counts: (r: DailyReport) =>
      `Procesadas: ${r.counts.processed}. Correctas: ${r.counts.successful}. Con errores: ${r.counts.withErrors}. Archivos fallidos: ${r.counts.failed}.` +
      (r.counts.duplicates ? ` Posibles duplicados: ${r.counts.duplicates}.` : ''),
    duplicate: 'posible duplicado',
    attention: 'Requieren atención:',
    none: 'Nada requiere atención.',
    more: (n: number) => `…y ${n} más en la aplicación.`,
    open: 'Abrir el informe en Factoría',
    status: { successful: 'correcta', 'has-errors': 'con errores', 'not-in-euro': 'no está en euros', albaran: 'albarán', failed: 'fallida' },
    mail: 'Correo recibido y no procesado:',
    held: (n: number) => `${n} ${n === 1 ? 'retenido' : 'retenidos'} para revisión`,
    refused: (n: number) => `${n} ${n === 1 ? 'rechazado' : 'rechazados'}`,
    reasons: {
      'intake/unknown-address': 'dirección desconocida',
      'intake/intake-off': 'las facturas por correo están desactivadas',
      'intake/company-not-active': 'la empresa no está activa',
      'intake/sender-not-allowed': 'remitente fuera de la lista permitida',
      'intake/no-attachment': 'sin PDF, ZIP ni factura electrónica adjunta',
      'intake/monthly-limit': 'se ha alcanzado el límite mensual del plan',
      'intake/no-subscription': 'sin suscripción',
      'intake/too-many-files': 'más de 50 facturas en un mensaje',
      'intake/too-large': 'un adjunto es demasiado grande',
    } satisfies Record<InboxReason, string>,
  },
} as const;

const MAIL_ITEMS = 50;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** `Acme S.L.: 2 refused, 1 held for review (no PDF… ×2; sender not in the allowed list ×1)`. */
function mailLine(entry: DailyReportMail, t: (typeof texts)[Language]): string {
  const counts = [entry.refused > 0 ? t.refused(entry.refused) : null, entry.held > 0 ? t.held(entry.held) : null].filter(Boolean).join(', ');
  const reasons = entry.reasons.map(({ reason, count }) => `${t.reasons[reason]} ×${count}`).join('; ');
  return cleanLine(`${cleanLine(entry.companyName).trim()}: ${counts}${reasons ? ` (${reasons})` : ''}`);
}

export function dailyReportMail(report: DailyReport, agencyName: string, language: Language, appUrl: string) {
  const t = texts[language];
  const attention = report.items.filter((item) => item.status !== 'successful' || item.duplicateOf);
  const lines = attention.slice(0, MAIL_ITEMS).map((item) =>
    [item.number ?? item.fileName, item.companyName, item.taxId ?? '—', t.status[item.status], item.duplicateOf ? t.duplicate : null]
      .filter((part): part is string => part !== null)
      .map(cleanLine)
      .join(' · '),
  );
  const rest = attention.length - lines.length + report.omitted;
  const link = new URL('/', appUrl).toString();
  const list = lines.length ? [t.attention, ...lines.map((line) => `- ${line}`)] : [t.none];
  if (rest > 0) list.push(t.more(rest));
  const mailLines = (report.mail ?? []).map((entry) => mailLine(entry, t));
  const mailText = mailLines.length ? `\n\n${[t.mail, ...mailLines.map((line) => `- ${line}`)].join('\n')}` : '';
  return {
    subject: cleanLine(t.subject(cleanLine(agencyName).trim(), report.day)),
    text: `${t.counts(report)}\n\n${list.join('\n')}${mailText}\n\n${t.open}: ${link}\n`,
    html:
      `<p>${escapeHtml(t.counts(report))}</p>` +
      (lines.length
        ? `<p>${escapeHtml(t.attention)}</p><ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`
        : `<p>${escapeHtml(t.none)}</p>`) +
      (rest > 0 ? `<p>${escapeHtml(t.more(rest))}</p>` : '') +
      (mailLines.length ? `<p>${escapeHtml(t.mail)}</p><ul>${mailLines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` : '') +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(t.open)}</a></p>`,
  };
}
