import { isLanguage, type Language } from '../../../shared/constants';
import type { Mail } from '../../lib/mailer';

type Kind = 'reset' | 'confirmEmail' | 'emailChangeNotice';

interface Text {
  subject: string;
  hello: string;
  body: string;
  /** The button / link label; absent for a notice without a link. */
  action?: string;
  note: string;
}

/** `{{name}}` is replaced by the player's name, `{{email}}` by the new address. */
const TEXTS: Record<Language, Record<Kind, Text>> = {
  en: {
    reset: {
      subject: 'Reset your ReviewQuest password',
      hello: 'Hello {{name}},',
      body: 'Someone, hopefully you, asked to reset the password of your ReviewQuest account.',
      action: 'Choose a new password',
      note: 'The link works once, within 30 minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.',
    },
    confirmEmail: {
      subject: 'Confirm your new e-mail address for ReviewQuest',
      hello: 'Hello {{name}},',
      body: 'You asked to use this address for your ReviewQuest account.',
      action: 'Confirm this address',
      note: 'The link works once, within 30 minutes. If you did not ask for it, ignore this e-mail: nothing changes.',
    },
    emailChangeNotice: {
      subject: 'Your ReviewQuest e-mail address is being changed',
      hello: 'Hello {{name}},',
      body: 'Someone signed in to your ReviewQuest account asked to change its e-mail address to {{email}}.',
      note: 'If it was you, there is nothing to do. If not, reset your password now: this cancels the change and signs everyone out of your account.',
    },
  },
  fr: {
    reset: {
      subject: 'Réinitialisez votre mot de passe ReviewQuest',
      hello: 'Bonjour {{name}},',
      body: 'Quelqu’un, vous sans doute, a demandé à réinitialiser le mot de passe de votre compte ReviewQuest.',
      action: 'Choisir un nouveau mot de passe',
      note: 'Le lien ne sert qu’une fois et expire dans 30 minutes. Si vous n’avez rien demandé, ignorez ce message : votre mot de passe ne change pas.',
    },
    confirmEmail: {
      subject: 'Confirmez votre nouvelle adresse e-mail pour ReviewQuest',
      hello: 'Bonjour {{name}},',
      body: 'Vous avez demandé à utiliser cette adresse pour votre compte ReviewQuest.',
      action: 'Confirmer cette adresse',
      note: 'Le lien ne sert qu’une fois et expire dans 30 minutes. Si vous n’avez rien demandé, ignorez ce message : rien ne change.',
    },
    emailChangeNotice: {
      subject: 'L’adresse e-mail de votre compte ReviewQuest va changer',
      hello: 'Bonjour {{name}},',
      body: 'Une personne connectée à votre compte ReviewQuest a demandé à remplacer son adresse e-mail par {{email}}.',
      note: 'Si c’était vous, il n’y a rien à faire. Sinon, réinitialisez tout de suite votre mot de passe : le changement sera annulé et toutes les sessions de votre compte fermées.',
    },
  },
  es: {
    reset: {
      subject: 'Restablece tu contraseña de ReviewQuest',
      hello: 'Hola, {{name}}:',
      body: 'Alguien, seguramente tú, ha pedido restablecer la contraseña de tu cuenta de ReviewQuest.',
      action: 'Elegir una contraseña nueva',
      note: 'El enlace solo sirve una vez y caduca en 30 minutos. Si no lo has pedido tú, ignora este correo: tu contraseña no cambia.',
    },
    confirmEmail: {
      subject: 'Confirma tu nueva dirección de correo para ReviewQuest',
      hello: 'Hola, {{name}}:',
      body: 'Has pedido usar esta dirección en tu cuenta de ReviewQuest.',
      action: 'Confirmar esta dirección',
      note: 'El enlace solo sirve una vez y caduca en 30 minutos. Si no lo has pedido tú, ignora este correo: no cambiará nada.',
    },
    emailChangeNotice: {
      subject: 'La dirección de correo de tu cuenta de ReviewQuest va a cambiar',
      hello: 'Hola, {{name}}:',
      body: 'Alguien con la sesión iniciada en tu cuenta de ReviewQuest ha pedido cambiar su correo a {{email}}.',
      note: 'Si has sido tú, no tienes que hacer nada. Si no, restablece ya tu contraseña: se anulará el cambio y se cerrarán todas las sesiones de tu cuenta.',
    },
  },
  it: {
    reset: {
      subject: 'Reimposta la password di ReviewQuest',
      hello: 'Ciao {{name}},',
      body: 'Qualcuno, probabilmente tu, ha chiesto di reimpostare la password del tuo account ReviewQuest.',
      action: 'Scegli una nuova password',
      note: 'Il link funziona una sola volta, entro 30 minuti. Se non l’hai chiesto tu, ignora questa e-mail: la password resta quella di prima.',
    },
    confirmEmail: {
      subject: 'Conferma il nuovo indirizzo e-mail per ReviewQuest',
      hello: 'Ciao {{name}},',
      body: 'Hai chiesto di usare questo indirizzo per il tuo account ReviewQuest.',
      action: 'Conferma questo indirizzo',
      note: 'Il link funziona una sola volta, entro 30 minuti. Se non l’hai chiesto tu, ignora questa e-mail: non cambierà nulla.',
    },
    emailChangeNotice: {
      subject: 'L’indirizzo e-mail del tuo account ReviewQuest sta per cambiare',
      hello: 'Ciao {{name}},',
      body: 'Qualcuno collegato al tuo account ReviewQuest ha chiesto di cambiarne l’indirizzo e-mail in {{email}}.',
      note: 'Se sei stato tu, non devi fare nulla. Altrimenti reimposta subito la password: la modifica verrà annullata e tutte le sessioni del tuo account verranno chiuse.',
    },
  },
  de: {
    reset: {
      subject: 'Setze dein ReviewQuest-Passwort zurück',
      hello: 'Hallo {{name}},',
      body: 'Jemand – hoffentlich du – möchte das Passwort deines ReviewQuest-Kontos zurücksetzen.',
      action: 'Neues Passwort wählen',
      note: 'Der Link funktioniert einmal und nur 30 Minuten lang. Wenn du das nicht warst, ignoriere diese E-Mail: Dein Passwort bleibt, wie es ist.',
    },
    confirmEmail: {
      subject: 'Bestätige deine neue E-Mail-Adresse für ReviewQuest',
      hello: 'Hallo {{name}},',
      body: 'Du möchtest diese Adresse für dein ReviewQuest-Konto verwenden.',
      action: 'Adresse bestätigen',
      note: 'Der Link funktioniert einmal und nur 30 Minuten lang. Wenn du das nicht warst, ignoriere diese E-Mail: Es ändert sich nichts.',
    },
    emailChangeNotice: {
      subject: 'Die E-Mail-Adresse deines ReviewQuest-Kontos wird geändert',
      hello: 'Hallo {{name}},',
      body: 'Jemand, der in deinem ReviewQuest-Konto angemeldet ist, möchte die E-Mail-Adresse in {{email}} ändern.',
      note: 'Warst du das, musst du nichts tun. Wenn nicht, setze jetzt dein Passwort zurück: Damit wird die Änderung verworfen und alle Sitzungen deines Kontos werden beendet.',
    },
  },
  tr: {
    reset: {
      subject: 'ReviewQuest şifreni sıfırla',
      hello: 'Merhaba {{name}},',
      body: 'Birisi, büyük ihtimalle sen, ReviewQuest hesabının şifresini sıfırlamak istedi.',
      action: 'Yeni şifre belirle',
      note: 'Bağlantı yalnızca bir kez ve 30 dakika içinde çalışır. Bu isteği sen yapmadıysan bu e-postayı görmezden gel: şifren değişmez.',
    },
    confirmEmail: {
      subject: 'ReviewQuest için yeni e-posta adresini onayla',
      hello: 'Merhaba {{name}},',
      body: 'ReviewQuest hesabında bu adresi kullanmak istedin.',
      action: 'Bu adresi onayla',
      note: 'Bağlantı yalnızca bir kez ve 30 dakika içinde çalışır. Bu isteği sen yapmadıysan bu e-postayı görmezden gel: hiçbir şey değişmez.',
    },
    emailChangeNotice: {
      subject: 'ReviewQuest hesabının e-posta adresi değiştiriliyor',
      hello: 'Merhaba {{name}},',
      body: 'ReviewQuest hesabında oturum açmış biri, hesabın e-posta adresini {{email}} olarak değiştirmek istedi.',
      note: 'Bunu sen yaptıysan yapman gereken bir şey yok. Yapmadıysan şifreni hemen sıfırla: değişiklik iptal edilir ve hesabındaki tüm oturumlar kapanır.',
    },
  },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The interface language to write in: the account's, else the browser's first known one, else English. */
export function mailLanguage(accountLanguage: string | null, acceptLanguage: string | undefined): Language {
  if (isLanguage(accountLanguage)) return accountLanguage;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.trim().slice(0, 2).toLowerCase();
    if (isLanguage(tag)) return tag;
  }
  return 'en';
}

