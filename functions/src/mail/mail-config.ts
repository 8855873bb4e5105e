/**
 * Parameters of mail in and out (values in functions/.env*, secrets in Secret Manager or, on
 * the emulators, functions/.secret.local). See README "Mail" and docs/decisions/0020.
 */
import { defineInt, defineSecret, defineString } from 'firebase-functions/params';

/** Outgoing SMTP server: locally MailDev, in production any SMTP service. */
export const smtpHost = defineString('SMTP_HOST', { default: '127.0.0.1' });
export const smtpPort = defineInt('SMTP_PORT', { default: 587 });
/** `true` for implicit TLS (usually port 465); otherwise STARTTLS when the server offers it. */
export const smtpSecure = defineString('SMTP_SECURE', { default: 'false' });
/** Empty: no authentication (MailDev). */
export const smtpUser = defineString('SMTP_USER', { default: '' });
export const smtpPassword = defineSecret('SMTP_PASSWORD');
/** The From header of every message, e.g. `Factoría <no-reply@example.com>`. */
export const mailFrom = defineString('MAIL_FROM', { default: 'Factoría <no-reply@factoria.localhost>' });

/** Intake addresses are `<random>@<INTAKE_DOMAIN>`; the inbound provider receives that domain. */
export const intakeDomain = defineString('INTAKE_DOMAIN', { default: 'in.factoria.localhost' });
/** The shared secret an inbound post is signed with (HMAC-SHA256). */
export const inboundSecret = defineSecret('MAIL_INBOUND_SECRET');

/**
 * The local stacks run MailDev on a port shifted by their port offset, while .env files are per
 * project: the stack passes the shifted port to the emulator, and only the emulator reads it.
 */
export function smtpPortValue(): number {
  const emulated = process.env.FUNCTIONS_EMULATOR === 'true' ? Number(process.env.FACTORIA_MAILDEV_SMTP_PORT) : NaN;
  return Number.isInteger(emulated) && emulated > 0 ? emulated : smtpPort.value();
}
