/**
 * One backup holds everything, documents included (they live in the database), and restoring it brings
 * that state back: the operator's way for each engine, with real server processes.
 * SQLite: `backup --ziel` while the server runs, more changes, server stopped, `restore --quelle`,
 * server started: the backup's state, its documents download. PostgreSQL: the commands the README and
 * the CLI help give (pg_dump / pg_restore) into a fresh database, a server with an empty DATA_DIR on it.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createApiClient, dokumentTeile, type ApiClient } from '@vereinsportal/api-client';
import type { Dokument } from '@vereinsportal/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli.js';
import { fehler, pdfBytes } from '../helpers/inhalte.js';
import { neuesMitglied } from '../helpers/fixtures.js';
import { beendet, DEMO_ANMELDUNG, startServerProzess } from '../helpers/server-prozess.js';
import { createPgDatabase, TEST_DB, TestClock } from '../helpers/test-server.js';

const clock = new TestClock('2026-03-15T11:00:00Z');

const dok = (bezeichnung: string): Dokument => ({
  DokumentId: 0,
  DokumentBezeichnung: bezeichnung,
  AnzeigenVon: '2026-01-01',
  AnzeigenBis: null,
  OriginalDateiName: `${bezeichnung}.pdf`,
  InternetLinkVerwenden: 0,
  DateiURL: null,
  FuerMitgliedschaftsart: null,
});

async function hochladen(client: ApiClient, bezeichnung: string, bytes: Uint8Array): Promise<number> {
  const { RecordId } = await client.createDokument({
    body: dokumentTeile(dok(bezeichnung), new Blob([bytes], { type: 'application/pdf' }), `${bezeichnung}.pdf`),
  });
  return RecordId;
}

async function laden(client: ApiClient, id: number): Promise<Uint8Array> {
  return new Uint8Array(await (await client.getDokumentDatei({ params: { DokumentId: id } })).arrayBuffer());
}

/** A real server process on `env`; its client signs in as the demo club's administrator. */
async function server(env: Record<string, string>) {
  const prozess = startServerProzess({ WEB_DIST_DIR: path.join(tmpdir(), 'vp-kein-web'), ...env });
  const baseUrl = `${await prozess.ready}/vereinsportalServer`;
  const client = createApiClient({ baseUrl, credentials: () => DEMO_ANMELDUNG });
  return {
    client,
    async stop() {
      prozess.child.kill('SIGTERM');
      await beendet(prozess.child);
    },
    kill: () => prozess.child.kill('SIGKILL'),
  };
}

