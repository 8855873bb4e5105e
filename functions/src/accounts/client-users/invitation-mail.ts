/**
 * The invitation a client company's contact receives when the agency turns on "create an app
 * user" (queued as `mail/{id}`, docs/decisions/0005). Names come from users: cleaned of line
 * breaks, controls and bidi overrides (text/clean-text.ts; the subject is a mail header), and
 * escaped in HTML.
 */
import type { Language } from '@factoria/domain/records/account.schema';
import { cleanLine } from '@factoria/domain/text/clean-text';

export interface InvitationContent {
  language: Language;
  agencyName: string;
  companyName: string;
  link: string;
}

const texts = {
  en: {
    subject: (c: InvitationContent) => `Your Factoría access for ${c.companyName}`,
    intro: (c: InvitationContent) =>
      `${c.agencyName} has invited you to Factoría to upload and view the invoices of ${c.companyName}.`,
    action: 'Set your password',
    expiry: 'The link is valid for a limited time. If it has expired, use "Forgot password" on the sign-in page with this email address.',
  },
  es: {
    subject: (c: InvitationContent) => `Tu acceso a Factoría para ${c.companyName}`,
    intro: (c: InvitationContent) =>
      `${c.agencyName} te ha invitado a Factoría para subir y consultar las facturas de ${c.companyName}.`,
    action: 'Crea tu contraseña',
    expiry: 'El enlace caduca al cabo de un tiempo. Si ha caducado, usa «¿Has olvidado la contraseña?» en la página de inicio de sesión con esta dirección.',
  },
} as const;

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function invitationMail(raw: InvitationContent): { subject: string; text: string; html: string } {
  const content = { ...raw, agencyName: cleanLine(raw.agencyName).trim(), companyName: cleanLine(raw.companyName).trim() };
  const t = texts[content.language];
  const intro = t.intro(content);
  return {
    subject: cleanLine(t.subject(content)),
    text: `${intro}\n\n${t.action}: ${content.link}\n\n${t.expiry}\n`,
    html:
      `<p>${escapeHtml(intro)}</p>` +
      `<p><a href="${escapeHtml(content.link)}">${escapeHtml(t.action)}</a></p>` +
      `<p>${escapeHtml(t.expiry)}</p>`,
  };
}

/** Our reset-password route with the code of a Firebase password-reset link. */
export function invitationLink(appUrl: string, firebaseLink: string): string {
  const oobCode = new URL(firebaseLink).searchParams.get('oobCode');
  if (!oobCode) throw new Error('password reset link without oobCode');
  const url = new URL('/reset-password', appUrl);
  url.searchParams.set('mode', 'resetPassword');
  url.searchParams.set('oobCode', oobCode);
  url.searchParams.set('invited', '1');
  return url.toString();
}
