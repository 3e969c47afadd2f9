import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { accountMail, mailLanguage } from '../modules/account/mail-texts';
import { createMailer } from './mailer';

describe('mail settings', () => {
  it('reads SMTP_URL, MAIL_FROM and PUBLIC_URL, and refuses bad ones', () => {
    expect(loadConfig({ PORT: '8080' })).toMatchObject({ smtpUrl: undefined, publicUrl: 'http://localhost:8080', resetRateLimit: 3 });
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@mail.example:465', PUBLIC_URL: 'https://rq.example/' })).toMatchObject({ smtpUrl: 'smtps://u:p@mail.example:465', publicUrl: 'https://rq.example' });
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'https://rq.example/some/path' })).toThrow(/PUBLIC_URL/);
  });
});

describe('mailer without SMTP', () => {
  it('writes the whole mail, link included, to the log', async () => {
    const lines: string[] = [];
    const log = { info: (m: string) => lines.push(m), warn: (m: string) => lines.push(m), error: (_o: unknown, m: string) => lines.push(m) };
    const mailer = createMailer({ smtpUrl: undefined, from: 'x@example.com', log });
    await mailer.send(accountMail('reset', 'en', 'p@example.com', { name: 'pat', link: 'http://localhost:3000/reset-password#token=abc' }));
    expect(lines.join('\n')).toContain('http://localhost:3000/reset-password#token=abc');
    expect(lines.join('\n')).toContain('p@example.com');
  });
});

describe('account mails', () => {
  it('escape what the player typed in the HTML part, and pick the language', () => {
    const mail = accountMail('emailChangeNotice', 'de', 'old@example.com', { name: 'a<b', email: '"x"@example.com' });
    expect(mail.html).toContain('a&#60;b');
    expect(mail.html).not.toContain('a<b');
    expect(mail.subject).toBe('Die E-Mail-Adresse deines ReviewQuest-Kontos wird geändert');
    expect(mailLanguage(null, 'xx, it;q=0.8')).toBe('it');
    expect(mailLanguage('es', 'fr')).toBe('es');
    expect(mailLanguage(null, undefined)).toBe('en');
  });
});
