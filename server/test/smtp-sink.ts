import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export interface SmtpSink {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  mails: ReceivedMail[];
  /** The mails to one address so far. */
  to(address: string): ReceivedMail[];
  /** Waits until `address` has received `count` mails (the app mails after answering). */
  waitFor(address: string, count?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free local port that keeps every mail it receives, parsed, so tests read
 * what players would (server/test only; the e2e global setup runs the same sink).
 */
export async function startSmtpSink(onMail?: (mail: ReceivedMail) => void, port = 0): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail = {
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          };
          mails.push(mail);
          onMail?.(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  const to = (address: string) => mails.filter((m) => m.to.includes(address.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    mails,
    to,
    async waitFor(address, count = 1) {
      for (let i = 0; i < 200; i += 1) {
        if (to(address).length >= count) return to(address);
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error(`no mail to ${address} (${to(address).length} of ${count})`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The token of the link in a mail (…#token=<token>). */
export function linkToken(mail: ReceivedMail): string {
  const match = /#token=([A-Za-z0-9_-]{43})/.exec(mail.text);
  if (!match) throw new Error(`no link in: ${mail.text}`);
  return match[1]!;
}