describe(`backup and restore of everything in one step (${TEST_DB})`, () => {
  const tmp = mkdtempSync(path.join(tmpdir(), 'vp-sicherung-'));
  const aufraeumen: (() => unknown)[] = [];
  afterAll(async () => {
    for (const schritt of aufraeumen.reverse()) await schritt();
    rmSync(tmp, { recursive: true, force: true });
  });

  if (TEST_DB === 'sqlite') {
    it(
      "SQLite: backup while running, restore with the server stopped, the backup's state with its documents",
      { timeout: 60_000 },
      async () => {
        const dataDir = path.join(tmp, 'daten');
        const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
        const cli = async (...argv: string[]) => {
          let out = '';
          let err = '';
          const code = await runCli(argv, { ...env, LOG_LEVEL: 'silent' }, { out: (t) => (out += t), err: (t) => (err += t) }, clock);
          return { code, out, err };
        };

        const erster = await server(env);
        aufraeumen.push(erster.kill);
        const pdfA = pdfBytes(40_000);
        const dokA = await hochladen(erster.client, 'Protokoll', pdfA);
        const statuten = (await erster.client.getDokumente()).find((d) => d.DokumentBezeichnung === 'Statuten')!;
        const statutenBytes = await laden(erster.client, statuten.DokumentId);

        const sicherung = path.join(tmp, 'vp.sqlite');
        expect(await cli('backup', '--ziel', sicherung)).toMatchObject({ code: 0, err: '' });

        // After the backup: a document more, one removed, a member more.
        const dokB = await hochladen(erster.client, 'Nachher', pdfBytes(5000));
        await erster.client.deleteDokument({ params: { DokumentId: dokA } });
        const { RecordId: mitgliedNachher } = await erster.client.createMitglied({ body: neuesMitglied({ HatSystemZugriff: 0 }) });

        // The running server holds the database: restoring now is refused and changes nothing.
        expect(await cli('restore', '--quelle', sicherung)).toEqual({
          code: 2,
          out: '',
          err: 'Fehler: Die Datenbank ist in Gebrauch. Zuerst den Server stoppen (alle Instanzen), dann wiederherstellen.\n',
        });
        expect((await erster.client.getDokumente()).map((d) => d.DokumentId)).toContain(dokB);
        await erster.stop();

        const ziel = path.join(dataDir, 'vereinsportal.sqlite');
        const bisher = `${ziel}.vor-wiederherstellung-2026-03-15T11-00-00Z`;
        expect(await cli('restore', '--quelle', sicherung)).toEqual({
          code: 0,
          out: `Wiederhergestellt aus ${sicherung}: ${ziel}\nDie bisherige Datenbank liegt unter ${bisher}.\nJetzt den Server starten.\n`,
          err: '',
        });
        expect(existsSync(bisher)).toBe(true);
        // Nothing half-done is left beside it.
        expect(readdirSync(dataDir).filter((f) => f.includes('.tmp') || f.endsWith('-wal') || f.endsWith('-shm'))).toEqual([]);

        const zweiter = await server(env);
        aufraeumen.push(zweiter.kill);
        const dokumente = (await zweiter.client.getDokumente()).map((d) => d.DokumentId);
        expect(dokumente).toContain(dokA);
        expect(dokumente).not.toContain(dokB);
        expect(await laden(zweiter.client, dokA)).toEqual(pdfA);
        expect(await laden(zweiter.client, statuten.DokumentId)).toEqual(statutenBytes);
        expect((await fehler(zweiter.client.getDokumentDatei({ params: { DokumentId: dokB } }))).status).toBe(404);
        expect(
          (await zweiter.client.getMitglieder({ query: { AuchGeloeschteMitgliederAnzeigen: true } })).map((m) => m.MitgliedId),
        ).not.toContain(mitgliedNachher);
        await zweiter.stop();
      },
    );
  } else {
    it(
      'PostgreSQL: pg_dump and pg_restore as documented carry club, member and PDF into a fresh database',
      { timeout: 60_000 },
      async () => {
        const quelle = await createPgDatabase();
        aufraeumen.push(() => quelle.drop());
        const erster = await server({ DATA_DIR: path.join(tmp, 'a'), DATABASE_URL: quelle.url });
        aufraeumen.push(erster.kill);
        const pdf = pdfBytes(60_000);
        const dokId = await hochladen(erster.client, 'Jahresbericht', pdf);
        const mitglied = neuesMitglied({ HatSystemZugriff: 0 });
        const { RecordId: mitgliedId } = await erster.client.createMitglied({ body: mitglied });

        // Exactly the commands of the README and the CLI help, run by a shell.
        const sh = promisify(execFile);
        const dump = path.join(tmp, 'vp.dump');
        await sh('sh', ['-c', 'pg_dump -Fc "$DATABASE_URL" > vp.dump'], { cwd: tmp, env: { ...process.env, DATABASE_URL: quelle.url } });
        expect(existsSync(dump)).toBe(true);
        const ziel = await createPgDatabase();
        aufraeumen.push(() => ziel.drop());
        await sh('sh', ['-c', 'pg_restore --clean --if-exists -d "$DATABASE_URL" vp.dump'], {
          cwd: tmp,
          env: { ...process.env, DATABASE_URL: ziel.url },
        });

        // A server on the restored database with an empty data directory: the PDF comes from the database.
        const zweiter = await server({ DATA_DIR: path.join(tmp, 'b'), DATABASE_URL: ziel.url });
        aufraeumen.push(zweiter.kill);
        expect(await zweiter.client.getBenutzerinfo()).toMatchObject({ VereinsName: 'Turnverein Musterdorf', Vorname: 'Daniela' });
        expect(await laden(zweiter.client, dokId)).toEqual(pdf);
        expect(await zweiter.client.getMitglied({ params: { MitgliedId: mitgliedId } })).toMatchObject({
          Emailadresse: mitglied.Emailadresse,
        });
        await zweiter.stop();
        await erster.stop();
      },
    );
  }
});
