/**
 * Web Push to the member app (docs/push.md): the kinds a member can switch, the subscription the app
 * saves, and the texts. The server's side is apps/server/src/services/push/.
 */
import * as v from 'valibot';
import { APP_BASIS } from './constants.js';
import { formatDatumDe } from './dates.js';
import { flag } from './entity-felder.js';
import { flagFeld, objektMeldung } from './schemas/fields.js';
import { MELDUNG } from './validation-messages.js';

/** The kinds of notification; each has a switch in the app's profile (per member, on every device). */
export const PUSH_ARTEN = ['news', 'termin', 'warteliste', 'erinnerung'] as const;
export type PushArt = (typeof PUSH_ARTEN)[number];

/** The profile's label of each switch. */
export const PUSH_ART_TEXT: Record<PushArt, string> = {
  news: 'Neue Mitteilungen',
  termin: 'Termin geändert oder abgesagt',
  warteliste: 'Von der Warteliste nachgerückt',
  erinnerung: 'Erinnerungen an Termine',
};

/** A notification's title and text are cut to these lengths (a push message carries at most 4 kB). */
export const PUSH_TITEL_MAX = 80;
export const PUSH_TEXT_MAX = 240;
/** A push service's endpoint URL is at most this long (real ones are 150-500 characters). */
export const PUSH_ENDPOINT_MAX = 2000;

/** The server's VAPID public key (uncompressed P-256, base64url), the app's applicationServerKey. */
export const pushSchluesselEntity = v.strictObject({ PublicKey: v.string() });

/** The switches per kind; 1 = on (the default). */
export const pushEinstellungEntity = v.strictObject({
  News: flag,
  Termin: flag,
  Warteliste: flag,
  Erinnerung: flag,
  /** 1: this device has a saved subscription. */
  DiesesGeraetAbonniert: flag,
});
export type PushEinstellung = v.InferOutput<typeof pushEinstellungEntity>;

/** The column of each kind's switch (entity and table push_einstellung). */
export const PUSH_ART_SPALTE = {
  news: 'News',
  termin: 'Termin',
  warteliste: 'Warteliste',
  erinnerung: 'Erinnerung',
} as const satisfies Record<PushArt, keyof PushEinstellung>;

/** Setting the switches: any of them, the others stay. */
export const pushEinstellungSchema = v.strictObject(
  {
    News: flagFeld('News', 1),
    Termin: flagFeld('Termin', 1),
    Warteliste: flagFeld('Warteliste', 1),
    Erinnerung: flagFeld('Erinnerung', 1),
  },
  objektMeldung,
);
/** Only the fields sent are changed (flagFeld's default would switch the others on). */
export const pushEinstellungPatchSchema = v.partial(pushEinstellungSchema);
export type PushEinstellungPatch = v.InferOutput<typeof pushEinstellungPatchSchema>;

function urlGueltig(s: string): boolean {
  try {
    return Boolean(new URL(s).host);
  } catch {
    return false;
  }
}

const base64url = (feld: string, laenge: number) =>
  v.pipe(v.string(MELDUNG.ungueltig(feld)), v.regex(new RegExp(`^[A-Za-z0-9_-]{${laenge}}=*$`), MELDUNG.ungueltig(feld)));

/**
 * A browser's push subscription (`PushSubscription.toJSON()`: endpoint and keys). P256dh is the 65-byte
 * uncompressed public key (87 base64url characters, first byte 4 = 'B'), Auth the 16-byte secret.
 */
export const pushAboSchema = v.strictObject(
  {
    Endpoint: v.pipe(
      v.string(MELDUNG.ungueltig('Endpoint')),
      v.maxLength(PUSH_ENDPOINT_MAX, MELDUNG.maxLaenge('Endpoint', PUSH_ENDPOINT_MAX)),
      v.check((s) => /^https?:\/\/[^\s]+$/i.test(s) && urlGueltig(s), MELDUNG.ungueltig('Endpoint')),
    ),
    P256dh: v.pipe(base64url('P256dh', 87), v.startsWith('B', MELDUNG.ungueltig('P256dh'))),
    Auth: base64url('Auth', 22),
  },
  objektMeldung,
);
export type PushAboInput = v.InferOutput<typeof pushAboSchema>;

