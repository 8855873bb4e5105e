/**
 * The email sent when someone signs up with an address that already has an account: the sign-up
 * answers as for a new address (no account enumeration, issue 18), so the address's owner is
 * the one told, with the way to sign in or reset the password. At most one per address an hour,
 * so the form cannot be used to flood a mailbox.
 */
import { createHash } from 'node:crypto';
import type { Language } from '@factoria/domain/records/account.schema';
import type { Mail } from '@factoria/domain/records/mail.schema';
import type { Firestore } from 'firebase-admin/firestore';

const HOUR_MS = 3_600_000;

const texts = {
  en: {
    subject: 'Your Factoría account',
    lines: [
      'Someone, maybe you, tried to create a Factoría account with this email address. It already has an account, so nothing was created.',
      'To use it, sign in: {signIn}',
      'Forgot your password? Reset it: {reset}',
      'If it was not you, you can ignore this email.',
    ],
  },
  es: {
    subject: 'Tu cuenta de Factoría',
    lines: [
      'Alguien, quizá tú, ha intentado crear una cuenta de Factoría con esta dirección de correo. Ya tiene una cuenta, así que no se ha creado nada.',
      'Para usarla, inicia sesión: {signIn}',
      '¿Has olvidado la contraseña? Restablécela: {reset}',
      'Si no has sido tú, puedes ignorar este correo.',
    ],
  },
} satisfies Record<Language, { subject: string; lines: string[] }>;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function existingAccountMail(language: Language, appUrl: string): Mail['message'] {
  const t = texts[language];
  const links = { signIn: `${appUrl}/sign-in`, reset: `${appUrl}/forgot-password` };
  const lines = t.lines.map((line) => line.replace(/\{(signIn|reset)\}/g, (_, key: 'signIn' | 'reset') => links[key]));
  return { subject: t.subject, text: lines.join('\n\n'), html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n') };
}

/** Queues the email unless one went to this address in the same hour. */
export async function queueExistingAccountMail(db: Firestore, email: string, language: Language, appUrl: string, now = Date.now()): Promise<void> {
  const key = createHash('sha256').update(email).digest('hex').slice(0, 32);
  const mail: Mail = { to: [email], message: existingAccountMail(language, appUrl), kind: 'sign-up-existing', accountId: null, createdAt: now };
  try {
    await db.doc(`mail/sign-up-existing-${key}-${Math.floor(now / HOUR_MS)}`).create(mail);
  } catch (error) {
    // ALREADY_EXISTS: this hour's email is queued already.
    if ((error as { code?: number }).code !== 6) throw error;
  }
}
