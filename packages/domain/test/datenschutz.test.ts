import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ANONYM_NAME,
  datenauskunftDateiname,
  datenauskunftEntity,
  datenauskunftHtml,
  htmlEscape,
  vereinsdatenDateiname,
  vereinSchliessenSchema,
  type Datenauskunft,
} from '../src/index.js';

const auskunft = (over: Partial<Datenauskunft> = {}): Datenauskunft => ({
  ErstelltAm: '2026-05-04T08:00:00.000Z',
  Verein: { VereinId: 1001, VereinsName: 'FC <Test>' },
  Mitglied: {
    MitgliedId: 7,
    Vorname: 'Anna',
    Nachname: 'Müller',
    Strasse: 'Weg 1',
    Postleitzahl: '3000',
    Ort: 'Bern',
    Telefonnummer1: '031 111 22 33',
    Telefonnummer2: null,
    Emailadresse: 'anna@example.ch',
    Mitgliedschaftsart: 'Aktive,Vorstand',
    Vereinsfunktion: null,
    Bemerkung: '<script>alert(1)</script>',
    HatSystemZugriff: 1,
    IstVereinsAdministrator: 0,
    Status: 'D',
    KontaktSichtbar: 0,
    PasswortGesetzt: 1,
  },
  Kategorien: ['Aktive', 'Vorstand'],
  AnAbmeldungen: [
    {
      TerminId: 3,
      Titel: 'Kochkurs',
      Datum: '2026-05-20',
      Zeit: '19:00',
      AnAbmeldeStatus: 1,
      GeaendertAm: '2026-05-04T09:00:00.000Z',
      WartelisteSeit: '2026-05-04T09:00:00.000Z',
    },
  ],
  Anwesenheiten: [{ TerminId: 2, Titel: 'Training', Datum: '2026-04-28', Zeit: '18:00', ErfasstAm: '2026-04-28T16:10:00.000Z' }],
  Geraete: [
    { GeraetId: 'handy-1', Bezeichnung: 'iPhone', RegistriertAm: '2026-05-01T10:00:00.000Z', ZuletztAm: '2026-05-03T10:00:00.000Z' },
  ],
  KalenderAbo: { ErstelltAm: '2026-05-02T10:00:00.000Z' },
  Mails: [{ Betreff: 'Ihr Zugang zur Vereins-App', ErstelltAm: '2026-05-01T10:00:00.000Z', Status: 'versendet' }],
  Aenderungen: [
    {
      AenderungId: 1,
      Zeitpunkt: '2026-05-01T10:00:00.000Z',
      AdministratorId: 1,
      AdministratorName: 'Erika Admin',
      Bereich: 'Mitglied',
      ObjektId: 7,
      Objekt: 'Anna Müller',
      Aktion: 'geändert',
      Felder: [
        { Feld: 'Ort', Alt: 'Thun', Neu: 'Bern' },
        { Feld: 'HatSystemZugriff', Alt: '0', Neu: '1' },
        { Feld: 'Emailadresse', Alt: null, Neu: 'anna@example.ch' },
      ],
    },
  ],
  AenderungenAlsAdministrator: [],
  Beitragsrechnungen: [
    {
      BeitragsrechnungId: 41,
      Bezeichnung: 'Mitgliederbeitrag 2027',
      Rechnungsdatum: '2027-01-15',
      FaelligAm: '2027-02-28',
      Betrag: 120,
      Bezahlt: 50,
      Offen: 70,
      BezahltAm: null,
      Zahlungsreferenz: 'RF18000000000000700000041',
      Mahnstufe: 1,
      Storniert: 0,
      StornoGrund: null,
      Name: 'Müller',
      Vorname: 'Anna',
      Strasse: 'Weg 1',
      Postleitzahl: '3000',
      Ort: 'Bern',
      Land: 'CH',
      Email: 'anna@example.ch',
    },
  ],
  Beitragszahlungen: [
    {
      ZahlungId: 5,
      BeitragsrechnungId: 41,
      Datum: '2027-02-10',
      Betrag: 50,
      Art: 'bar',
      Referenz: null,
      Mitteilung: null,
      ZahlerName: null,
    },
  ],
  Beitragsausnahme: { Art: 'befreit', Betrag: null, Grund: 'Ehrenmitglied <seit 2020>' },
  ...over,
});

