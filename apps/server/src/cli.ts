/**
 * Operator command line (DESIGN §4): set a club's contract, list clubs, back up the SQLite database.
 *   pnpm --filter @vereinsportal/server cli <befehl> [optionen]
 *   (development: tsx --conditions=@vereinsportal/source src/cli.ts <befehl>)
 * Reads the same environment as the server (DATA_DIR, DATABASE_URL, TZ_CLUB, ...).
 */
import {
  ABO_MIN_MITGLIEDER,
  addDays,
  ARTIKEL_JAHRESABO_ID,
  heuteInZeitzone,
  isIsoDate,
  laufzeitEnde,
  TEST_MAX_MITGLIEDER,
  TEST_TAGE,
  VERTRAGS_ARTEN,
  WERBUNG_MAX_MITGLIEDER,
  type VertragsArt,
} from '@vereinsportal/domain';
import SqliteDatabase from 'better-sqlite3';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig, type Config } from './config.js';
import { createDb } from './db/create-db.js';
import { migrate } from './db/migrate.js';
import { anzahlMitSystemZugriff, vertragsStand } from './services/vertrag.js';

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
      Sichert die SQLite-Datenbank in eine Datei, auch während der Server läuft.
      (Mit PostgreSQL: pg_dump verwenden.)

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

type Optionen = Record<string, string | true>;

function leseOptionen(args: string[]): Optionen {
  const optionen: Optionen = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (!arg.startsWith('--')) throw new Nutzungsfehler(`Unerwartetes Argument: ${arg}`);
    const [name, wertInline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    if (wertInline !== undefined) optionen[name] = wertInline;
    else if (args[i + 1] !== undefined && !args[i + 1]!.startsWith('--')) optionen[name] = args[++i]!;
    else optionen[name] = true;
  }
  return optionen;
}

