import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dokumentTeile } from '@vereinsportal/api-client';
import { heuteInZeitzone } from '@vereinsportal/domain';
import { runCli } from '../../src/cli.js';
import { neuesDokument } from '../helpers/fixtures.js';
import { pdfBytes } from '../helpers/inhalte.js';
import { startTestServer, TestClock, type TestServer } from '../helpers/test-server.js';

describe('operator command line', () => {
  let s: TestServer;
  let env: Record<string, string>;
  const tmp = mkdtempSync(path.join(tmpdir(), 'vp-cli-'));
  // Server and command line read the same fixed clock, so "today" is known (late evening UTC: already the next day in Zurich).
  const clock = new TestClock('2026-03-15T23:30:00Z');
  beforeAll(async () => {
    s = await startTestServer({ clock });
    const c = s.deps.config;
    env = { DATA_DIR: c.dataDir, ...(c.databaseUrl ? { DATABASE_URL: c.databaseUrl } : {}), LOG_LEVEL: 'silent' };
  });
  afterAll(async () => {
    await s?.close();
    rmSync(tmp, { recursive: true, force: true });
  });

  const cli = async (...argv: string[]) => {
    let out = '';
    let err = '';
    const code = await runCli(argv, env, { out: (t) => (out += t), err: (t) => (err += t) }, clock);
    return { code, out, err };
  };

  it('help explains the commands in German', async () => {
    const r = await cli('help');
    expect(r.code).toBe(0);
    expect(r.out).toContain('vertrag-setzen --verein <nr> --art <Vertragsart>');
    for (const befehl of [
      'vereine',
      'artikel-setzen [--preis <betrag>] [--mwst <prozent>] [--mwst-bezeichnung <text>] [--waehrung <ISO>]',
      'backup --ziel <datei.sqlite> [--ueberschreiben]',
      'restore --quelle <datei.sqlite>',
      // PostgreSQL: the two commands that back up and restore everything, documents included.
      'pg_dump -Fc "$DATABASE_URL" > vp.dump',
      'pg_restore --clean --if-exists -d "$DATABASE_URL" vp.dump',
    ]) {
      expect(r.out).toContain(befehl);
    }
    expect((await cli()).out).toContain('Befehle');
    expect((await cli('--help')).out).toBe(r.out);
    expect(await cli('gibtsnicht')).toEqual({
      code: 2,
      out: '',
      err: 'Fehler: Unbekannter Befehl: gibtsnicht. "help" zeigt alle Befehle.\n',
    });
  });

  it('vertrag-setzen sets Gratisbetrieb and Werbung; the club sees it at once', async () => {
    const v = s.verein.vereinId;
    const r = await cli('vertrag-setzen', '--verein', String(v), '--art', 'Gratisbetrieb', '--bis', '2099-12-31');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(await s.adminClient.getVereinsKonto()).toMatchObject({
      VertragsArt: 'Gratisbetrieb',
      VertragsLaufzeitBis: '2099-12-31',
      VertragAbgelaufen: false,
    });

    const w = await s.createVerein();
    expect((await cli('vertrag-setzen', '--verein', String(w.vereinId), '--art', 'werbung')).code).toBe(0);
    expect(await w.client.getVereinsUebersicht()).toMatchObject({ VertragsArt: 'Werbung', VertragAbgelaufen: false });

    const list = await cli('vereine');
    expect(list.code).toBe(0);
    expect(list.out).toContain(String(v));
    expect(list.out).toContain('Gratisbetrieb');
    expect(list.out).toContain('Werbung');
  });

  it('sets a contract from the clock\'s "today" in the club time zone; a trial lasts TEST_TAGE days', async () => {
    const w = await s.createVerein();
    const r = await cli('vertrag-setzen', '--verein', String(w.vereinId), '--art', 'Test');
    expect(r.err).toBe('');
    expect(r.out).toContain('Test von 2026-03-16 bis 2026-04-14, 30 Mitglieder mit Systemzugriff.');
    const zeilen = await s.db.selectFrom('vertrag').selectAll().where('VereinId', '=', w.vereinId).orderBy('VertragId').execute();
    expect(zeilen.at(-1)).toMatchObject({
      VertragsArt: 'Test',
      VertragsLaufzeitVon: '2026-03-16',
      VertragsLaufzeitBis: '2026-04-14',
      ErstelltAm: '2026-03-15T23:30:00.000Z',
    });

    const abo = await cli(
      'vertrag-setzen',
      '--verein=' + String(w.vereinId),
      '--art=Jahresabonnement',
      '--von',
      '2026-04-01',
      '--anzahl',
      '15',
    );
    expect(abo.out).toContain('Jahresabonnement von 2026-04-01 bis 2027-03-31, 15 Mitglieder mit Systemzugriff.');

    // Gratisbetrieb without --anzahl: at least 30, or the current contract's count.
    const g = await s.createVerein();
    await cli('vertrag-setzen', '--verein', String(g.vereinId), '--art', 'Jahresabonnement', '--anzahl', '40');
    expect((await cli('vertrag-setzen', '--verein', String(g.vereinId), '--art', 'Gratisbetrieb', '--bis', '2026-12-31')).out).toContain(
      ', 40 Mitglieder mit Systemzugriff.',
    );
  });

  it('reads options with parseArgs and answers mistakes in German', async () => {
    const v = String(s.verein.vereinId);
    const fehler = async (...args: string[]) => {
      const r = await cli(...args);
      expect(r.code, args.join(' ')).toBe(2);
      return r.err;
    };
    expect(await fehler('vertrag-setzen', '--verein', v, '--art')).toBe('Fehler: --art braucht einen Wert.\n');
    expect(await fehler('vertrag-setzen', '--verein', '--art', 'Test')).toBe('Fehler: --verein braucht einen Wert.\n');
    expect(await fehler('vertrag-setzen', 'Test')).toBe('Fehler: Unerwartetes Argument: Test\n');
    expect(await fehler('vertrag-setzen', '--verein', v, '--art', 'Test', '--gibtsnicht', '1')).toBe(
      'Fehler: Unbekannte Option: --gibtsnicht. "help" zeigt alle Befehle und ihre Optionen.\n',
    );
    expect(await fehler('backup', '--ziel', path.join(tmp, 'x.sqlite'), '--ueberschreiben=ja')).toBe(
      'Fehler: Unerwartetes Argument: --ueberschreiben=ja\n',
    );
    expect(await fehler('vertrag-setzen', '--verein', '0', '--art', 'Test')).toBe(
      'Fehler: --verein muss eine positive ganze Zahl sein: 0\n',
    );
    expect(await fehler('vertrag-setzen', '--verein', v, '--art', 'Test', '--von', '2026-02-30')).toBe(
      'Fehler: --von muss ein Datum JJJJ-MM-TT sein: 2026-02-30\n',
    );
    expect(await fehler('artikel-setzen', '--preis', '2,50')).toBe(
      'Fehler: --preis muss eine Zahl mit höchstens 2 Nachkommastellen sein: 2,50\n',
    );
    expect(await fehler('artikel-setzen', '--mwst', '100')).toBe('Fehler: --mwst muss unter 100 liegen.\n');
    // The subscription minimum is the domain's rule and text; off-step counts stay allowed for the operator.
    expect(await fehler('vertrag-setzen', '--verein', v, '--art', 'Jahresabonnement', '--anzahl', '9')).toBe(
      'Fehler: Die Anzahl Mitglieder muss mindestens 10 betragen.\n',
    );
  });

  it('refuses wrong input with a message and exit code 2', async () => {
    const v = String(s.verein.vereinId);
    for (const args of [
      ['vertrag-setzen', '--art', 'Test'],
      ['vertrag-setzen', '--verein', v, '--art', 'Gold'],
      ['vertrag-setzen', '--verein', v, '--art', 'Gratisbetrieb'],
      ['vertrag-setzen', '--verein', v, '--art', 'Werbung', '--bis', '2030-01-01'],
      ['vertrag-setzen', '--verein', v, '--art', 'Gratisbetrieb', '--bis', '31.12.2027'],
      ['vertrag-setzen', '--verein', '999999', '--art', 'Test'],
    ]) {
      const r = await cli(...args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err, args.join(' ')).toMatch(/^Fehler: /);
    }
  });

  it('backup writes a consistent copy of the SQLite database while the server runs, documents included', async () => {
    const ziel = path.join(tmp, 'sicherung.sqlite');
    const pdf = pdfBytes(2000);
    const { RecordId } = await s.adminClient.createDokument({
      body: dokumentTeile(neuesDokument({ DokumentBezeichnung: 'Gesichert', OriginalDateiName: null }), new Blob([pdf]), 'g.pdf'),
    });
    const r = await cli('backup', '--ziel', ziel);
    if (s.deps.engine === 'postgres') {
      expect(r).toEqual({
        code: 2,
        out: '',
        err: 'Fehler: backup sichert nur die eingebettete SQLite-Datenbank. Mit PostgreSQL sichert pg_dump alles: pg_dump -Fc "$DATABASE_URL" > vp.dump\n',
      });
      return;
    }
    expect(r.code).toBe(0);
    expect(existsSync(ziel)).toBe(true);
    const kopie = new SqliteDatabase(ziel, { readonly: true });
    const vereine = kopie.prepare('SELECT COUNT(*) AS n FROM verein').get() as { n: number };
    const datei = kopie
      .prepare('SELECT d.Inhalt AS inhalt FROM dokument k JOIN datei d ON d.Schluessel = k.DateiSchluessel WHERE k.DokumentId = ?')
      .get(RecordId) as { inhalt: Buffer };
    kopie.close();
    expect(vereine.n).toBeGreaterThan(0);
    expect(new Uint8Array(datei.inhalt)).toEqual(pdf);
    expect((await cli('backup', '--ziel', ziel)).code).toBe(2);
    expect((await cli('backup', '--ziel', ziel, '--ueberschreiben')).code).toBe(0);
  });

  it('restore refuses, in German and changing nothing, what is no backup of this portal and a database in use', async () => {
    const fehler = async (...args: string[]) => {
      const r = await cli(...args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.out).toBe('');
      return r.err;
    };
    if (s.deps.engine === 'postgres') {
      expect(await fehler('restore', '--quelle', path.join(tmp, 'vp.dump'))).toBe(
        'Fehler: restore stellt nur die eingebettete SQLite-Datenbank wieder her. Mit PostgreSQL (alle Server gestoppt): pg_restore --clean --if-exists -d "$DATABASE_URL" vp.dump\n',
      );
      return;
    }
    expect(await fehler('restore')).toBe('Fehler: --quelle <datei.sqlite> fehlt.\n');
    const fehlt = path.join(tmp, 'gibtsnicht.sqlite');
    expect(await fehler('restore', '--quelle', fehlt)).toBe(`Fehler: Keine Sicherung gefunden: ${fehlt}\n`);

    const text = path.join(tmp, 'notiz.sqlite');
    writeFileSync(text, 'Das ist keine Datenbank, nur eine Notiz. '.repeat(200));
    expect(await fehler('restore', '--quelle', text)).toBe(`Fehler: ${text} ist keine SQLite-Datenbank.\n`);

    const fremd = path.join(tmp, 'fremd.sqlite');
    const f = new SqliteDatabase(fremd);
    f.exec('CREATE TABLE kunde (id INTEGER PRIMARY KEY)');
    f.close();
    expect(await fehler('restore', '--quelle', fremd)).toBe(
      `Fehler: ${fremd} ist keine Sicherung des Vereinsportals (die Tabelle kysely_migration fehlt).\n`,
    );

    const neuer = path.join(tmp, 'neuer.sqlite');
    expect((await cli('backup', '--ziel', neuer)).code).toBe(0);
    const n = new SqliteDatabase(neuer);
    n.prepare('INSERT INTO kysely_migration (name, timestamp) VALUES (?, ?)').run('999_zukunft', '2030-01-01T00:00:00.000Z');
    n.close();
    expect(await fehler('restore', '--quelle', neuer)).toBe(
      `Fehler: ${neuer} stammt von einer neueren Version des Vereinsportals (999_zukunft). Zuerst das Vereinsportal aktualisieren.\n`,
    );

    // A real backup, but the server has the database open.
    const gut = path.join(tmp, 'gut.sqlite');
    expect((await cli('backup', '--ziel', gut)).code).toBe(0);
    expect(await fehler('restore', '--quelle', gut)).toBe(
      'Fehler: Die Datenbank ist in Gebrauch. Zuerst den Server stoppen (alle Instanzen), dann wiederherstellen.\n',
    );

    // Nothing was replaced or left behind, and the server works on.
    expect(readdirSync(s.deps.config.dataDir).filter((d) => d.includes('wiederherstellung'))).toEqual([]);
    await expect(s.adminClient.getVereinsKonto()).resolves.toMatchObject({ Emailadresse: s.verein.credentials.emailadresse });
  });

  it('artikel-setzen changes the price of article 1 exactly', async () => {
    const r = await cli('artikel-setzen', '--preis', '2.55', '--mwst', '7.7');
    expect(r.code).toBe(0);
    expect(r.out).toContain('2.55 CHF');
    expect(r.out).toContain('inkl. 7.7% ');
    expect(await s.adminClient.getArtikel({ params: { ArtikelId: 1 } })).toMatchObject({ BruttoPreis: 2.55, MwstProzent: 7.7 });
    // Cents exactly, also where binary floating point misses (1.15 * 100 = 114.99999999999999).
    expect((await cli('artikel-setzen', '--preis', '1.15', '--mwst', '0.29')).out).toContain('1.15 CHF pro Mitglied, inkl. 0.29% ');
    expect(
      await s.db
        .selectFrom('artikel')
        .select(['BruttoPreisCents', 'MwstProzentHundertstel'])
        .where('ArtikelId', '=', 1)
        .executeTakeFirstOrThrow(),
    ).toEqual({
      BruttoPreisCents: 115,
      MwstProzentHundertstel: 29,
    });
    expect((await cli('artikel-setzen', '--preis', '2.555')).code).toBe(2);
    expect((await cli('artikel-setzen', '--waehrung', 'chf')).code).toBe(2);
    await cli('artikel-setzen', '--preis', '2.00', '--mwst', '8.1');
    expect(await s.adminClient.getArtikel({ params: { ArtikelId: 1 } })).toMatchObject({ BruttoPreis: 2, MwstProzent: 8.1 });
  });

  it('uses the club time zone for "today"', () => {
    expect(heuteInZeitzone('Europe/Zurich', new Date('2026-03-15T23:30:00Z'))).toBe('2026-03-16');
  });
});
