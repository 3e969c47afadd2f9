import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { startSmtpSink } from '../server/test/smtp-sink';

// The e2e server mails through a real SMTP server started by the Playwright global setup (below);
// each mail it receives is written as a JSON file that specs read (mailbox()).
export const E2E_MAIL_DIR = '.test-output/e2e-mail';
/** One port above the web server's by 10,000, so parallel runs on other E2E_PORTs do not collide. */
export const e2eSmtpPort = (webPort: number) => webPort + 10_000;

/** Global setup: starts the sink on the fixed port; returns the teardown that stops it. */
export default async function startMailSink(): Promise<() => Promise<void>> {
  const port = e2eSmtpPort(Number(process.env.E2E_PORT ?? 4311));
  fs.rmSync(E2E_MAIL_DIR, { recursive: true, force: true });
  fs.mkdirSync(E2E_MAIL_DIR, { recursive: true });
  let n = 0;
  const sink = await startSmtpSink((mail) => {
    n += 1;
    fs.writeFileSync(path.join(E2E_MAIL_DIR, `${Date.now()}-${n}.json`), JSON.stringify(mail));
  }, port);
  return () => sink.close();
}

/** Waits for a mail to `address` and returns it (with its link, when it has one). */
export async function waitForMail(address: string): Promise<{ subject: string; text: string; link: string | undefined }> {
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(() => {
      for (const file of fs.readdirSync(E2E_MAIL_DIR).sort()) {
        const mail = JSON.parse(fs.readFileSync(path.join(E2E_MAIL_DIR, file), 'utf8')) as { to: string[]; subject: string; text: string };
        if (mail.to.includes(address.toLowerCase())) found = mail;
      }
      return found !== undefined;
    }, { timeout: 15_000 })
    .toBe(true);
  return { ...found!, link: /https?:\/\/\S+#token=[A-Za-z0-9_-]+/.exec(found!.text)?.[0] };
}
