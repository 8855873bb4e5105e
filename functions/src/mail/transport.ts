/**
 * One nodemailer SMTP transport per instance, built from the mail parameters. nodemailer is
 * loaded on first use: every other function of the bundle starts without it.
 */
import type { Transporter } from 'nodemailer';
import { smtpHost, smtpPassword, smtpPortValue, smtpSecure, smtpUser } from './mail-config';

let transport: Promise<Transporter> | undefined;

async function create(): Promise<Transporter> {
  const { default: nodemailer } = await import('nodemailer');
  const user = smtpUser.value();
  return nodemailer.createTransport({
    host: smtpHost.value(),
    port: smtpPortValue(),
    secure: smtpSecure.value() === 'true',
    auth: user ? { user, pass: smtpPassword.value() } : undefined,
    // A slow or silent server must not hold a delivery until the function's timeout.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
}

export function smtpTransport(): Promise<Transporter> {
  transport ??= create();
  return transport;
}
