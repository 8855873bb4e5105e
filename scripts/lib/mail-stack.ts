/**
 * The local mail servers beside the emulators (README "Mail"):
 * - MailDev: the SMTP server the sendMail function delivers to, with its web inbox and REST API;
 * - the intake SMTP server (smtp-server): every message it accepts is signed with the inbound
 *   secret and posted to the receiveMail function, as an inbound provider would.
 * Ports shift with the stack's port offset like the emulators'.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MailDev } from 'maildev';
import { SMTPServer } from 'smtp-server';
import { SIGNATURE_HEADER, signInbound, TIMESTAMP_HEADER } from '../../functions/src/mail/inbound-signature.ts';
import { emulatorHost } from './emulator-ports.ts';
import { repoRoot } from './paths.ts';

export const baseMailPorts = { maildevSmtp: 1025, maildevWeb: 1080, intakeSmtp: 2525 } as const;
export type MailPorts = Record<keyof typeof baseMailPorts, number>;
/** Larger messages are refused at the SMTP level (the function has its own bound). */
export const MAX_INTAKE_MESSAGE_BYTES = 30 * 1024 * 1024;

export function mailPortsWithOffset(offset: number): MailPorts {
  return {
    maildevSmtp: baseMailPorts.maildevSmtp + offset,
    maildevWeb: baseMailPorts.maildevWeb + offset,
    intakeSmtp: baseMailPorts.intakeSmtp + offset,
  };
}

/** The inbound secret of the emulated projects (functions/.secret.local). */
export function localInboundSecret(): string {
  const text = readFileSync(join(repoRoot, 'functions/.secret.local'), 'utf8');
  const line = text.split('\n').find((entry) => entry.startsWith('MAIL_INBOUND_SECRET='));
  if (!line) throw new Error('MAIL_INBOUND_SECRET missing from functions/.secret.local');
  return line.slice('MAIL_INBOUND_SECRET='.length).trim();
}

export function receiveMailUrl(functionsPort: number, projectId: string): string {
  return `http://${emulatorHost}:${functionsPort}/${projectId}/europe-west1/receiveMail`;
}

/** Signs a raw message and posts it to receiveMail; the function's answer as status and text. */
export async function postInbound(url: string, secret: string, raw: Uint8Array): Promise<{ status: number; body: string }> {
  const timestamp = Math.floor(Date.now() / 1000);
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'message/rfc822',
      [TIMESTAMP_HEADER]: String(timestamp),
      [SIGNATURE_HEADER]: signInbound(secret, timestamp, raw),
    },
    body: new Blob([new Uint8Array(raw)]),
  });
  return { status: response.status, body: await response.text() };
}

export interface RunningMailStack {
  ports: MailPorts;
  inboxUrl: string;
  stop(): Promise<void>;
}

/** The reason of a message receiveMail recorded as refused (told to the sender), else null. */
function refusedReason(body: string): string | null {
  try {
    const receipt = JSON.parse(body) as { outcome?: string; reason?: string };
    return receipt.outcome === 'refused' ? (receipt.reason ?? 'refused') : null;
  } catch {
    return null;
  }
}

function intakeServer(postUrl: string, secret: string) {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    size: MAX_INTAKE_MESSAGE_BYTES,
    logger: false,
    banner: 'Factoría local intake',
    onData(stream, session, callback) {
      // The envelope's recipients (Bcc included) travel in a header the function reads.
      const envelope = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(', ');
      const chunks: Buffer[] = [Buffer.from(`X-Factoria-Envelope-To: ${envelope}\r\n`)];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if ((stream as unknown as { sizeExceeded?: boolean }).sizeExceeded) {
          callback(Object.assign(new Error('message too large'), { responseCode: 552 }));
          return;
        }
        postInbound(postUrl, secret, Buffer.concat(chunks)).then(
          ({ status, body }) => {
            const refusal = status < 300 ? refusedReason(body) : null;
            if (status < 300 && !refusal) callback();
            else if (refusal) callback(Object.assign(new Error(`refused: ${refusal}`), { responseCode: 550 }));
            // A refusal is final (5xx), the function unreachable or failing is temporary (4xx).
            else callback(Object.assign(new Error(body.slice(0, 200) || `receiveMail answered ${status}`), { responseCode: status < 500 ? 550 : 451 }));
          },
          (error: unknown) => callback(Object.assign(new Error(`receiveMail unreachable: ${String(error)}`), { responseCode: 451 })),
        );
      });
    },
  });
}

export async function startMailStack(options: { portOffset: number; functionsPort: number; projectId: string }): Promise<RunningMailStack> {
  const ports = mailPortsWithOffset(options.portOffset);
  const maildev = new MailDev({ smtp: ports.maildevSmtp, web: ports.maildevWeb, ip: emulatorHost, webIp: emulatorHost, silent: true });
  // MailDev's API prints its address whatever `silent` says; `npm start` prints the inbox itself.
  const info = console.info;
  console.info = () => undefined;
  try {
    await maildev.start();
  } finally {
    console.info = info;
  }
  const intake = intakeServer(receiveMailUrl(options.functionsPort, options.projectId), localInboundSecret());
  await new Promise<void>((resolve, reject) => {
    intake.once('error', reject);
    intake.listen(ports.intakeSmtp, emulatorHost, () => resolve());
  });
  return {
    ports,
    inboxUrl: `http://${emulatorHost}:${ports.maildevWeb}`,
    stop: async () => {
      await new Promise<void>((resolve) => intake.close(() => resolve()));
      await maildev.stop();
    },
  };
}
