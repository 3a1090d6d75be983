import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  attachments?: { filename: string; content: string; contentType: string }[];
}

export interface OutboxMessage extends MailMessage {
  id: string;
  from: string;
  date: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** The messages kept in the outbox folder, newest first (empty when mail goes out by SMTP). */
  outbox(): Promise<OutboxMessage[]>;
}

/**
 * Sends mail through nodemailer: by SMTP when `smtpUrl` is set, otherwise into `outboxDir`, one JSON file a
 * message, so that the demo works offline and shows its mail at /dev/outbox.
 */
export function createMailer(opts: {
  smtpUrl?: string;
  outboxDir: string;
  from: string;
  now: () => number;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(m) {
        await transport.sendMail({ from: opts.from, ...m });
      },
      outbox: async () => [],
    };
  }
  const transport = nodemailer.createTransport({ jsonTransport: true });
  let sequence = 0;
  return {
    async send(m) {
      await transport.sendMail({ from: opts.from, ...m });
      await mkdir(opts.outboxDir, { recursive: true });
      const date = new Date(opts.now()).toISOString();
      const id = `${date.replace(/[:.]/g, '-')}-${String(sequence++).padStart(4, '0')}`;
      const message: OutboxMessage = { id, from: opts.from, date, ...m };
      await writeFile(join(opts.outboxDir, `${id}.json`), JSON.stringify(message, null, 2));
    },
    async outbox() {
      const files = await readdir(opts.outboxDir).catch(() => [] as string[]);
      const messages = await Promise.all(
        files
          .filter((f) => f.endsWith('.json'))
          .map(async (f) => JSON.parse(await readFile(join(opts.outboxDir, f), 'utf8')) as OutboxMessage),
      );
      return messages.sort((a, b) => (a.id < b.id ? 1 : -1));
    },
  };
}
