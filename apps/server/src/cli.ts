/**
 * Operator command line: set a club's contract, list clubs, change the subscription article, back up
 * and restore the SQLite database (with the stored documents, which live in it), read the bank's payment
 * files, list invoices and send payment reminders.
 *   pnpm --filter @vereinsportal/server cli <befehl> [optionen]
 *   (development: tsx --conditions=@vereinsportal/source src/cli.ts <befehl>)
 * Reads the same environment as the server (DATA_DIR, DATABASE_URL, TZ_CLUB, ...). Every command takes
 * the clock it reads "today" and "now" from; only the program's entry point uses the system clock.
 */
import {
  ABO_MIN_MITGLIEDER,
  ARTIKEL_JAHRESABO_ID,
  formatBetrag,
  fromCents,
  GRATIS_MIN_MITGLIEDER,
  isIsoDate,
  laufzeitEnde,
  MELDUNG,
  TEST_MAX_MITGLIEDER,
  TEST_TAGE,
  testEnde,
  toCents,
  VERTRAGS_ARTEN,
  WERBUNG_MAX_MITGLIEDER,
  type VertragsArt,
} from '@vereinsportal/domain';
import SqliteDatabase from 'better-sqlite3';
import pino from 'pino';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type Config } from './config.js';
import type { Clock } from './context.js';
import { createDb, type DbHandle } from './db/create-db.js';
import { migrate, migrationProvider } from './db/migrate.js';
import { betreiberFehltMeldung, type Betreiber } from './config-betreiber.js';
import { createOutbox } from './services/outbox.js';
import { MAHNSTUFE_KURZ } from './services/rechnungen/rechnung-pdf.js';
import { mahnungenSenden } from './services/rechnungen/mahnungen-senden.js';
import { alleRechnungen } from './services/rechnungen/rechnungen-auflisten.js';
import { ERFASSEN_MELDUNG, nichtZugeordneteZahlungen, zahlungErfassen, zahlungZuordnen } from './services/rechnungen/zahlung-zuordnen.js';
import { BANKDATEI_MAX_BYTES, EINLESE_MELDUNG, EinleseFehler, zahlungenEinlesen } from './services/rechnungen/zahlungen-einlesen.js';
import { createSmtpTransport } from './services/smtp.js';
import { anzahlMitSystemZugriff, heute, vertragEinfuegen, vertragsStand } from './services/vertrag.js';

const SQLITE_DATEI = 'vereinsportal.sqlite';
const PG_DUMP = 'pg_dump -Fc "$DATABASE_URL" > vp.dump';
const PG_RESTORE = 'pg_restore --clean --if-exists -d "$DATABASE_URL" vp.dump';

