/**
 * No usable one-time link rests in the database (README «Sicherheit», services/mail-link.ts): the outbox keeps
 * a placeholder and the token only encrypted under SERVER_SECRET until the mail is handed to SMTP; after
 * delivery no table holds a token `passwortSetzen` accepts, while the delivered link works. Production
 * without SMTP_URL never prints or logs a link: the mail waits and goes out when an instance has SMTP.
 */
import { Writable } from 'node:stream';
import { Migrator, sql } from 'kysely';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { migrationProvider } from '../../src/db/migrate.js';
import { LINK_NICHT_VERFUEGBAR, LINK_PLATZHALTER, linkVerschluesseln, textMitLink } from '../../src/services/mail-link.js';
import { tokenHash } from '../../src/services/passwort-link.js';
import { createDeps } from '../../src/deps.js';
import { loadConfig } from '../../src/config.js';
import { solveBotcheck } from '../helpers/botcheck.js';
import { neuesMitglied } from '../helpers/fixtures.js';
import { startSmtpPostfach, type SmtpPostfach } from '../helpers/smtp-postfach.js';
import { readCredentialsMail, startTestServer, TEST_DB, zugangUeberMail, type TestServer } from '../helpers/test-server.js';

const SECRET = 'ein-gemeinsames-server-geheimnis-fuer-alle-instanzen';

/** Every text (and byte) value of every table, one string per cell. */
async function alleWerte(s: TestServer): Promise<string[]> {
  const tabellen =
    s.deps.engine === 'postgres'
      ? (
          await sql<{
            name: string;
          }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(s.db)
        ).rows
      : (await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(s.db)).rows;
  const werte: string[] = [];
  for (const { name } of tabellen) {
    const zeilen = (await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(s.db)).rows;
    for (const zeile of zeilen)
      for (const wert of Object.values(zeile)) {
        if (typeof wert === 'string') werte.push(wert);
        else if (Buffer.isBuffer(wert)) werte.push(wert.toString('latin1'));
      }
  }
  return werte;
}

/** Tokens in the database that would open a link: any 43-character base64url piece whose hash is an open link's. */
async function brauchbareTokens(s: TestServer): Promise<string[]> {
  const offen = new Set(
    (await s.db.selectFrom('mitglied').select('PasswortLinkHash').where('PasswortLinkHash', 'is not', null).execute()).map(
      (m) => m.PasswortLinkHash,
    ),
  );
  expect(offen.size).toBeGreaterThan(0);
  const gefunden = new Set<string>();
  for (const wert of await alleWerte(s))
    for (const kandidat of wert.match(/[A-Za-z0-9_-]{43}/g) ?? []) if (offen.has(tokenHash(kandidat))) gefunden.add(kandidat);
  return [...gefunden];
}

describe(`one-time links at rest, delivered by SMTP (${TEST_DB})`, () => {
  let postfach: SmtpPostfach;
  let s: TestServer;
  beforeAll(async () => {
    postfach = await startSmtpPostfach();
    s = await startTestServer({ env: { DEMO: '0', SMTP_URL: postfach.url, SERVER_SECRET: SECRET } });
  });
  afterAll(async () => {
    await s?.close();
    await postfach?.close();
  });

  it('registration, App Zugangsdaten senden, import and Passwort vergessen: no usable token in any table, the mailed links work', async () => {
    const anon = s.client();
    const registriert = `reg.${Date.now()}@verein.ch`;
    const { RecordId: neuerVerein } = await anon.registrieren({
      body: {
        VereinId: 0,
        LandId: 756,
        VereinsName: 'Ruheverein',
        Vorname: 'Rita',
        Nachname: 'Ruhe',
        Strasse: 'Weg 1',
        Postleitzahl: '3000',
        Ort: 'Bern',
        Emailadresse: registriert,
        RecaptchaResponse: await solveBotcheck(anon),
      },
    });
    const einzeln = neuesMitglied({ IstVereinsAdministrator: 1 });
    const { RecordId } = await s.adminClient.createMitglied({ body: einzeln });
    await s.adminClient.appZugangsDatenSenden({ body: { MitgliedId: RecordId } });
    const importiert = neuesMitglied({ Vorname: 'Ida' });
    await s.adminClient.importMitglieder({ body: [importiert] });
    await anon.passwortVergessen({
      body: { VereinId: s.verein.vereinId, Emailadresse: s.verein.credentials.emailadresse, Ziel: 'portal' },
    });
    await s.deps.outbox.flush();

    const adressen = [registriert, einzeln.Emailadresse!, importiert.Emailadresse!, s.verein.credentials.emailadresse];
    const mails = await Promise.all(adressen.map((a) => postfach.warteAuf(a)));
    const tokens = mails.map((m) => readCredentialsMail(m.text).token);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // The links are open (their hashes are stored), yet nothing in the database opens them.
    expect(await brauchbareTokens(s)).toEqual([]);
    const outbox = await s.db.selectFrom('outbox').select(['state', 'text', 'LinkGeheimnis']).execute();
    expect(
      outbox.filter((m) => m.text.includes('Link: ')).map((m) => [m.state, m.LinkGeheimnis, m.text.includes(`#${LINK_PLATZHALTER}`)]),
    ).toEqual(adressen.map(() => ['sent', null, true]));

    // Each delivered link sets its member's password once.
    const [reg, zugang, imp, vergessen] = mails;
    const rita = await zugangUeberMail(anon, reg!.text, 'Rita-Ruhe-2026');
    expect(rita.vereinId).toBe(neuerVerein);
    expect((await s.client(rita).getBenutzerinfo()).VereinsName).toBe('Ruheverein');
    expect((await s.client(await zugangUeberMail(anon, zugang!.text, 'Einzeln-2026-x')).getAppBenutzer()).MitgliedId).toBe(RecordId);
    expect((await s.client(await zugangUeberMail(anon, imp!.text, 'Import-2026-xy')).getAppBenutzer()).Vorname).toBe('Ida');
    expect((await s.client(await zugangUeberMail(anon, vergessen!.text, 'Vergessen-2026')).getBenutzerinfo()).MitgliedId).toBe(
      s.verein.mitgliedId,
    );
  });
});

