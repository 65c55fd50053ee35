/**
 * Web Push's VAPID identity (README «Push-Benachrichtigungen», docs/push.md): the key pair set by
 * configuration, or, when unset, created once and kept in the database (services/push/vapid.ts); and the
 * contact the push services see (VAPID_SUBJECT).
 */
import { createECDH } from 'node:crypto';
import * as v from 'valibot';

/** The variables as envSchema reads them (checked together by pushLesen). */
export const PUSH_ENV = {
  VAPID_PUBLIC_KEY: v.optional(v.string()),
  VAPID_PRIVATE_KEY: v.optional(v.string()),
  VAPID_SUBJECT: v.optional(v.string()),
};

type PushEnv = v.InferOutput<v.ObjectSchema<typeof PUSH_ENV, undefined>>;

export interface VapidSchluessel {
  /** Uncompressed P-256 point, base64url (65 bytes). */
  publicKey: string;
  /** The private scalar, base64url (32 bytes). */
  privateKey: string;
}

export interface PushKonfiguration {
  /** Set by configuration; null = the database's pair. */
  vapid: VapidSchluessel | null;
  /** mailto: or https: contact of the operator; push services (Apple's) refuse other subjects. */
  subject: string;
}

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

function bytes(s: string): Buffer | null {
  return BASE64URL.test(s) ? Buffer.from(s, 'base64url') : null;
}

/** The public key that belongs to this private key, or null when it is no P-256 private key. */
function oeffentlicherSchluessel(privat: Buffer): string | null {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(privat);
    return ecdh.getPublicKey().toString('base64url');
  } catch {
    return null;
  }
}

/** The default contact: PUBLIC_URL when it is https, else the sender address of MAIL_FROM. */
function standardSubject(publicUrl: string, mailFrom: string): string {
  if (publicUrl.startsWith('https://')) return publicUrl;
  const adresse = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${adresse}`;
}

/** Reads and checks the three variables; `fehler` holds one German line per bad value. */
export function pushLesen(e: PushEnv, publicUrl: string, mailFrom: string): { push: PushKonfiguration; fehler: string[] } {
  const fehler: string[] = [];
  const oeffentlich = e.VAPID_PUBLIC_KEY?.trim();
  const privat = e.VAPID_PRIVATE_KEY?.trim();
  let vapid: VapidSchluessel | null = null;
  if (oeffentlich || privat) {
    const pub = oeffentlich ? bytes(oeffentlich) : null;
    const priv = privat ? bytes(privat) : null;
    if (!oeffentlich || !privat)
      fehler.push(
        'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: erwartet beide oder keinen (expected both or neither); erzeugen mit `npx web-push generate-vapid-keys`',
      );
    else if (!pub || pub.length !== 65 || pub[0] !== 4)
      fehler.push(
        'VAPID_PUBLIC_KEY: erwartet einen öffentlichen P-256-Schlüssel, 65 Bytes base64url (expected an uncompressed P-256 public key)',
      );
    else if (!priv || priv.length !== 32)
      fehler.push('VAPID_PRIVATE_KEY: erwartet einen privaten P-256-Schlüssel, 32 Bytes base64url (expected a 32-byte P-256 private key)');
    else if (oeffentlicherSchluessel(priv) !== pub.toString('base64url'))
      fehler.push('VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: die beiden Schlüssel gehören nicht zusammen (the keys are not a pair)');
    else vapid = { publicKey: pub.toString('base64url'), privateKey: priv.toString('base64url') };
  }
  const subject = e.VAPID_SUBJECT?.trim() || standardSubject(publicUrl, mailFrom);
  if (!/^mailto:[^\s@]+@[^\s@]+$/.test(subject) && !/^https:\/\/[^\s/]+/.test(subject))
    fehler.push('VAPID_SUBJECT: erwartet mailto:adresse oder eine https-Adresse (expected a mailto: or https: URL)');
  return { push: { vapid, subject }, fehler };
}
