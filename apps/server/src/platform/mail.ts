import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * A fixed Message-ID (`<…@…>`): a mail sent again after a failure carries the same one, so
   * mail programs can tell it is the same message, and its outbox file is overwritten.
   */
  messageId?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/**
 * Bounded waits for the SMTP server: a send that hangs must fail well within the lease the
 * emailed-report job holds on a delivery (10 minutes), or another copy would send it again.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/** A file name made of the Message-ID's safe characters. */
const fileSafe = (text: string) => text.replace(/[^\w.-]/g, '');

/**
 * SMTP when SMTP_URL is configured; otherwise each mail is written as an .eml file to the
 * outbox folder (and logged), so a home installation without a mail server still works.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: (message: string, details: object) => void;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS });
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...mail });
      await mkdir(options.outboxDir, { recursive: true, mode: 0o700 });
      // A mail with a fixed Message-ID keeps one file however often it is written.
      const name = mail.messageId
        ? fileSafe(mail.messageId)
        : `${Date.now()}-${fileSafe(info.messageId)}`;
      const file = join(options.outboxDir, `${name}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      // The mode above applies to a new file only; a mail written again keeps its file's. It
      // may hold a password-reset link: readable by this user only, however it was made.
      if (process.platform !== 'win32') await chmod(file, 0o600);
      options.log('Mail written to the outbox', { file, to: mail.to, subject: mail.subject });
    },
  };
}