describe('Datenauskunft', () => {
  it('is a valid information entity', () => {
    expect(v.safeParse(datenauskunftEntity, auskunft()).success).toBe(true);
    // A password hash never belongs in it: the entity refuses unknown fields.
    const mitHash = { ...auskunft(), Mitglied: { ...auskunft().Mitglied, PasswortHash: 'scrypt$x' } };
    expect(v.safeParse(datenauskunftEntity, mitHash).success).toBe(false);
  });

  it('renders a German, printable page with every section and the data in the club time zone', () => {
    const html = datenauskunftHtml(auskunft(), 'Europe/Zurich');
    expect(html).toMatch(/^<!doctype html>\n<html lang="de">/);
    expect(html).toContain('<title>Datenauskunft: Anna Müller</title>');
    expect(html).toContain(
      'Alle Daten, die der Verein FC &lt;Test&gt; im Vereinsportal über diese Person gespeichert hat (Stand 04.05.2026 10:00).',
    );
    for (const h of [
      'Personalien',
      'Mitgliederkategorien',
      'An- und Abmeldungen zu Terminen',
      'Registrierte Geräte (Vereins-App)',
      'Kalenderabonnement',
      'E-Mails an diese Person',
      'Änderungsprotokoll: Änderungen an diesen Daten',
      'Änderungsprotokoll: Änderungen durch diese Person als Administrator',
      'Beitragsrechnungen',
      'Zahlungen auf Beitragsrechnungen',
    ])
      expect(html).toContain(`<h2>${h}</h2>`);
    // Member fees: the invoice with amounts in CHF and the billed address, the cash payment on it.
    expect(html).toContain(
      '<td>41</td><td>Mitgliederbeitrag 2027</td><td>15.01.2027</td><td>28.02.2027</td><td>120.00 CHF</td><td>50.00 CHF</td><td>70.00 CHF</td><td>RF18000000000000700000041</td><td>Anna Müller, Weg 1, 3000 Bern, anna@example.ch</td>',
    );
    expect(html).toContain('<td>41</td><td>10.02.2027</td><td>50.00 CHF</td><td>bar</td><td></td><td></td><td></td>');
    expect(html).toContain('<td>anna@example.ch</td>');
    expect(html).toContain('<td>031 111 22 33</td>');
    expect(html).toContain('<td>Kochkurs</td><td>20.05.2026</td><td>19:00</td><td>Angemeldet</td><td>Ja, seit 04.05.2026 11:00</td>');
    expect(html).toContain('<td>Training</td><td>28.04.2026</td><td>18:00</td><td>28.04.2026 18:10</td>');
    expect(html).toContain('<td>handy-1</td><td>iPhone</td>');
    expect(html).toContain('Eine persönliche Kalenderadresse besteht seit 02.05.2026 12:00.');
    // The change log in the screens' words: field labels and Ja/Nein, not column names and 0/1.
    expect(html).toContain('<td>Ort: Thun → Bern<br>Systemzugriff: Nein → Ja<br>E-Mail-Adresse: (leer) → anna@example.ch</td>');
    expect(html).toContain('<th scope="row">E-Mail-Adresse</th><td>anna@example.ch</td>');
    expect(html).toContain('<th scope="row">Status</th><td>Gelöscht</td>');
    expect(html).toContain('<th scope="row">Passwort gesetzt</th><td>Ja</td>');
    // The last section is empty.
    expect(html).toMatch(/Änderungen durch diese Person als Administrator<\/h2>\n<p>Keine<\/p>/);
  });

  it('escapes stored text: a remark cannot inject markup', () => {
    const html = datenauskunftHtml(auskunft(), 'Europe/Zurich');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<p>beitragsbefreit (Grund: Ehrenmitglied &lt;seit 2020&gt;)</p>');
    expect(htmlEscape(`a&b"'`)).toBe('a&amp;b&quot;&#39;');
  });

  it('names its files by member or club and date', () => {
    expect(datenauskunftDateiname({ MitgliedId: 7, Vorname: 'Anna', Nachname: 'Müller-Meier' }, '2026-05-04', 'json')).toBe(
      'Datenauskunft-Anna-Müller-Meier-04.05.2026.json',
    );
    expect(datenauskunftDateiname({ MitgliedId: 7, Vorname: null, Nachname: null }, '2026-05-04', 'html')).toBe(
      'Datenauskunft-Mitglied-7-04.05.2026.html',
    );
    expect(vereinsdatenDateiname(1001, '2026-05-04')).toBe('Vereinsdaten-1001-04.05.2026.json');
  });

  it('anonymises as "Gelöschtes Mitglied"', () => {
    expect(ANONYM_NAME).toBe('Gelöschtes Mitglied');
  });

  it('closing needs the club number as a whole number', () => {
    expect(v.safeParse(vereinSchliessenSchema, { Vereinsnummer: 1001 }).success).toBe(true);
    for (const falsch of [{ Vereinsnummer: '1001' }, { Vereinsnummer: 10.5 }, { Vereinsnummer: 0 }, {}])
      expect(v.safeParse(vereinSchliessenSchema, falsch).success).toBe(false);
  });
});
