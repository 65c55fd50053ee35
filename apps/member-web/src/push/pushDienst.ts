/**
 * Web Push on this device (docs/push.md): whether the browser can, what the member allowed, and turning
 * it on (permission, subscription with the server's VAPID key, saved to this device's row) or off.
 * The subscription is the browser's; the server keeps it with the device and drops it at sign-out.
 */
import { api } from '../common/api';

export type PushZustand = 'nichtUnterstuetzt' | 'blockiert' | 'frage' | 'erlaubt';

/** Push needs a service worker, the Push API and notifications (an iPhone: only the app on the home screen, iOS 16.4+). */
export function pushUnterstuetzt(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

export function pushZustand(): PushZustand {
  if (!pushUnterstuetzt()) return 'nichtUnterstuetzt';
  if (Notification.permission === 'denied') return 'blockiert';
  return Notification.permission === 'granted' ? 'erlaubt' : 'frage';
}

/** The VAPID public key (base64url) as the bytes pushManager.subscribe wants. */
function schluesselBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const roh = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(roh.length));
  for (let i = 0; i < roh.length; i++) bytes[i] = roh.charCodeAt(i);
  return bytes;
}

const gleicheBytes = (a: ArrayBuffer | null, b: Uint8Array): boolean => {
  if (!a || a.byteLength !== b.length) return false;
  const x = new Uint8Array(a);
  return x.every((v, i) => v === b[i]);
};

/** Subscribes (or reuses the browser's subscription for this key) and saves it for this device. */
async function abonnieren(): Promise<void> {
  const registrierung = await navigator.serviceWorker.ready;
  const schluessel = schluesselBytes((await api.getPushSchluessel()).PublicKey);
  let abo = await registrierung.pushManager.getSubscription();
  // A subscription made for another server key (a re-created database) cannot be used.
  if (abo && !gleicheBytes(abo.options.applicationServerKey, schluessel)) {
    await abo.unsubscribe();
    abo = null;
  }
  abo ??= await registrierung.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: schluessel });
  const json = abo.toJSON();
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) throw new Error('Push-Abonnement ohne Schlüssel');
  await api.savePushAbo({ body: { Endpoint: json.endpoint, P256dh: json.keys.p256dh, Auth: json.keys.auth } });
}

/** Asks for permission (only from a click) and subscribes; returns the state afterwards. */
export async function pushEinschalten(): Promise<PushZustand> {
  if (!pushUnterstuetzt()) return 'nichtUnterstuetzt';
  const antwort = await Notification.requestPermission();
  if (antwort !== 'granted') return antwort === 'denied' ? 'blockiert' : 'frage';
  aufDiesemGeraetAus(false);
  await abonnieren();
  return 'erlaubt';
}

/** Ends the browser's subscription and removes it from the server. */
export async function pushAusschalten(): Promise<void> {
  aufDiesemGeraetAus(true);
  await api.deletePushAbo();
  if (!pushUnterstuetzt()) return;
  const abo = await (await navigator.serviceWorker.ready).pushManager.getSubscription();
  await abo?.unsubscribe();
}

/**
 * At each start of the signed-in app: where the member allowed notifications and did not turn them off
 * here, the subscription is saved again (a new sign-in made a new device row; browsers rotate endpoints).
 */
export async function pushAuffrischen(): Promise<void> {
  if (pushZustand() !== 'erlaubt' || istAufDiesemGeraetAus()) return;
  await abonnieren();
}

/** Sign-out: the browser's subscription ends too (the server dropped it with the device row). */
export async function pushAbmeldenLokal(): Promise<void> {
  if (!pushUnterstuetzt()) return;
  const registrierung = await navigator.serviceWorker.getRegistration();
  await (await registrierung?.pushManager.getSubscription())?.unsubscribe();
}

const AUS = 'vp-push-aus';
const SPAETER = 'vp-push-spaeter';
/** 'Später' hides the card this long. */
export const SPAETER_TAGE = 14;

function aufDiesemGeraetAus(aus: boolean): void {
  try {
    if (aus) localStorage.setItem(AUS, '1');
    else localStorage.removeItem(AUS);
  } catch {
    // Storage blocked (private mode): the choice lasts as long as the page.
  }
}
function istAufDiesemGeraetAus(): boolean {
  try {
    return localStorage.getItem(AUS) === '1';
  } catch {
    return false;
  }
}

export function spaeterMerken(jetzt = Date.now()): void {
  try {
    localStorage.setItem(SPAETER, String(jetzt));
  } catch {
    // Storage blocked: the card shows again on the next start.
  }
}

/** The card asks while the browser could still ask, the member has not said 'Später' lately, and has not turned push off here. */
export function karteZeigen(jetzt = Date.now()): boolean {
  if (pushZustand() !== 'frage' || istAufDiesemGeraetAus()) return false;
  try {
    const seit = Number(localStorage.getItem(SPAETER) ?? 0);
    return !(seit > 0 && jetzt - seit < SPAETER_TAGE * 86_400_000);
  } catch {
    return true;
  }
}