/** One mail, as plain text and HTML, in the player's interface language. */
export function accountMail(kind: Kind, language: Language, to: string, values: { name: string; email?: string; link?: string }): Mail {
  const t = TEXTS[language][kind];
  const fill = (s: string) => s.replace('{{name}}', () => values.name).replace('{{email}}', () => values.email ?? '');
  const fillHtml = (s: string) => escapeHtml(s).replace('{{name}}', () => escapeHtml(values.name)).replace('{{email}}', () => escapeHtml(values.email ?? ''));
  const withLink = t.action && values.link;
  const text = [fill(t.hello), '', fill(t.body), ...(withLink ? ['', `${t.action}: ${values.link}`] : []), '', t.note, '', 'ReviewQuest'].join('\n');
  const html = [
    `<!doctype html><html lang="${language}"><body style="font-family:sans-serif;line-height:1.5;color:#1f2937">`,
    `<p>${fillHtml(t.hello)}</p>`,
    `<p>${fillHtml(t.body)}</p>`,
    withLink
      ? `<p><a href="${escapeHtml(values.link!)}" style="display:inline-block;padding:10px 16px;background:#4f46e5;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(t.action!)}</a></p>`
      : '',
    `<p style="color:#4b5563">${escapeHtml(t.note)}</p>`,
    '<p>ReviewQuest</p></body></html>',
  ].join('\n');
  return { to, subject: t.subject, text, html };
}