export const HILFE = `Vereinsportal – Befehle für den Betrieb

Aufruf:  pnpm --filter @vereinsportal/server cli <befehl> [optionen]

Befehle:
  vereine
      Listet alle Vereine mit aktuellem Vertrag und Anzahl Mitglieder mit Systemzugriff.

  vertrag-setzen --verein <nr> --art <Vertragsart> [--von JJJJ-MM-TT] [--bis JJJJ-MM-TT] [--anzahl <n>]
      Setzt einen neuen Vertrag für einen Verein; er gilt ab --von (Standard: heute).
      Vertragsarten: Test, Werbung, Gratisbetrieb, Jahresabonnement.
        Gratisbetrieb     braucht --bis.
        Werbung           hat kein Enddatum (--bis ist nicht erlaubt).
        Test              dauert ${TEST_TAGE} Tage, wenn --bis fehlt.
        Jahresabonnement  dauert ein Jahr, wenn --bis fehlt; --anzahl mindestens ${ABO_MIN_MITGLIEDER}.
      --anzahl: erlaubte Mitglieder mit Systemzugriff (Standard je nach Art, mindestens die heutige Anzahl).
      Beispiel: vertrag-setzen --verein 1001 --art Gratisbetrieb --bis 2027-12-31

  artikel-setzen [--preis <betrag>] [--mwst <prozent>] [--mwst-bezeichnung <text>] [--waehrung <ISO>]
      Ändert den Artikel 1 (Jahresabonnement): Bruttopreis pro Mitglied und Jahr, MWST-Satz, Währung.
      Ohne Optionen zeigt er den heutigen Artikel. Beispiel: artikel-setzen --preis 2.50 --mwst 8.1

  backup --ziel <datei.sqlite> [--ueberschreiben]
      Sichert die SQLite-Datenbank in eine Datei, auch während der Server läuft. Die Sicherung enthält
      alles, auch die hochgeladenen Dokumente (sie liegen in der Datenbank).

  restore --quelle <datei.sqlite>
      Stellt eine mit backup erstellte Sicherung wieder her. Nur bei gestopptem Server. Die bisherige
      Datenbank bleibt als ${SQLITE_DATEI}.vor-wiederherstellung-<Zeitpunkt> in DATA_DIR liegen.

  Mit PostgreSQL (DATABASE_URL) sichern pg_dump und pg_restore alles, auch die Dokumente:
      Sichern:         ${PG_DUMP}
      Wiederherstellen (alle Server gestoppt):
                       ${PG_RESTORE}

  zahlungen-einlesen --datei <auszug.xml> [--von <name>] [--probe]
      Liest eine Bankdatei (camt.054 Gutschriftsanzeige oder camt.053 Kontoauszug) und verbucht die
      Zahlungen nach ihrer Referenz: genauer Betrag -> bezahlt, weniger -> teilweise bezahlt, mehr ->
      bezahlt mit Überzahlung; unbekannte Referenz -> nicht zugeordnet (mit Vorschlägen); ein Storno
      macht seine Zahlung rückgängig. Dieselbe Datei zweimal verbucht nichts doppelt. Nur Dateien des
      Kontos BETREIBER_IBAN (oder BETREIBER_KONTO_IBAN), höchstens ${BANKDATEI_MAX_BYTES / 1024 / 1024} MB. Bei einem Fehler wird nichts verbucht.
      --von: wer einliest (Standard: der Benutzername). --probe: zeigt, was verbucht würde, verbucht nichts.

  rechnungen [--offen]
      Listet die Rechnungen aller Vereine: Nummer, Verein, Datum, Betrag, bezahlt, offen, fällig,
      Status und Mahnstufe. --offen: nur nicht vollständig bezahlte. Danach die Zahlungen, die keiner
      Rechnung zugeordnet werden konnten, mit ihrem Buchungsschlüssel.

  zahlung-zuordnen --eintrag <Buchungsschlüssel> --rechnung <nr>
      Ordnet eine nicht zugeordnete Zahlung von Hand einer Rechnung zu (z.B. einem Vorschlag von
      zahlungen-einlesen); die Rechnung gilt danach als bezahlt oder teilweise bezahlt.

  zahlung-erfassen --rechnung <nr> --betrag <CHF> [--datum JJJJ-MM-TT] [--von <name>] [--mitteilung <text>]
      Verbucht eine Zahlung, die nicht über die Bankdatei kam (bar, oder eine Rechnung aus der Zeit vor
      dem Zahlungsabgleich mit Referenz VP-…). --datum: Standard heute. Beispiel:
      zahlung-erfassen --rechnung 12 --betrag 250.00 --datum 2026-03-01

  mahnungen-senden
      Verschickt jetzt die fälligen Zahlungserinnerungen und 2. Mahnungen (sonst stündlich durch den
      Server): MAHNUNG_TAGE Tage nach Fälligkeit bzw. nach der Erinnerung, jede Stufe genau einmal.

  help
      Zeigt diese Hilfe.

Umgebung: DATA_DIR (Standard ./data), DATABASE_URL, TZ_CLUB wie beim Server.
`;

/** Where the CLI writes; tests pass their own. */
export interface Ausgabe {
  out(text: string): void;
  err(text: string): void;
}

class Nutzungsfehler extends Error {}

/** The options a command accepts: a value (`--verein 1001`, `--verein=1001`) or a flag (`--ueberschreiben`). */
type OptionenDefinition = Record<string, { type: 'string' | 'boolean' }>;

/** Parsed options: text values and flags (true), each absent when not given. */
type Optionen = Record<string, string | boolean | undefined>;

/** What a command needs besides its options. */
interface Umgebung {
  config: Config;
  aus: Ausgabe;
  clock: Clock;
  /** The environment (the operator's name for an import record). */
  env: Record<string, string | undefined>;
}

/**
 * Reads a command's options with Node's parseArgs. Its own errors are English, so it runs leniently and
 * the tokens are checked here, with German messages: no stray arguments, no unknown options, a value
 * for every value option (the next option is no value: `--verein --art Test`), none for a flag.
 */
