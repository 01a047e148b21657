import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Env } from '../env.ts';

export type Mail = { to: string; subject: string; text: string };

/** The one way the server sends mail (decision 064). */
export type Mailer = {
  /** Resolves once the message is handed to the SMTP server (or written out); rejects when that failed. */
  send(mail: Mail): Promise<void>;
  close(): void;
};

const DEFAULT_FROM = 'Tailor <no-reply@tailor.local>';

/**
 * With `SMTP_URL` (e.g. `smtps://user:pass@smtp.example.com:465`) mail goes out over SMTP through nodemailer, from
 * `MAIL_FROM`. Without it (the embedded default) each message is written to the server log and to
 * `DATA_DIR/mail/` as an `.eml` file, so a person running Tailor locally can follow its links.
 */
export function createMailer(
  env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>,
  log: FastifyBaseLogger,
): Mailer {
  const from = env.MAIL_FROM ?? DEFAULT_FROM;
  if (env.SMTP_URL) {
    const transport = nodemailer.createTransport(env.SMTP_URL);
    return {
      async send(mail) {
        await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
      },
      close: () => transport.close(),
    };
  }

  const folder = path.join(env.DATA_DIR, 'mail');
  return {
    async send(mail) {
      const date = new Date();
      const message = [
        `From: ${from}`,
        `To: ${mail.to}`,
        `Subject: ${mail.subject}`,
        `Date: ${date.toUTCString()}`,
        'Content-Type: text/plain; charset=utf-8',
        '',
        mail.text,
        '',
      ].join('\r\n');
      await fs.mkdir(folder, { recursive: true });
      const file = path.join(
        folder,
        `${date.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`,
      );
      await fs.writeFile(file, message, { mode: 0o600 });
      log.info({ to: mail.to, subject: mail.subject, file }, `Mail (no SMTP_URL set):\n${mail.text}`);
    },
    close: () => {},
  };
}
