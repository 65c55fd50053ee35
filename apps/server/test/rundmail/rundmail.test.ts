/**
 * Rundmail (docs/produkt.md "Rundmail") on the real server: who receives it (active members with an
 * e-mail address in the chosen categories, never another club's), one outbox mail per recipient with the
 * club's address as Reply-To, the record and its count, German 400/409 answers that write nothing, and the
 * Reply-To arriving through SMTP.
 */
import { isApiError, type ApiClient } from '@vereinsportal/api-client';
import type { Mitglied } from '@vereinsportal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { neuesMitglied } from '../helpers/fixtures.js';
import { startSmtpPostfach } from '../helpers/smtp-postfach.js';
import { startTestServer, TEST_DB, type TestServer, type TestVerein } from '../helpers/test-server.js';

const VEREINS_EMAIL = 'sekretariat@verein-a.ch';

let s: TestServer;
let admin: ApiClient;
let andererVerein: TestVerein;
const ids: Record<string, number> = {};
const emails: Record<string, string> = {};

/** The status and body a failed call answered with. */
async function fehler(p: Promise<unknown>): Promise<{ status: number; body: unknown }> {
  try {
    await p;
  } catch (e) {
    if (isApiError(e)) return { status: e.status, body: e.body };
    throw e;
  }
  throw new Error('the call succeeded');
}

