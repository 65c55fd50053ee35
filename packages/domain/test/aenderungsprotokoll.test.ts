import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  feldText,
  AENDERUNG_WERT_MAX,
  AENDERUNGSPROTOKOLL_LIMIT,
  aenderungsprotokollFilterSchema,
  feldAenderungen,
  formatZeitpunktDe,
  istGeheimesFeld,
} from '../src/index.js';

describe('feldAenderungen (change log diff)', () => {
  it('lists only changed fields, old -> new, as text', () => {
    const alt = { Vorname: 'Anna', Nachname: 'Muster', HatSystemZugriff: 0, Ort: 'Bern' };
    const neu = { Vorname: 'Anna', Nachname: 'Meier', HatSystemZugriff: 1, Ort: 'Bern' };
    expect(feldAenderungen(alt, neu)).toEqual([
      { Feld: 'Nachname', Alt: 'Muster', Neu: 'Meier' },
      { Feld: 'HatSystemZugriff', Alt: '0', Neu: '1' },
    ]);
  });

  it('never lists passwords, hashes, set-password links or tokens', () => {
    const alt = {
      Vorname: 'A',
      PasswortHash: 'scrypt$alt',
      Passwort: 'geheim1',
      PasswortLinkHash: 'x',
      PasswortLinkGueltigBis: 1,
      Token: 't1',
    };
    const neu = {
      Vorname: 'B',
      PasswortHash: 'scrypt$neu',
      Passwort: 'geheim2',
      PasswortLinkHash: 'y',
      PasswortLinkGueltigBis: 2,
      Token: 't2',
    };
    const felder = feldAenderungen(alt, neu);
    expect(felder).toEqual([{ Feld: 'Vorname', Alt: 'A', Neu: 'B' }]);
    expect(JSON.stringify(felder)).not.toMatch(/geheim|scrypt|t2/);
    expect(istGeheimesFeld('passwort')).toBe(true);
    expect(istGeheimesFeld('Nachname')).toBe(false);
  });

  it('records HTML fields as changed without their content', () => {
    const felder = feldAenderungen({ QuillHtmlData: '<p>alt</p>' }, { QuillHtmlData: '<p>neu</p>' }, { htmlFelder: ['QuillHtmlData'] });
    expect(felder).toEqual([{ Feld: 'QuillHtmlData', Alt: null, Neu: null, OhneInhalt: 1 }]);
    expect(feldAenderungen({ QuillHtmlData: '<p>x</p>' }, { QuillHtmlData: '<p>x</p>' }, { htmlFelder: ['QuillHtmlData'] })).toEqual([]);
  });

  it('a new record lists its filled fields, a deleted one its old values', () => {
    expect(feldAenderungen(null, { Titel: 'Fest', Ort: null, MitAnAbmeldung: 0 })).toEqual([
      { Feld: 'Titel', Alt: null, Neu: 'Fest' },
      { Feld: 'MitAnAbmeldung', Alt: null, Neu: '0' },
    ]);
    expect(feldAenderungen({ Titel: 'Fest', Ort: '' }, null)).toEqual([{ Feld: 'Titel', Alt: 'Fest', Neu: null }]);
  });

  it('skips bookkeeping and ignored fields, and fields a partial update does not carry', () => {
    const alt = { Titel: 'A', GeaendertAm: '2026-01-01', VereinId: 1, Ort: 'Bern', Intern: 'x' };
    const neu = { Titel: 'A', GeaendertAm: '2026-02-02', VereinId: 2, Intern: 'y' };
    expect(feldAenderungen(alt, neu, { ignorieren: ['Intern'] })).toEqual([]);
  });

  it('cuts long values', () => {
    const [feld] = feldAenderungen(null, { Bemerkung: 'x'.repeat(1000) });
    expect(feld?.Neu).toHaveLength(AENDERUNG_WERT_MAX);
    expect(feld?.Neu?.endsWith('…')).toBe(true);
  });
});