/** A log to read: JSON records as parsed objects. */
function leseLog() {
  const zeilen: string[] = [];
  const ziel = new Writable({
    write(chunk: Buffer, _enc, done) {
      zeilen.push(chunk.toString('utf8'));
      done();
    },
  });
  return { zeilen, logger: pino({ level: 'info' }, ziel) };
}

describe(`production without SMTP_URL (${TEST_DB})`, () => {
  let postfach: SmtpPostfach;
  let s: TestServer;
  const log = leseLog();
  beforeAll(async () => {
    postfach = await startSmtpPostfach();
    s = await startTestServer({ env: { DEMO: '0', SERVER_SECRET: SECRET }, log: log.logger });
  });
  afterAll(async () => {
    await s?.close();
    await postfach?.close();
  });
  afterEach(() => vi.restoreAllMocks());

  /** Another instance on the same database, e.g. restarted with SMTP_URL. */
  async function instanz(env: Record<string, string>) {
    const config = loadConfig({
      DATA_DIR: s.dataDir,
      DEMO: '0',
      LOG_LEVEL: 'silent',
      PASSWORD_HASH_COST: '1024',
      ...(s.databaseUrl ? { DATABASE_URL: s.databaseUrl } : {}),
      ...env,
    });
    const deps = await createDeps(config, { log: pino({ level: 'silent' }) });
    try {
      await deps.outbox.flush();
    } finally {
      await deps.destroy();
    }
  }

  /** 'App Zugangsdaten senden' to a new administrator, with stdout captured until the delivery run ended. */
  async function zugangSenden() {
    const m = neuesMitglied({ IstVereinsAdministrator: 1 });
    const { RecordId } = await s.adminClient.createMitglied({ body: m });
    const stdout: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      stdout.push(String(chunk));
      return true;
    });
    try {
      await s.adminClient.appZugangsDatenSenden({ body: { MitgliedId: RecordId } });
      await s.deps.outbox.flush();
    } finally {
      vi.restoreAllMocks();
    }
    return { m, RecordId, stdout: stdout.join('') };
  }

  it('prints no mail and logs only recipient and subject; the mail waits and an instance with SMTP sends it with a working link', async () => {
    expect(log.zeilen.join('')).toContain('SMTP_URL ist nicht gesetzt: E-Mails warten im Postausgang');
    const { m, RecordId, stdout } = await zugangSenden();
    expect(stdout).not.toContain(m.Emailadresse!);
    expect(stdout).not.toMatch(/Link:|passwort#/);
    const eintraege = log.zeilen.map((z) => JSON.parse(z) as Record<string, unknown>).filter((z) => z.to === m.Emailadresse);
    expect(eintraege).toEqual([
      expect.objectContaining({ msg: 'E-Mail wartet: SMTP_URL ist nicht gesetzt', subject: 'Vereinsportal: Ihr Zugang zur Vereins-App' }),
    ]);
    expect(log.zeilen.join('')).not.toMatch(/Link:|passwort#/);
    const wartend = await s.db
      .selectFrom('outbox')
      .select(['state', 'LinkGeheimnis'])
      .where('to', '=', m.Emailadresse!)
      .executeTakeFirstOrThrow();
    expect(wartend.state).toBe('wartend');
    expect(wartend.LinkGeheimnis).not.toBeNull();
    // The member's data report names it as not yet sent.
    const auskunft = await s.adminClient.getMitgliedDatenauskunft({ params: { MitgliedId: RecordId } });
    expect(auskunft.Mails.map((x) => x.Status)).toEqual(['noch nicht versendet']);
    // Another run of the same instance does not log the waiting mail again.
    await s.deps.outbox.flush();
    expect(log.zeilen.filter((z) => z.includes(m.Emailadresse!))).toHaveLength(1);

    // Started again with SMTP_URL and the same SERVER_SECRET: the waiting mail goes out, its link works.
    await instanz({ SERVER_SECRET: SECRET, SMTP_URL: postfach.url });
    const mail = await postfach.warteAuf(m.Emailadresse!);
    expect((await s.client(await zugangUeberMail(s.client(), mail.text, 'Spaeter-2026-x')).getAppBenutzer()).MitgliedId).toBe(RecordId);
    expect(
      await s.db.selectFrom('outbox').select(['state', 'LinkGeheimnis']).where('to', '=', m.Emailadresse!).executeTakeFirstOrThrow(),
    ).toEqual({
      state: 'sent',
      LinkGeheimnis: null,
    });
  });

  it('a server with another SERVER_SECRET sends the mail with a line asking for a new link, and no link', async () => {
    const { m } = await zugangSenden();
    await instanz({ SERVER_SECRET: 'ein-anderes-geheimnis-nach-neustart', SMTP_URL: postfach.url });
    const mail = await postfach.warteAuf(m.Emailadresse!);
    expect(mail.text).toContain(`\n${LINK_NICHT_VERFUEGBAR}\n`);
    expect(mail.text).not.toMatch(/#|einmal-link/);
    expect(mail.text).toContain(`Vereinsnummer: ${s.verein.vereinId}`);
  });
});

describe(`upgrade: links in mails queued before migration 016 (${TEST_DB})`, () => {
  it('removes the token from stored texts; a waiting one goes out asking for a new link', async () => {
    const t = await startTestServer({ env: { SERVER_SECRET: SECRET } });
    try {
      const migrator = new Migrator({ db: t.db, provider: migrationProvider });
      expect((await migrator.migrateTo('014_verein_geschlossen')).error).toBeUndefined();
      const token = 'A'.repeat(43);
      for (const [to, state] of [
        ['gesendet@example.ch', 'sent'],
        ['wartet@example.ch', 'pending'],
      ])
        await sql`insert into "outbox" ("to", "subject", "text", "createdAt", "state", "attempts") values (${to}, ${'Zugang'}, ${`Vereinsnummer: 1001\nLink: http://localhost:3000/app/passwort#${token}\n\nGruss`}, ${'2026-01-01T00:00:00.000Z'}, ${state}, ${0})`.execute(
          t.db,
        );
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const texte = await t.db.selectFrom('outbox').select(['to', 'text']).where('to', 'like', '%@example.ch').orderBy('to').execute();
      expect(texte.map((x) => x.text)).toEqual(
        texte.map(() => `Vereinsnummer: 1001\nLink: http://localhost:3000/app/passwort#${LINK_PLATZHALTER}\n\nGruss`),
      );
      await t.deps.outbox.flush();
      expect(t.mails.find((x) => x.to === 'wartet@example.ch')?.text).toBe(`Vereinsnummer: 1001\n${LINK_NICHT_VERFUEGBAR}\n\nGruss`);
    } finally {
      await t.close();
    }
  });
});