function leseOptionen(args: string[], definition: OptionenDefinition): Optionen {
  const { values, tokens } = parseArgs({ args, options: definition, strict: false, allowPositionals: true, tokens: true });
  for (const token of tokens) {
    if (token.kind === 'positional') throw new Nutzungsfehler(`Unerwartetes Argument: ${token.value}`);
    if (token.kind !== 'option') continue;
    const typ = Object.hasOwn(definition, token.name) ? definition[token.name]!.type : undefined;
    if (typ === undefined) throw new Nutzungsfehler(`Unbekannte Option: ${token.rawName}. "help" zeigt alle Befehle und ihre Optionen.`);
    if (typ === 'string' && (token.value === undefined || (!token.inlineValue && token.value.startsWith('--')))) {
      throw new Nutzungsfehler(`--${token.name} braucht einen Wert.`);
    }
    if (typ === 'boolean' && token.value !== undefined) throw new Nutzungsfehler(`Unerwartetes Argument: ${token.rawName}=${token.value}`);
  }
  return values as Optionen;
}

function text(optionen: Optionen, name: string): string | undefined {
  const wert = optionen[name];
  return typeof wert === 'string' ? wert : undefined;
}

function datum(optionen: Optionen, name: string): string | undefined {
  const wert = text(optionen, name);
  if (wert !== undefined && !isIsoDate(wert)) throw new Nutzungsfehler(`--${name} muss ein Datum JJJJ-MM-TT sein: ${wert}`);
  return wert;
}

function ganzzahl(optionen: Optionen, name: string): number | undefined {
  const wert = text(optionen, name);
  if (wert === undefined) return undefined;
  if (!/^\d+$/.test(wert) || Number(wert) <= 0) throw new Nutzungsfehler(`--${name} muss eine positive ganze Zahl sein: ${wert}`);
  return Number(wert);
}

async function mitDatenbank<T>(config: Config, arbeit: (db: DbHandle['db']) => Promise<T>): Promise<T> {
  const handle = await createDb(config);
  try {
    await migrate(handle.db);
    return await arbeit(handle.db);
  } finally {
    await handle.destroy();
  }
}

async function vereine({ config, aus, clock }: Umgebung): Promise<void> {
  const tag = heute({ config, clock });
  await mitDatenbank(config, async (db) => {
    const liste = await db.selectFrom('verein').select(['VereinId', 'VereinsName', 'Emailadresse']).orderBy('VereinId').execute();
    if (liste.length === 0) {
      aus.out('Keine Vereine erfasst.\n');
      return;
    }
    aus.out('Nr.    Verein                              Vertrag            von         bis         Plätze  Systemzugriff  E-Mail\n');
    for (const v of liste) {
      const stand = await vertragsStand(db, v.VereinId, tag);
      const a = stand.aktuell;
      const art = a ? `${a.VertragsArt}${stand.abgelaufen ? ' (abgel.)' : ''}` : '-';
      const zeile = [
        String(v.VereinId).padEnd(6),
        (v.VereinsName.length > 35 ? `${v.VereinsName.slice(0, 34)}…` : v.VereinsName).padEnd(35),
        art.padEnd(18),
        (a?.VertragsLaufzeitVon ?? '-').padEnd(11),
        (a?.VertragsLaufzeitBis ?? 'offen').padEnd(11),
        String(a?.VertragAnzahlMitglieder ?? 0).padStart(6),
        String(await anzahlMitSystemZugriff(db, v.VereinId)).padStart(14),
        v.Emailadresse ?? '',
      ];
      aus.out(`${zeile.join(' ')}\n`);
    }
  });
}