describe('feldText (the Felder column of the change log screen)', () => {
  it('shows old -> new with dates as dd.MM.yyyy, empty values as (leer), HTML only as changed', () => {
    expect(feldText({ Feld: 'AnzeigenVon', Alt: '2026-11-25', Neu: '2026-12-01' }, 'geändert')).toBe(
      'Anzeigen von: 25.11.2026 → 01.12.2026',
    );
    expect(feldText({ Feld: 'Ort', Alt: null, Neu: 'Thun' }, 'geändert')).toBe('Ort: (leer) → Thun');
    expect(feldText({ Feld: 'Titel', Alt: null, Neu: 'Neu' }, 'erstellt')).toBe('Titel: Neu');
    expect(feldText({ Feld: 'QuillHtmlData', Alt: null, Neu: null, OhneInhalt: 1 }, 'geändert')).toBe('Inhalt: geändert');
  });

  it('shows labels and Ja/Nein, not field names and 0/1', () => {
    expect(feldText({ Feld: 'HatSystemZugriff', Alt: '0', Neu: '1' }, 'geändert')).toBe('Systemzugriff: Nein → Ja');
    expect(feldText({ Feld: 'IstVereinsAdministrator', Alt: null, Neu: '0' }, 'erstellt')).toBe('Vereinsadministrator: Nein');
    expect(feldText({ Feld: 'MitAnAbmeldung', Alt: '1', Neu: '0' }, 'geändert')).toBe('Mit An-/Abmeldung: Ja → Nein');
    expect(feldText({ Feld: 'Emailadresse', Alt: 'a@example.ch', Neu: 'b@example.ch' }, 'geändert')).toBe(
      'E-Mail-Adresse: a@example.ch → b@example.ch',
    );
    expect(feldText({ Feld: 'Status', Alt: 'A', Neu: 'D' }, 'gelöscht')).toBe('Status: Aktiv → Gelöscht');
    // A number that is no yes/no stays a number.
    expect(feldText({ Feld: 'MaxTeilnehmende', Alt: '1', Neu: '0' }, 'geändert')).toBe('Max. Teilnehmende: 1 → 0');
  });
});

describe('formatZeitpunktDe', () => {
  it('shows dd.MM.yyyy HH:mm in the club time zone', () => {
    expect(formatZeitpunktDe('2026-07-01T08:05:00.000Z', 'Europe/Zurich')).toBe('01.07.2026 10:05');
    expect(formatZeitpunktDe('2026-12-31T23:30:00.000Z', 'Europe/Zurich')).toBe('01.01.2027 00:30');
  });
});

describe('aenderungsprotokollFilterSchema', () => {
  it('takes empty filters as none and a default limit', () => {
    expect(v.parse(aenderungsprotokollFilterSchema, { Bereich: '', Von: '' })).toEqual({
      Bereich: null,
      Von: null,
      Bis: null,
      Limit: AENDERUNGSPROTOKOLL_LIMIT,
    });
    expect(v.parse(aenderungsprotokollFilterSchema, { Bereich: 'News', Von: '2026-01-01', Bis: '2026-02-01', Limit: '20' })).toEqual({
      Bereich: 'News',
      Von: '2026-01-01',
      Bis: '2026-02-01',
      Limit: 20,
    });
  });

  it('refuses an unknown area, a bad date and a bad limit', () => {
    expect(v.safeParse(aenderungsprotokollFilterSchema, { Bereich: 'Passwort' }).success).toBe(false);
    expect(v.safeParse(aenderungsprotokollFilterSchema, { Von: '31.01.2026' }).success).toBe(false);
    expect(v.safeParse(aenderungsprotokollFilterSchema, { Limit: '0' }).success).toBe(false);
    expect(v.safeParse(aenderungsprotokollFilterSchema, { Limit: '99999' }).success).toBe(false);
  });
});