/** What one notification says; the service worker shows it and opens `pfad` on a click. */
export interface PushNachricht {
  art: PushArt;
  titel: string;
  text: string;
  /** An app path below APP_BASIS, e.g. '/app/termine'. */
  pfad: string;
}

/** Cuts title and text to their limits and keeps the click inside the app (anything else opens the app's start). */
export function pushNachricht(n: PushNachricht): PushNachricht {
  const kuerzen = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);
  const imApp = n.pfad === APP_BASIS || n.pfad.startsWith(`${APP_BASIS}/`);
  return {
    art: n.art,
    titel: kuerzen(n.titel.trim(), PUSH_TITEL_MAX),
    text: kuerzen(n.text.trim(), PUSH_TEXT_MAX),
    pfad: imApp ? n.pfad : `${APP_BASIS}/`,
  };
}

/** The app's texts about notifications (permission card and profile). */
export const PUSH_TEXT = {
  karteTitel: 'Benachrichtigungen erlauben?',
  karteText:
    'Die App kann Sie benachrichtigen, wenn der Verein eine Mitteilung veröffentlicht, ein Termin geändert oder abgesagt wird, Sie von der Warteliste nachrücken oder eine Antwort fehlt. Welche davon, wählen Sie im Profil.',
  erlauben: 'Erlauben',
  spaeter: 'Später',
  profilTitel: 'Benachrichtigungen',
  aktiv: 'Auf diesem Gerät eingeschaltet.',
  aus: 'Auf diesem Gerät ausgeschaltet.',
  blockiert: 'Im Browser blockiert. Erlauben Sie Benachrichtigungen für diese Seite in den Einstellungen des Browsers.',
  nichtUnterstuetzt:
    'Dieser Browser kann keine Benachrichtigungen empfangen. Auf dem iPhone: die App zuerst zum Home-Bildschirm hinzufügen (ab iOS 16.4).',
  einschalten: 'Auf diesem Gerät einschalten',
  ausschalten: 'Auf diesem Gerät ausschalten',
  fehlgeschlagen: 'Benachrichtigungen konnten nicht eingeschaltet werden. Bitte später nochmals versuchen.',
  gespeichert: 'Gespeichert.',
} as const;

const einzeilig = (s: string): string => s.replace(/\s+/g, ' ').trim();
const wann = (datum: string, zeit: string | null): string => `${formatDatumDe(datum)}${zeit ? `, ${zeit} Uhr` : ''}`;

/** The notifications the server sends; the caller fills in title and date (ISO), the path is the screen a click opens. */
export const PUSH_NACHRICHT = {
  newsNeu: (newsId: number, titel: string, vereinsName: string): PushNachricht => ({
    art: 'news',
    titel: einzeilig(vereinsName),
    text: `Neue Mitteilung: ${einzeilig(titel)}`,
    pfad: `${APP_BASIS}/news/${newsId}`,
  }),
  nachgerueckt: (titel: string, datum: string, zeit: string | null): PushNachricht => ({
    art: 'warteliste',
    titel: `Sie haben einen Platz: ${einzeilig(titel)}`,
    text: `Ein Platz ist frei geworden; Sie sind für den ${wann(datum, zeit)} angemeldet. Können Sie nicht, melden Sie sich bitte ab.`,
    pfad: `${APP_BASIS}/termine`,
  }),
  terminGeaendert: (titel: string, datum: string, zeit: string | null): PushNachricht => ({
    art: 'termin',
    titel: `Termin geändert: ${einzeilig(titel)}`,
    text: `Jetzt am ${wann(datum, zeit)}. Details in der App.`,
    pfad: `${APP_BASIS}/termine`,
  }),
  terminAbgesagt: (titel: string, datum: string, notiz: string | null): PushNachricht => ({
    art: 'termin',
    titel: `Abgesagt: ${einzeilig(titel)}`,
    text: `Der Termin am ${formatDatumDe(datum)} findet nicht statt.${notiz ? ` ${einzeilig(notiz)}` : ''}`,
    pfad: `${APP_BASIS}/termine`,
  }),
} as const;