async function vertragSetzen({ config, aus, clock }: Umgebung, optionen: Optionen): Promise<void> {
  const vereinId = ganzzahl(optionen, 'verein');
  if (vereinId === undefined) throw new Nutzungsfehler('--verein fehlt.');
  const artText = text(optionen, 'art');
  const art = VERTRAGS_ARTEN.find((a) => a.toLowerCase() === artText?.toLowerCase()) as VertragsArt | undefined;
  if (!art) throw new Nutzungsfehler(`--art muss eine von ${VERTRAGS_ARTEN.join(', ')} sein.`);
  const tag = heute({ config, clock });
  const von = datum(optionen, 'von') ?? tag;
  let bis = datum(optionen, 'bis') ?? null;
  if (art === 'Werbung' && bis !== null) throw new Nutzungsfehler('Werbung hat kein Enddatum; --bis weglassen.');
  if (art === 'Gratisbetrieb' && bis === null) throw new Nutzungsfehler('Gratisbetrieb braucht --bis JJJJ-MM-TT.');
  if (art === 'Test' && bis === null) bis = testEnde(von);
  if (art === 'Jahresabonnement' && bis === null) bis = laufzeitEnde(von);
  if (bis !== null && bis < von) throw new Nutzungsfehler('--bis liegt vor --von.');
  const anzahlOption = ganzzahl(optionen, 'anzahl');
  if (art === 'Jahresabonnement' && anzahlOption !== undefined && anzahlOption < ABO_MIN_MITGLIEDER)
    throw new Nutzungsfehler(MELDUNG.aboAnzahlMinimum(ABO_MIN_MITGLIEDER));

  await mitDatenbank(config, async (db) => {
    const verein = await db.selectFrom('verein').select(['VereinId', 'VereinsName']).where('VereinId', '=', vereinId).executeTakeFirst();
    if (!verein) throw new Nutzungsfehler(`Verein ${vereinId} gibt es nicht. "vereine" listet alle.`);
    const mitZugriff = await anzahlMitSystemZugriff(db, vereinId);
    const standVorher = await vertragsStand(db, vereinId, tag);
    const standard =
      art === 'Test'
        ? TEST_MAX_MITGLIEDER
        : art === 'Werbung'
          ? WERBUNG_MAX_MITGLIEDER
          : art === 'Jahresabonnement'
            ? ABO_MIN_MITGLIEDER
            : Math.max(GRATIS_MIN_MITGLIEDER, standVorher.aktuell?.VertragAnzahlMitglieder ?? 0);
    const anzahl = anzahlOption ?? Math.max(standard, mitZugriff);
    await vertragEinfuegen(db, vereinId, { art, von, bis, anzahl, erstelltAm: clock.now().toISOString() });
    aus.out(
      `Vertrag gesetzt: Verein ${vereinId} (${verein.VereinsName}): ${art} von ${von} bis ${bis ?? 'offen'}, ${anzahl} Mitglieder mit Systemzugriff.\n`,
    );
    if (anzahl < mitZugriff) {
      aus.out(`Hinweis: Der Verein hat heute ${mitZugriff} Mitglieder mit Systemzugriff, mehr als der Vertrag erlaubt.\n`);
    }
    const stand = await vertragsStand(db, vereinId, tag);
    if (von <= tag && stand.aktuell?.VertragsArt !== art) {
      aus.out(
        `Hinweis: Heute gilt weiterhin ${stand.aktuell?.VertragsArt ?? 'kein Vertrag'} (ein Vertrag mit späterem Beginn hat Vorrang).\n`,
      );
    }
  });
}

/** An amount or percentage with at most 2 decimals, in hundredths (cents): exact, the database keeps integers. */
function hundertstel(optionen: Optionen, name: string): number | undefined {
  const wert = text(optionen, name);
  if (wert === undefined) return undefined;
  if (!/^\d+(\.\d{1,2})?$/.test(wert)) throw new Nutzungsfehler(`--${name} muss eine Zahl mit höchstens 2 Nachkommastellen sein: ${wert}`);
  return toCents(Number(wert));
}

async function artikelSetzen({ config, aus }: Umgebung, optionen: Optionen): Promise<void> {
  const preisCents = hundertstel(optionen, 'preis');
  const mwstHundertstel = hundertstel(optionen, 'mwst');
  const mwstBezeichnung = text(optionen, 'mwst-bezeichnung');
  const waehrung = text(optionen, 'waehrung');
  if (waehrung !== undefined && !/^[A-Z]{3}$/.test(waehrung))
    throw new Nutzungsfehler('--waehrung muss ein ISO-Code wie CHF oder EUR sein.');
  if (mwstHundertstel !== undefined && mwstHundertstel >= toCents(100)) throw new Nutzungsfehler('--mwst muss unter 100 liegen.');
  await mitDatenbank(config, async (db) => {
    const aenderung = {
      ...(preisCents !== undefined ? { BruttoPreisCents: preisCents } : {}),
      ...(mwstHundertstel !== undefined ? { MwstProzentHundertstel: mwstHundertstel } : {}),
      ...(mwstBezeichnung !== undefined ? { MehrwertsteuerBezeichnung: mwstBezeichnung } : {}),
      ...(waehrung !== undefined ? { WaehrungISOCode: waehrung } : {}),
    };
    if (Object.keys(aenderung).length > 0)
      await db.updateTable('artikel').set(aenderung).where('ArtikelId', '=', ARTIKEL_JAHRESABO_ID).execute();
    const a = await db.selectFrom('artikel').selectAll().where('ArtikelId', '=', ARTIKEL_JAHRESABO_ID).executeTakeFirstOrThrow();
    aus.out(
      `Artikel ${ARTIKEL_JAHRESABO_ID}: ${a.ArtikelBezeichnung}, ${formatBetrag(a.BruttoPreisCents, a.WaehrungISOCode)} pro Mitglied, ` +
        `inkl. ${fromCents(a.MwstProzentHundertstel)}% ${a.MehrwertsteuerBezeichnung}\n`,
    );
  });
}

