import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Sends the mail; never throws (a failure is logged: the player can ask again). */
  send(mail: Mail): Promise<void>;
}

interface Log {
  info(message: string): void;
  warn(message: string): void;
  error(obj: unknown, message: string): void;
}

/**
 * Mails through SMTP (nodemailer) when SMTP_URL is set; otherwise each mail is written to the log,
 * links included, so one machine without a mail server still works (docs/deploy.md).
 */
export function createMailer({ smtpUrl, from, log }: { smtpUrl: string | undefined; from: string; log: Log }): Mailer {
  if (!smtpUrl) {
    return {
      async send(mail) {
        log.warn(`No SMTP_URL: mail to ${mail.to} written here instead.\nSubject: ${mail.subject}\n\n${mail.text}`);
      },
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      try {
        await transport.sendMail({ from, ...mail });
      } catch (err) {
        log.error({ err }, `mail to ${mail.to} failed`);
      }
    },
  };
}
