/**
 * The one-time link's token never rests in the outbox in clear (README «Sicherheit»): the stored text holds
 * LINK_PLATZHALTER where the token goes, and the token is kept AES-256-GCM encrypted under a key derived
 * from SERVER_SECRET in `outbox.LinkGeheimnis` (migration 016). Any instance with the same SERVER_SECRET
 * can fill it in when it hands the mail to SMTP, also on a retry after a crash; once delivered, the
 * encrypted value is blanked. A server whose SERVER_SECRET differs (random per start when unset) cannot
 * decrypt: the mail then goes out with LINK_NICHT_VERFUEGBAR instead of the link line.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** Stands for the token in the stored text (a URL fragment, so the line still reads as a link). */
export const LINK_PLATZHALTER = '[einmal-link]';

/** Replaces the link line when the token cannot be recovered (another SERVER_SECRET, or a mail queued before migration 016). */
export const LINK_NICHT_VERFUEGBAR =
  'Link: (nicht mehr verfügbar) Bitte fordern Sie über «Passwort vergessen» auf der Anmeldeseite einen neuen Link an.';

// Derived once per secret: an import encrypts thousands of tokens in one request.
const schluessel = (() => {
  const cache = new Map<string, Buffer>();
  return (serverSecret: string): Buffer => {
    let key = cache.get(serverSecret);
    if (!key) cache.set(serverSecret, (key = Buffer.from(hkdfSync('sha256', serverSecret, 'vereinsportal', 'outbox-link', 32))));
    return key;
  };
})();

/**
 * Encrypts the token for the mail to `an`. The recipient is authenticated with the ciphertext, so a value
 * copied into another recipient's row does not decrypt.
 */
export function linkVerschluesseln(serverSecret: string, an: string, token: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', schluessel(serverSecret), iv);
  cipher.setAAD(Buffer.from(an, 'utf8'));
  const daten = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), daten].map((b) => b.toString('base64url')).join('.');
}

/** The token, or null when it cannot be decrypted (another SERVER_SECRET, altered value). */
export function linkEntschluesseln(serverSecret: string, an: string, wert: string): string | null {
  const [iv, tag, daten] = wert.split('.').map((t) => Buffer.from(t, 'base64url'));
  if (!iv || !tag || !daten) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', schluessel(serverSecret), iv);
    decipher.setAAD(Buffer.from(an, 'utf8'));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(daten), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

// The link line as mail-texts.ts writes it; a placeholder anywhere else (say, typed into a Rundmail) is left alone.
const LINK_ZEILE = new RegExp(`^Link: \\S*#${LINK_PLATZHALTER.replace(/[[\]]/g, '\\$&')}$`, 'm');

/**
 * The text as sent: the placeholder replaced by the decrypted token, or its whole line by LINK_NICHT_VERFUEGBAR
 * when the token is gone or unreadable. Only the first link line counts: it comes before anything a sender
 * typed (services/mail-texts.ts).
 */
export function textMitLink(serverSecret: string, mail: { to: string; text: string; LinkGeheimnis: string | null }): string {
  const zeile = LINK_ZEILE.exec(mail.text);
  if (!zeile) return mail.text;
  const token = mail.LinkGeheimnis === null ? null : linkEntschluesseln(serverSecret, mail.to, mail.LinkGeheimnis);
  const neu = token === null ? LINK_NICHT_VERFUEGBAR : zeile[0].slice(0, -LINK_PLATZHALTER.length) + token;
  return mail.text.slice(0, zeile.index) + neu + mail.text.slice(zeile.index + zeile[0].length);
}