async function backup({ config, aus }: Umgebung, optionen: Optionen): Promise<void> {
  const ziel = text(optionen, 'ziel');
  if (!ziel) throw new Nutzungsfehler('--ziel <datei.sqlite> fehlt.');
  if (config.databaseUrl)
    throw new Nutzungsfehler(`backup sichert nur die eingebettete SQLite-Datenbank. Mit PostgreSQL sichert pg_dump alles: ${PG_DUMP}`);
  const quelle = path.join(config.dataDir, SQLITE_DATEI);
  if (!existsSync(quelle)) throw new Nutzungsfehler(`Keine Datenbank gefunden: ${quelle}`);
  const zielPfad = path.resolve(ziel);
  if (existsSync(zielPfad) && optionen.ueberschreiben !== true)
    throw new Nutzungsfehler(`${zielPfad} gibt es schon. Mit --ueberschreiben ersetzen.`);
  // SQLite's online backup copies a consistent snapshot page by page while the server keeps writing.
  const db = new SqliteDatabase(quelle, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    await db.backup(zielPfad);
  } finally {
    db.close();
  }
  aus.out(`Sicherung geschrieben: ${zielPfad}\n`);
}

/** `2026-03-15T23-30-00Z`: sortable and valid in every file name. */
function zeitstempel(jetzt: Date): string {
  return `${jetzt.toISOString().slice(0, 19).replace(/:/g, '-')}Z`;
}

/**
 * Checks that `datei` is a database of this portal that this version can open: a readable SQLite file
 * with the migration table, no migration unknown here. Returns the migrations it has.
 */
function pruefeSicherung(datei: string, name: string): string[] {
  let db: SqliteDatabase.Database | undefined;
  try {
    db = new SqliteDatabase(datei, { fileMustExist: true });
    const pruefung = db.pragma('quick_check', { simple: true });
    if (pruefung !== 'ok') throw new Nutzungsfehler(`${name} ist beschädigt (${String(pruefung)}).`);
    const tabelle = db.prepare("select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'").get();
    if (!tabelle) throw new Nutzungsfehler(`${name} ist keine Sicherung des Vereinsportals (die Tabelle kysely_migration fehlt).`);
    const migrationen = (db.prepare('select name from kysely_migration order by name').all() as { name: string }[]).map((m) => m.name);
    return migrationen;
  } catch (error) {
    if (error instanceof Nutzungsfehler) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT') throw new Nutzungsfehler(`${name} ist keine SQLite-Datenbank.`);
    throw error;
  } finally {
    db?.close();
  }
}

/**
 * Refuses while a server has the database open: a connection asking for exclusive locking on a WAL
 * database is refused while any other one (any process) is open. Otherwise its write-ahead log is
 * folded into the file, so the file alone is the whole database.
 */
function pruefeGestoppt(datei: string): void {
  const db = new SqliteDatabase(datei, { fileMustExist: true, timeout: 0 });
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE; COMMIT');
    db.pragma('wal_checkpoint(TRUNCATE)');
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_BUSY') {
      throw new Nutzungsfehler('Die Datenbank ist in Gebrauch. Zuerst den Server stoppen (alle Instanzen), dann wiederherstellen.');
    }
    throw error;
  } finally {
    db.close();
  }
}

/** Moves a database file and its -wal/-shm companions (if any are left) to a new name together. */
function verschiebeDatenbank(von: string, nach: string): void {
  renameSync(von, nach);
  for (const endung of ['-wal', '-shm']) if (existsSync(von + endung)) renameSync(von + endung, nach + endung);
}