function text(optionen: Optionen, name: string): string | undefined {
  const wert = optionen[name];
  if (wert === true) throw new Nutzungsfehler(`--${name} braucht einen Wert.`);
  return wert;
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

async function mitDatenbank<T>(config: Config, arbeit: (db: ReturnType<typeof createDb>['db']) => Promise<T>): Promise<T> {
  const handle = createDb(config);
  try {
    await migrate(handle.db);
    return await arbeit(handle.db);
  } finally {
    await handle.destroy();
  }
}

async function vereine(config: Config, aus: Ausgabe): Promise<void> {
  const heute = heuteInZeitzone(config.tzClub);
  await mitDatenbank(config, async (db) => {
    const liste = await db.selectFrom('verein').select(['VereinId', 'VereinsName', 'Emailadresse']).orderBy('VereinId').execute();
    if (liste.length === 0) {
      aus.out('Keine Vereine erfasst.\n');
      return;
    }
    aus.out('Nr.    Verein                              Vertrag            von         bis         Plätze  Systemzugriff  E-Mail\n');
    for (const v of liste) {
      const stand = await vertragsStand(db, v.VereinId, heute);
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

async function vertragSetzen(config: Config, optionen: Optionen, aus: Ausgabe): Promise<void> {
  const vereinId = ganzzahl(optionen, 'verein');
  if (vereinId === undefined) throw new Nutzungsfehler('--verein fehlt.');
  const artText = text(optionen, 'art');
  const art = VERTRAGS_ARTEN.find((a) => a.toLowerCase() === artText?.toLowerCase()) as VertragsArt | undefined;
  if (!art) throw new Nutzungsfehler(`--art muss eine von ${VERTRAGS_ARTEN.join(', ')} sein.`);
  const heute = heuteInZeitzone(config.tzClub);
  const von = datum(optionen, 'von') ?? heute;
  let bis = datum(optionen, 'bis') ?? null;
  if (art === 'Werbung' && bis !== null) throw new Nutzungsfehler('Werbung hat kein Enddatum; --bis weglassen.');
  if (art === 'Gratisbetrieb' && bis === null) throw new Nutzungsfehler('Gratisbetrieb braucht --bis JJJJ-MM-TT.');
  if (art === 'Test' && bis === null) bis = addDays(von, TEST_TAGE - 1);
  if (art === 'Jahresabonnement' && bis === null) bis = laufzeitEnde(von);
  if (bis !== null && bis < von) throw new Nutzungsfehler('--bis liegt vor --von.');
  const anzahlOption = ganzzahl(optionen, 'anzahl');
  if (art === 'Jahresabonnement' && anzahlOption !== undefined && anzahlOption < ABO_MIN_MITGLIEDER) throw new Nutzungsfehler(`Ein Jahresabonnement hat mindestens ${ABO_MIN_MITGLIEDER} Mitglieder.`);

  await mitDatenbank(config, async (db) => {
    const verein = await db.selectFrom('verein').select(['VereinId', 'VereinsName']).where('VereinId', '=', vereinId).executeTakeFirst();
    if (!verein) throw new Nutzungsfehler(`Verein ${vereinId} gibt es nicht. "vereine" listet alle.`);
    const mitZugriff = await anzahlMitSystemZugriff(db, vereinId);
    const standVorher = await vertragsStand(db, vereinId, heute);
    const standard =
      art === 'Test' ? TEST_MAX_MITGLIEDER
      : art === 'Werbung' ? WERBUNG_MAX_MITGLIEDER
      : art === 'Jahresabonnement' ? ABO_MIN_MITGLIEDER
      : Math.max(30, standVorher.aktuell?.VertragAnzahlMitglieder ?? 0);
    const anzahl = anzahlOption ?? Math.max(standard, mitZugriff);
    await db
      .insertInto('vertrag')
      .values({
        VereinId: vereinId,
        VertragsArt: art,
        VertragsLaufzeitVon: von,
        VertragsLaufzeitBis: bis,
        VertragAnzahlMitglieder: anzahl,
        ErstelltAm: new Date().toISOString(),
      })
      .execute();
    aus.out(`Vertrag gesetzt: Verein ${vereinId} (${verein.VereinsName}): ${art} von ${von} bis ${bis ?? 'offen'}, ${anzahl} Mitglieder mit Systemzugriff.\n`);
    if (anzahl < mitZugriff) {
      aus.out(`Hinweis: Der Verein hat heute ${mitZugriff} Mitglieder mit Systemzugriff, mehr als der Vertrag erlaubt.\n`);
    }
    const stand = await vertragsStand(db, vereinId, heute);
    if (von <= heute && stand.aktuell?.VertragsArt !== art) {
      aus.out(`Hinweis: Heute gilt weiterhin ${stand.aktuell?.VertragsArt ?? 'kein Vertrag'} (ein Vertrag mit späterem Beginn hat Vorrang).\n`);
    }
  });
}

function dezimal(optionen: Optionen, name: string, stellen: number): number | undefined {
  const wert = text(optionen, name);
  if (wert === undefined) return undefined;
  if (!new RegExp(`^\\d+(\\.\\d{1,${stellen}})?$`).test(wert)) throw new Nutzungsfehler(`--${name} muss eine Zahl mit höchstens ${stellen} Nachkommastellen sein: ${wert}`);
  // Exact to the cent / hundredth of a percent: the database keeps integers.
  const [ganz, teil = ''] = wert.split('.');
  return Number(ganz) * 100 + Number(teil.padEnd(2, '0'));
}

async function artikelSetzen(config: Config, optionen: Optionen, aus: Ausgabe): Promise<void> {
  const preisCents = dezimal(optionen, 'preis', 2);
  const mwstHundertstel = dezimal(optionen, 'mwst', 2);
  const mwstBezeichnung = text(optionen, 'mwst-bezeichnung');
  const waehrung = text(optionen, 'waehrung');
  if (waehrung !== undefined && !/^[A-Z]{3}$/.test(waehrung)) throw new Nutzungsfehler('--waehrung muss ein ISO-Code wie CHF oder EUR sein.');
  if (mwstHundertstel !== undefined && mwstHundertstel >= 10_000) throw new Nutzungsfehler('--mwst muss unter 100 liegen.');
  await mitDatenbank(config, async (db) => {
    const aenderung = {
      ...(preisCents !== undefined ? { BruttoPreisCents: preisCents } : {}),
      ...(mwstHundertstel !== undefined ? { MwstProzentHundertstel: mwstHundertstel } : {}),
      ...(mwstBezeichnung !== undefined ? { MehrwertsteuerBezeichnung: mwstBezeichnung } : {}),
      ...(waehrung !== undefined ? { WaehrungISOCode: waehrung } : {}),
    };
    if (Object.keys(aenderung).length > 0) await db.updateTable('artikel').set(aenderung).where('ArtikelId', '=', ARTIKEL_JAHRESABO_ID).execute();
    const a = await db.selectFrom('artikel').selectAll().where('ArtikelId', '=', ARTIKEL_JAHRESABO_ID).executeTakeFirstOrThrow();
    aus.out(
      `Artikel 1: ${a.ArtikelBezeichnung}, ${(a.BruttoPreisCents / 100).toFixed(2)} ${a.WaehrungISOCode} pro Mitglied, ` +
        `inkl. ${a.MwstProzentHundertstel / 100}% ${a.MehrwertsteuerBezeichnung}\n`,
    );
  });
}

async function backup(config: Config, optionen: Optionen, aus: Ausgabe): Promise<void> {
  const ziel = text(optionen, 'ziel');
  if (!ziel) throw new Nutzungsfehler('--ziel <datei.sqlite> fehlt.');
  if (config.databaseUrl) throw new Nutzungsfehler('backup sichert nur die eingebettete SQLite-Datenbank. Für PostgreSQL pg_dump verwenden.');
  const quelle = path.join(config.dataDir, 'vereinsportal.sqlite');
  if (!existsSync(quelle)) throw new Nutzungsfehler(`Keine Datenbank gefunden: ${quelle}`);
  const zielPfad = path.resolve(ziel);
  if (existsSync(zielPfad) && optionen.ueberschreiben !== true) throw new Nutzungsfehler(`${zielPfad} gibt es schon. Mit --ueberschreiben ersetzen.`);
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

/** Runs one command; returns the exit code (0 ok, 1 failure, 2 wrong usage). */
export async function runCli(argv: string[], env: Record<string, string | undefined>, aus: Ausgabe): Promise<number> {
  const [befehl, ...rest] = argv;
  if (!befehl || befehl === 'help' || befehl === '--help' || befehl === '-h' || befehl === 'hilfe') {
    aus.out(HILFE);
    return 0;
  }
  try {
    const config = loadConfig(env);
    const optionen = leseOptionen(rest);
    if (befehl === 'vereine') await vereine(config, aus);
    else if (befehl === 'vertrag-setzen') await vertragSetzen(config, optionen, aus);
    else if (befehl === 'artikel-setzen') await artikelSetzen(config, optionen, aus);
    else if (befehl === 'backup') await backup(config, optionen, aus);
    else throw new Nutzungsfehler(`Unbekannter Befehl: ${befehl}. "help" zeigt alle Befehle.`);
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
  const code = await runCli(process.argv.slice(2), process.env, {
    out: (t) => process.stdout.write(t),
    err: (t) => process.stderr.write(t),
  });
  process.exitCode = code;
}