const anzahl = async (tabelle: 'outbox' | 'rundmail') =>
  Number(
    (
      await s.db
        .selectFrom(tabelle)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function mitglied(client: ApiClient, name: string, over: Partial<Mitglied>): Promise<void> {
  const m = neuesMitglied({ Nachname: name, HatSystemZugriff: 0, ...over });
  ids[name] = (await client.createMitglied({ body: m })).RecordId;
  if (m.Emailadresse) emails[name] = m.Emailadresse;
}

describe(`Rundmail (${TEST_DB})`, () => {
  beforeAll(async () => {
    s = await startTestServer();
    admin = s.adminClient;
    await admin.updateVereinsKonto({
      body: {
        VereinsName: 'Verein A',
        Vorname: 'Erika',
        Nachname: 'Admin',
        Strasse: 'Weg 1',
        Postleitzahl: '3000',
        Ort: 'Bern',
        LandId: 756,
        Emailadresse: VEREINS_EMAIL,
      },
    });
    await mitglied(admin, 'Aktiv', { Mitgliedschaftsart: 'Aktive' });
    await mitglied(admin, 'Vorstand', { Mitgliedschaftsart: 'Aktive, Vorstand' });
    await mitglied(admin, 'Passiv', { Mitgliedschaftsart: 'Passive' });
    await mitglied(admin, 'Brief', { Vorname: 'Berta', Mitgliedschaftsart: 'Passive', Emailadresse: null });
    await mitglied(admin, 'Ohnemail', { Vorname: 'Otto', Mitgliedschaftsart: 'Aktive', Emailadresse: null });
    await mitglied(admin, 'Geloescht', { Mitgliedschaftsart: 'Aktive' });
    await admin.updateMitgliedStatus({ params: { MitgliedId: ids.Geloescht! }, body: { Status: 'D' } });
    // Another club with a category of its own and a member in 'Aktive' too.
    andererVerein = await s.createVerein();
    await mitglied(andererVerein.client, 'Fremd', { Mitgliedschaftsart: 'Aktive, Junioren' });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('previews all active members with an address, and names those without one', async () => {
    const vorschau = await admin.rundmailVorschau({ query: { Kategorien: null } });
    // The administrator, Aktiv, Vorstand, Passiv; not the deleted member, not the other club's.
    expect(vorschau.AnzahlEmpfaenger).toBe(4);
    expect(vorschau.OhneEmail).toEqual([
      { MitgliedId: ids.Brief, Vorname: 'Berta', Nachname: 'Brief' },
      { MitgliedId: ids.Ohnemail, Vorname: 'Otto', Nachname: 'Ohnemail' },
    ]);
  });

  it('previews only the chosen categories (any case)', async () => {
    const vorschau = await admin.rundmailVorschau({ query: { Kategorien: 'aktive' } });
    expect(vorschau).toEqual({ AnzahlEmpfaenger: 2, OhneEmail: [{ MitgliedId: ids.Ohnemail, Vorname: 'Otto', Nachname: 'Ohnemail' }] });
    expect((await admin.rundmailVorschau({ query: { Kategorien: 'Vorstand,Passive' } })).AnzahlEmpfaenger).toBe(2);
  });

  it("refuses another club's category as unknown, in German", async () => {
    expect(await fehler(admin.rundmailVorschau({ query: { Kategorien: 'Aktive,Junioren' } }))).toEqual({
      status: 400,
      body: { Kategorien: ["Die Mitgliederkategorie 'Junioren' gibt es in Ihrem Verein nicht."] },
    });
  });

  it('puts one mail per recipient into the outbox, with the club as Reply-To, and records the Rundmail', async () => {
    const vorher = await s.db.selectFrom('outbox').select('MailId').orderBy('MailId', 'desc').executeTakeFirst();
    const antwort = await admin.rundmailSenden({
      body: { Betreff: ' Einladung GV ', Text: 'Liebe Mitglieder\n\nDie GV ist am 1. Mai.', Kategorien: 'Aktive, Vorstand' },
    });
    expect(antwort.AnzahlEmpfaenger).toBe(2);

    const neu = await s.db
      .selectFrom('outbox')
      .select(['to', 'subject', 'text', 'replyTo'])
      .where('MailId', '>', vorher?.MailId ?? 0)
      .orderBy('to')
      .execute();
    expect(neu).toEqual(
      [emails.Aktiv!, emails.Vorstand!]
        .sort()
        .map((to) => ({ to, subject: 'Einladung GV', text: 'Liebe Mitglieder\n\nDie GV ist am 1. Mai.', replyTo: VEREINS_EMAIL })),
    );
    // The demo outbox shows the Reply-To too.
    const outbox = await s.client().getOutbox();
    expect(outbox.filter((m) => m.subject === 'Einladung GV').map((m) => m.replyTo)).toEqual([VEREINS_EMAIL, VEREINS_EMAIL]);

    const liste = await admin.getRundmails();
    expect(liste).toHaveLength(1);
    expect(liste[0]).toMatchObject({
      RundmailId: antwort.RecordId,
      Betreff: 'Einladung GV',
      Kategorien: 'Aktive,Vorstand',
      AnzahlEmpfaenger: 2,
    });
    expect(Number.isNaN(Date.parse(liste[0]!.GesendetAm))).toBe(false);
  });

  it('sends to everyone without categories; the newest Rundmail comes first', async () => {
    const antwort = await admin.rundmailSenden({ body: { Betreff: 'An alle', Text: 'Hallo', Kategorien: null } });
    expect(antwort.AnzahlEmpfaenger).toBe(4);
    const empfaenger = (await s.db.selectFrom('outbox').select('to').where('subject', '=', 'An alle').execute()).map((r) => r.to).sort();
    expect(empfaenger).toEqual([s.verein.credentials.emailadresse, emails.Aktiv!, emails.Vorstand!, emails.Passiv!].sort());
    expect(empfaenger).not.toContain(emails.Geloescht);
    expect(empfaenger).not.toContain(emails.Fremd);
    expect((await admin.getRundmails()).map((r) => r.Betreff)).toEqual(['An alle', 'Einladung GV']);
  });

  it("keeps clubs apart: the other club sees none of this club's Rundmails or members", async () => {
    expect(await andererVerein.client.getRundmails()).toEqual([]);
    // Its administrator and its one member.
    expect(await andererVerein.client.rundmailVorschau({ query: { Kategorien: null } })).toEqual({ AnzahlEmpfaenger: 2, OhneEmail: [] });
    expect(await fehler(andererVerein.client.rundmailVorschau({ query: { Kategorien: 'Passive' } }))).toEqual({
      status: 400,
      body: { Kategorien: ["Die Mitgliederkategorie 'Passive' gibt es in Ihrem Verein nicht."] },
    });
  });

  it('answers bad input with German field messages and writes nothing', async () => {
    const [outbox, rundmails] = [await anzahl('outbox'), await anzahl('rundmail')];
    expect(await fehler(admin.rundmailSenden({ body: { Betreff: '  ', Text: null, Kategorien: null } }))).toEqual({
      status: 400,
      body: { Betreff: ['Betreff darf nicht leer sein.'], Text: ['Text darf nicht leer sein.'] },
    });
    expect(await fehler(admin.rundmailSenden({ body: { Betreff: 'x'.repeat(201), Text: 'y'.repeat(20_001), Kategorien: null } }))).toEqual({
      status: 400,
      body: { Betreff: ['Betreff darf maximal 200 Zeichen enthalten.'], Text: ['Text darf maximal 20000 Zeichen enthalten.'] },
    });
    expect(await fehler(admin.rundmailSenden({ body: { Betreff: 'Hallo', Text: 'Text', Kategorien: 'Junioren' } }))).toEqual({
      status: 400,
      body: { Kategorien: ["Die Mitgliederkategorie 'Junioren' gibt es in Ihrem Verein nicht."] },
    });
    expect([await anzahl('outbox'), await anzahl('rundmail')]).toEqual([outbox, rundmails]);
  });

  it('refuses a selection without any address (409) and writes nothing', async () => {
    await mitglied(admin, 'Nurbrief', { Mitgliedschaftsart: 'Briefpost', Emailadresse: null });
    const [outbox, rundmails] = [await anzahl('outbox'), await anzahl('rundmail')];
    expect(await admin.rundmailVorschau({ query: { Kategorien: 'Briefpost' } })).toEqual({
      AnzahlEmpfaenger: 0,
      OhneEmail: [{ MitgliedId: ids.Nurbrief, Vorname: 'Max', Nachname: 'Nurbrief' }],
    });
    expect(await fehler(admin.rundmailSenden({ body: { Betreff: 'Hallo', Text: 'Text', Kategorien: 'Briefpost' } }))).toEqual({
      status: 409,
      body: 'Die Auswahl enthält keine Mitglieder mit E-Mail-Adresse.',
    });
    expect([await anzahl('outbox'), await anzahl('rundmail')]).toEqual([outbox, rundmails]);
  });

  it('leaves neither the record nor any mail when queueing the mails fails', async () => {
    const [outbox, rundmails] = [await anzahl('outbox'), await anzahl('rundmail')];
    const original = s.deps.outbox.addAll;
    s.deps.outbox.addAll = async (mails, trx) => {
      await original(mails.slice(0, 1), trx);
      throw new Error('outbox kaputt');
    };
    try {
      expect((await fehler(admin.rundmailSenden({ body: { Betreff: 'Hallo', Text: 'Text', Kategorien: null } }))).status).toBe(500);
    } finally {
      s.deps.outbox.addAll = original;
    }
    expect([await anzahl('outbox'), await anzahl('rundmail')]).toEqual([outbox, rundmails]);
  });

  it('delivers with the Reply-To header through SMTP', async () => {
    const postfach = await startSmtpPostfach();
    const mitSmtp = await startTestServer({ env: { SMTP_URL: postfach.url } });
    try {
      const v = mitSmtp.verein;
      const m = neuesMitglied({ HatSystemZugriff: 0 });
      await v.client.createMitglied({ body: m });
      await v.client.rundmailSenden({ body: { Betreff: 'Per SMTP', Text: 'Hallo per SMTP', Kategorien: 'Aktive' } });
      const mail = await postfach.warteAuf(m.Emailadresse!);
      // The club's address is the registration's (the first administrator's) until the account is edited.
      // The parser ends the text with a line break.
      expect({ ...mail, text: mail.text.trimEnd() }).toEqual({
        to: m.Emailadresse!.toLowerCase(),
        subject: 'Per SMTP',
        text: 'Hallo per SMTP',
        replyTo: v.credentials.emailadresse,
      });
    } finally {
      await mitSmtp.close();
      await postfach.close();
    }
  });
});