async function restore({ config, aus, clock }: Umgebung, optionen: Optionen): Promise<void> {
  const quelle = text(optionen, 'quelle');
  if (!quelle) throw new Nutzungsfehler('--quelle <datei.sqlite> fehlt.');
  if (config.databaseUrl)
    throw new Nutzungsfehler(
      `restore stellt nur die eingebettete SQLite-Datenbank wieder her. Mit PostgreSQL (alle Server gestoppt): ${PG_RESTORE}`,
    );
  const quellPfad = path.resolve(quelle);
  const ziel = path.resolve(config.dataDir, SQLITE_DATEI);
  if (!existsSync(quellPfad)) throw new Nutzungsfehler(`Keine Sicherung gefunden: ${quellPfad}`);
  if (quellPfad === ziel) throw new Nutzungsfehler(`${quellPfad} ist die Datenbank selbst, keine Sicherung.`);
  // A database in use has part of its content in the -wal file beside it; a backup is one file.
  if (existsSync(`${quellPfad}-wal`))
    throw new Nutzungsfehler(`Neben ${quellPfad} liegt eine -wal-Datei: Das ist keine mit backup erstellte Sicherung.`);

  // Copied and checked beside the database first: a refused backup changes nothing, and the final
  // rename stays on one file system (atomic).
  mkdirSync(config.dataDir, { recursive: true });
  const stempel = zeitstempel(clock.now());
  const neu = `${ziel}.wiederherstellung-${stempel}.tmp`;
  copyFileSync(quellPfad, neu);
  try {
    const migrationen = pruefeSicherung(neu, quellPfad);
    const bekannt = new Set(Object.keys(await migrationProvider.getMigrations()));
    const unbekannt = migrationen.filter((m) => !bekannt.has(m));
    if (unbekannt.length > 0) {
      throw new Nutzungsfehler(
        `${quellPfad} stammt von einer neueren Version des Vereinsportals (${unbekannt.join(', ')}). Zuerst das Vereinsportal aktualisieren.`,
      );
    }

    let bisher: string | null = null;
    if (existsSync(ziel)) {
      pruefeGestoppt(ziel);
      bisher = `${ziel}.vor-wiederherstellung-${stempel}`;
      for (let n = 2; existsSync(bisher); n++) bisher = `${ziel}.vor-wiederherstellung-${stempel}-${n}`;
      verschiebeDatenbank(ziel, bisher);
    }
    renameSync(neu, ziel);
    aus.out(`Wiederhergestellt aus ${quellPfad}: ${ziel}
`);
    if (bisher)
      aus.out(`Die bisherige Datenbank liegt unter ${bisher}.
`);
    if (!migrationen.includes('006_dateien')) {
      aus.out(
        'Hinweis: Diese Sicherung stammt aus einer Version, die Dokumente noch im Ordner DATA_DIR/files ablegte; sie enthält sie nicht. ' +
          'Den passenden Ordner (files oder files.migriert-<Datum>) als DATA_DIR/files bereitstellen: Der Server übernimmt ihn beim Start.\n',
      );
    }
    aus.out('Jetzt den Server starten.\n');
  } finally {
    rmSync(neu, { force: true });
    for (const endung of ['-wal', '-shm']) rmSync(neu + endung, { force: true });
  }
}

function betreiberVon(config: Config): Betreiber {
  if (!config.betreiber) throw new ConfigError(betreiberFehltMeldung(config.betreiberFehlt));
  return config.betreiber;
}

async function zahlungenEinlesenBefehl({ config, aus, clock, env }: Umgebung, optionen: Optionen): Promise<void> {
  const datei = text(optionen, 'datei');
  if (!datei) throw new Nutzungsfehler('zahlungen-einlesen braucht --datei <auszug.xml>.');
  const betreiber = betreiberVon(config);
  let groesse: number;
  try {
    groesse = statSync(datei).size;
  } catch {
    throw new Nutzungsfehler(`Die Datei ${datei} gibt es nicht oder sie ist nicht lesbar.`);
  }
  // Refused before reading: a huge file never reaches memory.
  if (groesse > BANKDATEI_MAX_BYTES) throw new EinleseFehler(EINLESE_MELDUNG.zuGross(groesse));
  const probe = optionen.probe === true;
  const von = text(optionen, 'von') ?? env.USER ?? env.USERNAME ?? 'Kommandozeile';
  await mitDatenbank(config, async (db) => {
    const e = await zahlungenEinlesen(
      { db, betreiber, jetzt: clock.now() },
      { name: path.basename(datei), bytes: readFileSync(datei) },
      { von, probe },
    );
    aus.out(
      `Bankdatei ${path.basename(datei)}: ${e.datei.art}, Konto ${e.datei.konto}${e.datei.nachrichtId ? `, Nachricht ${e.datei.nachrichtId}` : ''}\n`,
    );
    for (const zeile of e.bericht) aus.out(`${zeile}\n`);
    aus.out(probe ? 'Probe: nichts wurde verbucht.\n' : `Verbucht als Import ${e.importId} (von ${von}).\n`);
  });
}

