/**
 * The booking core of a bank file (camt.054 / camt.053), shared by the operator's invoices (cli.ts
 * `zahlungen-einlesen`, zahlungen-einlesen.ts) and a club's fee invoices (the portal's upload,
 * services/beitraege/zahlungen-einlesen.ts): read the file safely (size, UTF-8, the domain's camtLesen), check
 * the account, match by reference with the domain's zahlungenAbgleichen, and store everything in one
 * transaction, so on any error nothing is booked. Where the invoices and payments live is the caller's
 * `Kassenbuch`; the bank's entry key is unique there, so the same file read twice books nothing.
 */
import { createHash } from 'node:crypto';
import {
  BANKDATEI_MAX_BYTES,
  zahlungenAbgleichen,
  type Abgleich,
  type BereitsGebucht,
  type Buchung,
  type CamtDatei,
  type CamtZahlung,
  type OffeneRechnung,
} from '@vereinsportal/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

export { BANKDATEI_MAX_BYTES };

/** A bank file that cannot be booked; the message is a German sentence for the reader. */
export class EinleseFehler extends Error {}

export const BANKDATEI_MELDUNG = {
  zuGross: (bytes: number) =>
    `Die Bankdatei ist ${Math.ceil(bytes / 1024 / 1024)} MB gross; eingelesen werden Dateien bis ${BANKDATEI_MAX_BYTES / 1024 / 1024} MB. Bitte laden Sie im E-Banking einen kürzeren Zeitraum herunter.`,
  keinUtf8: 'Die Bankdatei ist nicht UTF-8-codiert; eine camt-Datei der Bank ist es immer. Bitte laden Sie sie erneut herunter.',
  gleichzeitig: 'Dieselben Buchungen werden gerade von einem anderen Aufruf eingelesen. Nichts wurde verbucht; bitte erneut versuchen.',
} as const;

export interface Zaehler {
  bezahlt: number;
  teilweise: number;
  ueberzahlt: number;
  storniert: number;
  nichtZugeordnet: number;
  uebersprungen: number;
}

/** A read bank file and its SHA-256 (hex). */
export interface GeleseneBankdatei {
  camt: CamtDatei;
  hash: string;
}

/** Reads a bank file: size, UTF-8, camt. Throws EinleseFehler with the German reason; books nothing. */
export async function bankdateiLesen(bytes: Uint8Array): Promise<GeleseneBankdatei> {
  if (bytes.byteLength > BANKDATEI_MAX_BYTES) throw new EinleseFehler(BANKDATEI_MELDUNG.zuGross(bytes.byteLength));
  let xml: string;
  try {
    xml = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new EinleseFehler(BANKDATEI_MELDUNG.keinUtf8);
  }
  // The camt reader (fast-xml-parser) loads with the first bank file (docs/skalierung.md).
  const { camtLesen } = await import('@vereinsportal/domain/camt');
  const gelesen = camtLesen(xml);
  if ('fehler' in gelesen) throw new EinleseFehler(`${gelesen.fehler} Nichts wurde verbucht.`);
  return { camt: gelesen, hash: createHash('sha256').update(bytes).digest('hex') };
}

/**
 * Where one ledger keeps its invoices and payments (the operator's `rechnung`/`zahlung`, a club's
 * `beitragsrechnung`/`beitragszahlung`). Every method runs in the booking's transaction.
 */
export interface Kassenbuch {
  /**
   * The invoices the file may concern: those its references name (also paid ones: a second payment is an
   * over-payment, a reversal undoes a payment) and every open one (suggestions for unknown references).
   */
  rechnungen(trx: Transaction<Database>, referenzen: string[]): Promise<OffeneRechnung[]>;
  /** The stored bookings with these bank keys, and every booking of these invoices (what a reversal may undo). */
  bereitsGebucht(trx: Transaction<Database>, schluessel: string[], rechnungIds: number[]): Promise<BereitsGebucht[]>;
  /** Stores the import record; returns its id. */
  importSpeichern(trx: Transaction<Database>, datei: GeleseneBankdatei & { name: string }, zaehler: Zaehler): Promise<number>;
  /** Stores one booking (`quelle`: the bank's entry) and brings its invoice's paid total and day up to date. */
  buchen(trx: Transaction<Database>, buchung: Buchung, quelle: CamtZahlung | undefined, importId: number): Promise<void>;
  /** After the last booking, in the same transaction (e.g. the change-log entry). */
  abschliessen?(trx: Transaction<Database>, datei: GeleseneBankdatei & { name: string }, zaehler: Zaehler): Promise<void>;
}

export interface BuchungsErgebnis {
  /** null for a trial run (preview): nothing stored. */
  importId: number | null;
  abgleich: Abgleich;
  zaehler: Zaehler;
  /** The invoices matched against, by id (for names in reports and previews). */
  rechnungen: Map<number, OffeneRechnung>;
}

/** Matches and (unless `probe`) books a read file in one transaction. Throws EinleseFehler on a race. */
export async function bankdateiBuchen(
  db: Kysely<Database>,
  buch: Kassenbuch,
  datei: GeleseneBankdatei & { name: string },
  probe: boolean,
): Promise<BuchungsErgebnis> {
  const arbeit = async (trx: Transaction<Database>): Promise<BuchungsErgebnis> => {
    const referenzen = [...new Set(datei.camt.zahlungen.map((z) => z.referenz).filter((r): r is string => r !== null))];
    const offene = await buch.rechnungen(trx, referenzen);
    const bereits = await buch.bereitsGebucht(
      trx,
      datei.camt.zahlungen.map((z) => z.eintragSchluessel),
      offene.map((r) => r.rechnungId),
    );
    const abgleich = zahlungenAbgleichen(datei.camt, offene, bereits);
    const zaehler = zaehlen(abgleich);
    const rechnungen = new Map(offene.map((r) => [r.rechnungId, r]));
    if (probe) return { importId: null, abgleich, zaehler, rechnungen };
    const importId = await buch.importSpeichern(trx, datei, zaehler);
    const quelle = new Map(datei.camt.zahlungen.map((z) => [z.eintragSchluessel, z]));
    for (const b of abgleich.buchungen) await buch.buchen(trx, b, quelle.get(b.eintragSchluessel), importId);
    await buch.abschliessen?.(trx, datei, zaehler);
    return { importId, abgleich, zaehler, rechnungen };
  };
  try {
    return await db.transaction().execute(arbeit);
  } catch (error) {
    // Another run booked the same entry between our read and our insert: the unique key refused it.
    if (istEindeutigkeitsVerletzung(error)) throw new EinleseFehler(BANKDATEI_MELDUNG.gleichzeitig);
    throw error;
  }
}

export function istEindeutigkeitsVerletzung(error: unknown): boolean {
  const e = error as { code?: unknown } | null;
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

export function zaehlen(a: Abgleich): Zaehler {
  const z: Zaehler = { bezahlt: 0, teilweise: 0, ueberzahlt: 0, storniert: 0, nichtZugeordnet: 0, uebersprungen: a.uebersprungen.length };
  for (const b of a.buchungen) {
    if (b.art === 'storno') z.storniert++;
    else if (b.art === 'nicht zugeordnet') z.nichtZugeordnet++;
    else if (b.ergebnis === 'teilweise bezahlt') z.teilweise++;
    else if (b.ueberzahlungCents > 0) z.ueberzahlt++;
    else z.bezahlt++;
  }
  return z;
}
