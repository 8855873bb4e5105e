/**
 * The "your bank session is ready" email (queued as `mail/{id}`, docs/decisions/0005), in the
 * language of the person who started the session, with a link to it. Names come from users'
 * data: escaped in HTML.
 */
import type { Language } from '@factoria/domain/records/account.schema';
import type { BankSummary } from '@factoria/domain/records/bank-session.schema';

const texts = {
  en: {
    doneSubject: (company: string) => `Bank statement session ready — ${company}`,
    failedSubject: (company: string) => `Bank statement session failed — ${company}`,
    done: (s: BankSummary) =>
      `${s.lines} bank lines: ${s.auto} matched automatically, ${s.suggested} with suggestions, ${s.unmatched} without a match.`,
    failed: 'The files could not be reconciled. Open the session to see which file and why.',
    open: 'Open the session in Factoría',
  },
  es: {
    doneSubject: (company: string) => `Sesión de extractos bancarios lista — ${company}`,
    failedSubject: (company: string) => `La sesión de extractos bancarios ha fallado — ${company}`,
    done: (s: BankSummary) =>
      `${s.lines} movimientos: ${s.auto} conciliados automáticamente, ${s.suggested} con sugerencias, ${s.unmatched} sin conciliar.`,
    failed: 'No se han podido conciliar los ficheros. Abre la sesión para ver qué fichero y por qué.',
    open: 'Abrir la sesión en Factoría',
  },
} as const;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function bankSessionMail(options: { company: string; summary: BankSummary | null; language: Language; link: string }) {
  const t = texts[options.language];
  const subject = options.summary ? t.doneSubject(options.company) : t.failedSubject(options.company);
  const body = options.summary ? t.done(options.summary) : t.failed;
  return {
    subject,
    text: `${body}\n\n${t.open}: ${options.link}\n`,
    html: `<p>${escapeHtml(body)}</p><p><a href="${escapeHtml(options.link)}">${escapeHtml(t.open)}</a></p>`,
  };
}