async function rechnungenBefehl({ config, aus, clock }: Umgebung, optionen: Optionen): Promise<void> {
  const tag = heute({ config, clock });
  await mitDatenbank(config, async (db) => {
    const liste = await alleRechnungen(db, tag, optionen.offen === true);
    if (liste.length === 0) aus.out(optionen.offen === true ? 'Keine offenen Rechnungen.\n' : 'Keine Rechnungen.\n');
    else
      aus.out(
        'Nr.     Verein                          Datum       Betrag         Bezahlt        Offen          Fällig      Status             Mahnstufe\n',
      );
    let offenSumme = 0;
    for (const { rechnung: r, vereinsName, status } of liste) {
      const offen = Math.max(0, r.TotalCents - r.BezahltCents);
      offenSumme += offen;
      const name = `${vereinsName} (${r.VereinId})`;
      const zeile = [
        String(r.RechnungId).padEnd(7),
        (name.length > 31 ? `${name.slice(0, 30)}…` : name).padEnd(31),
        r.Rechnungsdatum.padEnd(11),
        formatBetrag(r.TotalCents, r.WaehrungISOCode).padStart(14),
        formatBetrag(r.BezahltCents, r.WaehrungISOCode).padStart(14),
        formatBetrag(offen, r.WaehrungISOCode).padStart(14),
        r.FaelligAm.padEnd(11),
        status.padEnd(18),
        MAHNSTUFE_KURZ[r.Mahnstufe] ?? String(r.Mahnstufe),
      ];
      aus.out(`${zeile.join(' ')}\n`);
    }
    if (liste.length > 0) aus.out(`${liste.length} Rechnung(en), offen insgesamt ${formatBetrag(offenSumme, 'CHF')}\n`);
    const ohne = await nichtZugeordneteZahlungen(db);
    if (ohne.length === 0) return;
    aus.out(`\nNicht zugeordnete Zahlungen (zahlung-zuordnen --eintrag <Buchungsschlüssel> --rechnung <nr>):\n`);
    for (const z of ohne) {
      const teile = [
        z.ZahlerName ? `von ${z.ZahlerName}` : null,
        z.Referenz ? `Referenz ${z.Referenz}` : null,
        z.Mitteilung ? `«${z.Mitteilung}»` : null,
      ];
      aus.out(`${z.EintragSchluessel}  ${z.Datum}  ${formatBetrag(z.BetragCents, 'CHF')}  ${teile.filter(Boolean).join(', ')}\n`);
    }
  });
}

async function zahlungErfassenBefehl({ config, aus, clock, env }: Umgebung, optionen: Optionen): Promise<void> {
  const rechnungId = ganzzahl(optionen, 'rechnung');
  const betragText = text(optionen, 'betrag');
  if (rechnungId === undefined || betragText === undefined)
    throw new Nutzungsfehler('zahlung-erfassen braucht --rechnung <nr> und --betrag <CHF>.');
  const betragCents = /^\d{1,9}(\.\d{1,2})?$/.test(betragText) ? toCents(Number(betragText)) : 0;
  if (betragCents <= 0) throw new Nutzungsfehler(ERFASSEN_MELDUNG.betrag(betragText));
  const datumWert = datum(optionen, 'datum') ?? heute({ config, clock });
  const von = text(optionen, 'von') ?? env.USER ?? env.USERNAME ?? 'Kommandozeile';
  const mitteilung = text(optionen, 'mitteilung');
  await mitDatenbank(config, async (db) =>
    aus.out(
      `${await zahlungErfassen(db, { rechnungId, betragCents, datum: datumWert, von, jetzt: clock.now(), ...(mitteilung ? { mitteilung } : {}) })}\n`,
    ),
  );
}

async function zahlungZuordnenBefehl({ config, aus }: Umgebung, optionen: Optionen): Promise<void> {
  const eintrag = text(optionen, 'eintrag');
  const rechnung = ganzzahl(optionen, 'rechnung');
  if (!eintrag || rechnung === undefined)
    throw new Nutzungsfehler('zahlung-zuordnen braucht --eintrag <Buchungsschlüssel> und --rechnung <nr>.');
  await mitDatenbank(config, async (db) => aus.out(`${await zahlungZuordnen(db, eintrag, rechnung)}\n`));
}

