/**
 * Calendar subscription (docs/produkt.md "Kalender abonnieren"). Each club and each member may have one
 * secret feed address; the secret (32 random bytes) is the feed's only key. Stored are its SHA-256, by
 * which a request finds the feed, and the secret AES-256-GCM encrypted under a key derived from
 * SERVER_SECRET, so the portal and the app can show the address again. A leaked database alone opens
 * no feed; when SERVER_SECRET changes, feeds keep working but their addresses cannot be shown until renewed.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { OPERATIONEN, pfadFuellen, SERVER_BASE_PATH } from '@vereinsportal/contract';
import { ABSAGE_TEXT, addDays, KALENDER_TEXT, kalenderTermine, KALENDER_VERGANGENE_TAGE, zeitpunktInZeitzone } from '@vereinsportal/domain';
import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../db/schema.js';
import type { AppDeps } from '../context.js';
import { notFound } from '../http/errors.js';
import { SERVER_MELDUNG } from '../http/messages.js';
import { tokenHash } from './passwort-link.js';
import { heute } from './vertrag.js';
import { einMitglied } from './mitglieder/ein-mitglied.js';

type Deps = Pick<AppDeps, 'db' | 'config' | 'clock'>;
/** Whose feed: the club's (mitgliedId null) or one member's. */
export interface KalenderInhaber {
  vereinId: number;
  mitgliedId: number | null;
}

const schluessel = (serverSecret: string): Buffer => createHash('sha256').update(`${serverSecret}:kalender-abo`, 'utf8').digest();
// The row's owner is authenticated with the ciphertext: a secret copied into another row does not decrypt.
const zusatz = (i: KalenderInhaber): Buffer => Buffer.from(`${i.vereinId}:${i.mitgliedId ?? 0}`, 'utf8');