describe('textMitLink', () => {
  const geheim = 'ein-server-geheimnis-1234';
  const text = `Vereinsnummer: 7\nLink: https://p.ch/app/passwort#${LINK_PLATZHALTER}\n\nName (wie angegeben): ${LINK_PLATZHALTER}`;

  it('fills in the token only on the link line, and only for the recipient it was encrypted for', () => {
    const wert = linkVerschluesseln(geheim, 'anna@example.ch', 'T'.repeat(43));
    expect(textMitLink(geheim, { to: 'anna@example.ch', text, LinkGeheimnis: wert })).toBe(
      `Vereinsnummer: 7\nLink: https://p.ch/app/passwort#${'T'.repeat(43)}\n\nName (wie angegeben): ${LINK_PLATZHALTER}`,
    );
    // Copied into another recipient's row, the value does not decrypt.
    expect(textMitLink(geheim, { to: 'mallory@example.ch', text, LinkGeheimnis: wert })).toBe(
      `Vereinsnummer: 7\n${LINK_NICHT_VERFUEGBAR}\n\nName (wie angegeben): ${LINK_PLATZHALTER}`,
    );
  });

  it('leaves a placeholder typed into another mail (a Rundmail) alone', () => {
    const rundmail = `Liebe Mitglieder\nSchreibt ${LINK_PLATZHALTER} ins Feld.\nLink: https://verein.ch/#${LINK_PLATZHALTER} bitte`;
    expect(textMitLink(geheim, { to: 'anna@example.ch', text: rundmail, LinkGeheimnis: null })).toBe(rundmail);
  });
});