async function mahnungenSendenBefehl({ config, aus, clock }: Umgebung): Promise<void> {
  betreiberVon(config);
  const transport = config.smtpUrl ? await createSmtpTransport(config.smtpUrl, config.mailFrom) : null;
  await mitDatenbank(config, async (db) => {
    const outbox = createOutbox({
      db,
      clock,
      log: pino({ level: 'silent' }),
      transport,
      print: null,
      serverSecret: config.serverSecret,
    });
    try {
      const anzahl = await mahnungenSenden({ db, config, clock, outbox }, heute({ config, clock }));
      // With SMTP the mails go out now; without, the running server's outbox delivers (or shows) them.
      if (transport) await outbox.flush();
      aus.out(`${anzahl} Zahlungserinnerung(en)/Mahnung(en) in den Postausgang gestellt.\n`);
    } finally {
      await outbox.stop();
    }
  });
}

const WERT = { type: 'string' } as const;
const FLAG = { type: 'boolean' } as const;

/** Every command with the options it accepts (as in HILFE). */
const BEFEHLE: Record<string, { optionen: OptionenDefinition; ausfuehren(umgebung: Umgebung, optionen: Optionen): Promise<void> }> = {
  vereine: { optionen: {}, ausfuehren: (umgebung) => vereine(umgebung) },
  'vertrag-setzen': { optionen: { verein: WERT, art: WERT, von: WERT, bis: WERT, anzahl: WERT }, ausfuehren: vertragSetzen },
  'artikel-setzen': { optionen: { preis: WERT, mwst: WERT, 'mwst-bezeichnung': WERT, waehrung: WERT }, ausfuehren: artikelSetzen },
  backup: { optionen: { ziel: WERT, ueberschreiben: FLAG }, ausfuehren: backup },
  restore: { optionen: { quelle: WERT }, ausfuehren: restore },
  'zahlungen-einlesen': { optionen: { datei: WERT, von: WERT, probe: FLAG }, ausfuehren: zahlungenEinlesenBefehl },
  rechnungen: { optionen: { offen: FLAG }, ausfuehren: rechnungenBefehl },
  'zahlung-zuordnen': { optionen: { eintrag: WERT, rechnung: WERT }, ausfuehren: zahlungZuordnenBefehl },
  'zahlung-erfassen': {
    optionen: { rechnung: WERT, betrag: WERT, datum: WERT, von: WERT, mitteilung: WERT },
    ausfuehren: zahlungErfassenBefehl,
  },
  'mahnungen-senden': { optionen: {}, ausfuehren: (umgebung) => mahnungenSendenBefehl(umgebung) },
};

/** Runs one command at the time `clock` gives; returns the exit code (0 ok, 1 failure, 2 wrong usage). */
export async function runCli(argv: string[], env: Record<string, string | undefined>, aus: Ausgabe, clock: Clock): Promise<number> {
  const [befehl, ...rest] = argv;
  if (!befehl || befehl === 'help' || befehl === '--help' || befehl === '-h' || befehl === 'hilfe') {
    aus.out(HILFE);
    return 0;
  }
  try {
    const config = loadConfig(env);
    const eintrag = Object.hasOwn(BEFEHLE, befehl) ? BEFEHLE[befehl] : undefined;
    if (!eintrag) throw new Nutzungsfehler(`Unbekannter Befehl: ${befehl}. "help" zeigt alle Befehle.`);
    await eintrag.ausfuehren({ config, aus, clock, env }, leseOptionen(rest, eintrag.optionen));
    return 0;
  } catch (error) {
    if (error instanceof Nutzungsfehler) {
      aus.err(`Fehler: ${error.message}\n`);
      return 2;
    }
    if (error instanceof ConfigError) {
      aus.err(`Konfigurationsfehler: ${error.message}\n`);
      return 2;
    }
    aus.err(`Fehler: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}

// Run only when started as a program (node dist/cli.js, tsx src/cli.ts), not when imported by tests.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const systemUhr: Clock = { now: () => new Date() };
  const code = await runCli(
    process.argv.slice(2),
    process.env,
    { out: (t) => process.stdout.write(t), err: (t) => process.stderr.write(t) },
    systemUhr,
  );
  process.exitCode = code;
}