function verschluesseln(serverSecret: string, inhaber: KalenderInhaber, geheimnis: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', schluessel(serverSecret), iv);
  cipher.setAAD(zusatz(inhaber));
  const daten = Buffer.concat([cipher.update(geheimnis, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), daten].map((b) => b.toString('base64url')).join('.');
}

/** The secret, or null when it cannot be decrypted (another SERVER_SECRET). */
function entschluesseln(serverSecret: string, inhaber: KalenderInhaber, text: string): string | null {
  const [iv, tag, daten] = text.split('.').map((t) => Buffer.from(t, 'base64url'));
  if (!iv || !tag || !daten) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', schluessel(serverSecret), iv);
    decipher.setAAD(zusatz(inhaber));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(daten), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** The feed's public address for a secret. */
export function kalenderUrl(publicUrl: string, geheimnis: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${SERVER_BASE_PATH}${pfadFuellen(OPERATIONEN.getKalenderFeed.pfad, { Geheimnis: geheimnis })}`;
}

const inhaberFilter = (i: KalenderInhaber) => (eb: ExpressionBuilder<Database, 'kalender_abo'>) =>
  eb.and([eb('VereinId', '=', i.vereinId), i.mitgliedId === null ? eb('MitgliedId', 'is', null) : eb('MitgliedId', '=', i.mitgliedId)]);

function neueSpalten(deps: Deps, inhaber: KalenderInhaber) {
  const geheimnis = randomBytes(32).toString('base64url');
  return {
    geheimnis,
    spalten: {
      GeheimnisHash: tokenHash(geheimnis),
      GeheimnisVerschluesselt: verschluesseln(deps.config.serverSecret, inhaber, geheimnis),
      ErstelltAm: deps.clock.now().toISOString(),
    },
  };
}

async function gespeichert(deps: Deps, inhaber: KalenderInhaber) {
  return deps.db.selectFrom('kalender_abo').select('GeheimnisVerschluesselt').where(inhaberFilter(inhaber)).executeTakeFirst();
}

/** The address to show; made on first use. URL null when the stored secret cannot be read back. */
export async function kalenderAbo(deps: Deps, inhaber: KalenderInhaber): Promise<{ URL: string | null }> {
  let row = await gespeichert(deps, inhaber);
  if (!row) {
    // Two first requests at once: the unique index keeps one row, both answer with it.
    await deps.db
      .insertInto('kalender_abo')
      .values({ VereinId: inhaber.vereinId, MitgliedId: inhaber.mitgliedId, ...neueSpalten(deps, inhaber).spalten })
      .onConflict((oc) => oc.doNothing())
      .execute();
    row = await gespeichert(deps, inhaber);
  }
  const geheimnis = row ? entschluesseln(deps.config.serverSecret, inhaber, row.GeheimnisVerschluesselt) : null;
  return { URL: geheimnis ? kalenderUrl(deps.config.publicUrl, geheimnis) : null };
}

/** A new secret for the owner; the previous address finds nothing from now on. */
export async function kalenderErneuern(deps: Deps, inhaber: KalenderInhaber): Promise<{ URL: string }> {
  const { geheimnis, spalten } = neueSpalten(deps, inhaber);
  const geaendert = await deps.db.updateTable('kalender_abo').set(spalten).where(inhaberFilter(inhaber)).executeTakeFirst();
  if (Number(geaendert.numUpdatedRows) === 0) {
    await deps.db
      .insertInto('kalender_abo')
      .values({ VereinId: inhaber.vereinId, MitgliedId: inhaber.mitgliedId, ...spalten })
      .onConflict((oc) => oc.doNothing())
      .execute();
    // A first request made the row in between: renew that one.
    await deps.db.updateTable('kalender_abo').set(spalten).where(inhaberFilter(inhaber)).execute();
  }
  return { URL: kalenderUrl(deps.config.publicUrl, geheimnis) };
}

/** The host part of stable event UIDs: the same event keeps its UID in every feed and after renewals. */
const uidHost = (publicUrl: string): string => {
  try {
    return new URL(publicUrl).hostname || 'vereinsportal';
  } catch {
    return 'vereinsportal';
  }
};

/**
 * The iCalendar text of the feed with this secret: the club's events (or the member's, by the app's
 * category rule) of the last 90 days and the future. A 404 for an unknown or renewed secret, and for a
 * member who is deleted or has lost system access.
 */
export async function kalenderFeed(deps: Deps, geheimnis: string): Promise<{ bytes: Uint8Array; dateiName: string }> {
  const { db } = deps;
  const abo = await db
    .selectFrom('kalender_abo')
    .select(['VereinId', 'MitgliedId'])
    .where('GeheimnisHash', '=', tokenHash(geheimnis))
    .executeTakeFirst();
  if (!abo) throw notFound(SERVER_MELDUNG.kalenderUnbekannt);
  let mitglied: { mitgliedschaftsart: string | null } | null = null;
  if (abo.MitgliedId !== null) {
    const m = await einMitglied(db, abo.VereinId, abo.MitgliedId)
      .select('Mitgliedschaftsart')
      .where('Status', '=', 'A')
      .where('HatSystemZugriff', '=', 1)
      .executeTakeFirst();
    if (!m) throw notFound(SERVER_MELDUNG.kalenderUnbekannt);
    mitglied = { mitgliedschaftsart: m.Mitgliedschaftsart };
  }
  const tag = heute(deps);
  const ab = addDays(tag, -KALENDER_VERGANGENE_TAGE);
  const [verein, rows] = await Promise.all([
    db.selectFrom('verein').select('VereinsName').where('VereinId', '=', abo.VereinId).executeTakeFirst(),
    db
      .selectFrom('termin')
      .select([
        'TerminId',
        'Datum',
        'DatumBis',
        'Zeit',
        'ZeitBis',
        'Ganztaegig',
        'Titel',
        'Ort',
        'URL',
        'Beschreibung',
        'FuerMitgliedschaftsart',
        'Abgesagt',
        'AbsageNotiz',
        'ErstelltAm',
        'GeaendertAm',
      ])
      .where('VereinId', '=', abo.VereinId)
      // The database narrows to the window; the domain rule decides (window and category).
      .where((eb) => eb.or([eb('DatumBis', '>=', ab), eb.and([eb('DatumBis', 'is', null), eb('Datum', '>=', ab)])]))
      .orderBy('Datum', 'asc')
      .orderBy('TerminId', 'asc')
      .execute(),
  ]);
  if (!verein) throw notFound(SERVER_MELDUNG.kalenderUnbekannt);
  const tz = deps.config.tzClub;
  const host = uidHost(deps.config.publicUrl);
  // Loaded with the first feed, not at start (docs/skalierung.md).
  const { default: ical, ICalEventStatus } = await import('ical-generator');
  const kalender = ical({
    name: KALENDER_TEXT.kalenderName(verein.VereinsName),
    prodId: { company: 'Vereinsportal', product: 'Kalender', language: 'DE' },
    ttl: 60 * 60,
  });
  // Times are written in UTC (exact in every client without a VTIMEZONE); the club's zone names the calendar's.
  kalender.x('X-WR-TIMEZONE', tz);
  for (const t of kalenderTermine(rows, tag, mitglied)) {
    const letzterTag = t.DatumBis ?? t.Datum;
    const ganztaegig = t.Ganztaegig === 1 || !t.Zeit;
    const start = ganztaegig ? datumUtc(t.Datum) : zeitpunktInZeitzone(t.Datum, t.Zeit, tz);
    kalender.createEvent({
      id: `termin-${t.TerminId}-verein-${abo.VereinId}@${host}`,
      allDay: ganztaegig,
      start,
      end: ganztaegig ? datumUtc(addDays(letzterTag, 1)) : endeZeitpunkt(t, tz),
      summary: t.Abgesagt === 1 ? ABSAGE_TEXT.kalenderTitel(t.Titel) : t.Titel,
      location: t.Ort,
      url: t.URL,
      // A cancelled event stays in the feed, marked, so calendars show it cancelled instead of silently dropping it.
      // (Not every calendar shows STATUS:CANCELLED, so the title and the description say it too.)
      description:
        t.Abgesagt === 1 ? [ABSAGE_TEXT.kalenderNotiz(t.AbsageNotiz), t.Beschreibung].filter(Boolean).join('\n\n') : t.Beschreibung,
      status: t.Abgesagt === 1 ? ICalEventStatus.CANCELLED : null,
      stamp: deps.clock.now(),
      created: new Date(t.ErstelltAm),
      lastModified: new Date(t.GeaendertAm),
    });
  }
  return { bytes: new TextEncoder().encode(kalender.toString()), dateiName: `termine-${abo.VereinId}.ics` };
}

/** An all-day date as UTC midnight: written as that date (VALUE=DATE), whatever the server's zone. */
const datumUtc = (iso: string): Date => new Date(`${iso}T00:00:00Z`);

/**
 * When a timed event ends: DatumBis (else Datum) at ZeitBis in the club's zone. On one day an end hour
 * of 00 means midnight after the start (docs/produkt.md §5); without an end time a multi-day event ends
 * with its last day, a one-day event has no end (a point in time).
 */
function endeZeitpunkt(t: { Datum: string; DatumBis: string | null; ZeitBis: string | null }, tz: string): Date | null {
  const eintaegig = t.DatumBis === null || t.DatumBis === t.Datum;
  if (!t.ZeitBis) return eintaegig ? null : zeitpunktInZeitzone(addDays(t.DatumBis ?? t.Datum, 1), null, tz);
  const tagDesEndes = eintaegig && t.ZeitBis.startsWith('00') ? addDays(t.Datum, 1) : (t.DatumBis ?? t.Datum);
  return zeitpunktInZeitzone(tagDesEndes, t.ZeitBis, tz);
}
