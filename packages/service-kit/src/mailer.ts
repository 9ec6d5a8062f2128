import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from './logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative to the text, when the mail has one. */
  html?: string;
  replyTo?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  /** SMTP server url; without one, each message is written to the outbox folder instead. */
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: Logger;
}

let sequence = 0;
/** Names sort by time of writing, so the newest message is the last name. */
const outboxFileName = () =>
  `${Date.now()}-${String(++sequence % 1_000_000).padStart(6, '0')}-${process.pid}.eml`;

/**
 * Connections to the SMTP server are kept and reused (a mailing to many people is several times
 * faster), unless the url says otherwise with its own pool parameter.
 */
const pooled = (smtpUrl: string): string => {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  return url.toString();
};

/** The product runs with no mail server: then mail lands as .eml files an operator can open. */
export const createMailer = ({ smtpUrl, from, outboxDir, log }: MailerOptions): Mailer => {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(pooled(smtpUrl));
    return {
      send: async (message) => {
        await transport.sendMail({ from, ...message });
        log.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (message) => {
      const info = await transport.sendMail({ from, ...message });
      mkdirSync(outboxDir, { recursive: true });
      const file = path.join(outboxDir, outboxFileName());
      writeFileSync(file, info.message as Buffer);
      log.info(
        { to: message.to, subject: message.subject, file },
        'no SMTP_URL set: mail written to the outbox',
      );
    },
    close: () => transport.close(),
  };
};

export const outboxDirOf = (dataDir: string): string => path.join(dataDir, 'outbox');
