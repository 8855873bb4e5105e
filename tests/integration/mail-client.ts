/** The test stack's mail servers: MailDev's REST API (what the app sent) and the intake SMTP server. */
import type { MailPorts } from '../../scripts/lib/mail-stack.ts';
import { eventually } from '../support/admin.ts';
import { host } from '../support/stack.ts';

function mailPorts(): MailPorts {
  const raw = process.env.FACTORIA_TEST_MAIL_PORTS;
  if (!raw) throw new Error('FACTORIA_TEST_MAIL_PORTS is not set: run these tests through `npm test`');
  return JSON.parse(raw) as MailPorts;
}

export const mailPortsOfStack = mailPorts();

export interface MailDevEmail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
  from: { address: string; name: string }[];
}

export async function maildevEmails(): Promise<MailDevEmail[]> {
  const response = await fetch(`http://${host}:${mailPortsOfStack.maildevWeb}/api/email`);
  if (!response.ok) throw new Error(`MailDev answered ${response.status}`);
  return (await response.json()) as MailDevEmail[];
}

/** The first email MailDev received for `address`, waiting for it. */
export function maildevEmailTo(address: string, timeoutMs = 60_000): Promise<MailDevEmail> {
  return eventually(async () => (await maildevEmails()).find((mail) => mail.to.some((to) => to.address === address)), timeoutMs, `an email to ${address} in MailDev`);
}

/** A raw MIME message built by nodemailer's composer (what any mail client would send). */
export async function rawMessage(options: {
  from: string;
  to: string;
  subject: string;
  messageId?: string;
  attachments?: { filename: string; content: Uint8Array; contentType?: string }[];
}): Promise<Buffer> {
  const { default: MailComposer } = await import('nodemailer/lib/mail-composer/index.js');
  const composer = new MailComposer({
    from: options.from,
    to: options.to,
    subject: options.subject,
    messageId: options.messageId,
    text: 'Adjunto las facturas.',
    attachments: (options.attachments ?? []).map((attachment) => ({ ...attachment, content: Buffer.from(attachment.content) })),
  });
  return composer.compile().build();
}
