/**
 * The operator's bank data (README «Rechnungen und Zahlungen»): checked at start with one German line per
 * bad value; the demo has values that validate; production does not start without them, so the demo's
 * payee never appears on a real club's invoice.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { beendet, startServerProzess } from '../helpers/server-prozess.js';

describe('operator configuration (BETREIBER_*)', () => {
  it('the demo has a complete, valid operator: QR-IBAN, its account IBAN, UID with check digit', () => {
    const b = loadConfig({ DEMO: '1' }).betreiber!;
    expect(b).toEqual({
      name: 'Vereinsportal Demo AG',
      strasse: 'Musterstrasse',
      hausnummer: '1',
      plz: '3000',
      ort: 'Bern',
      land: 'CH',
      iban: 'CH4431999123000889012',
      qrIban: true,
      kontoIbans: ['CH4431999123000889012', 'CH5800791123000889012'],
      uid: 'CHE-109.322.551 MWST',
      email: 'rechnungen@vereinsportal.ch',
    });
    expect(loadConfig({ DEMO: '1' }).mahnungTage).toBe(10);
    expect(loadConfig({ DEMO: '1', MAHNUNG_TAGE: '14' }).mahnungTage).toBe(14);
  });

  it('production takes no demo value: without them betreiber is null and the missing ones are named', () => {
    const c = loadConfig({ DEMO: '0' });
    expect(c.betreiber).toBeNull();
    expect(c.betreiberFehlt).toEqual(['BETREIBER_NAME', 'BETREIBER_IBAN', 'BETREIBER_PLZ', 'BETREIBER_ORT']);
    const voll = loadConfig({
      DEMO: '0',
      BETREIBER_NAME: 'Portal GmbH',
      BETREIBER_IBAN: 'ch93 0076 2011 6238 5295 7',
      BETREIBER_PLZ: '8001',
      BETREIBER_ORT: 'Zürich',
      BETREIBER_UID: 'CHE109322551 mwst',
    });
    expect(voll.betreiberFehlt).toEqual([]);
    expect(voll.betreiber).toMatchObject({
      iban: 'CH9300762011623852957',
      qrIban: false,
      kontoIbans: ['CH9300762011623852957'],
      uid: 'CHE-109.322.551 MWST',
      strasse: null,
      email: null,
    });
  });

  it('every bad value gets its own German line', () => {
    let fehler: unknown;
    try {
      loadConfig({
        DEMO: '1',
        BETREIBER_IBAN: 'DE89 3704 0044 0532 0130 00',
        BETREIBER_UID: 'CHE-109.322.552',
        BETREIBER_EMAIL: 'keine-adresse',
        BETREIBER_LAND: 'Schweiz',
        BETREIBER_NAME: 'x'.repeat(71),
      });
    } catch (e) {
      fehler = e;
    }
    expect(fehler).toBeInstanceOf(ConfigError);
    const zeilen = (fehler as Error).message.split('\n');
    expect(zeilen).toHaveLength(5);
    expect(zeilen).toEqual([
      expect.stringMatching(/^BETREIBER_NAME: erwartet höchstens 70 Zeichen/),
      expect.stringMatching(/^BETREIBER_LAND: erwartet einen Ländercode aus zwei Buchstaben/),
      'BETREIBER_IBAN: Es sind nur IBAN aus der Schweiz oder Liechtenstein (CH/LI) möglich.',
      'BETREIBER_UID: Die UID ist ungültig: Die Prüfziffer stimmt nicht. Bitte prüfen Sie die Eingabe.',
      expect.stringMatching(/^BETREIBER_EMAIL: erwartet eine E-Mail-Adresse/),
    ]);
    expect(() => loadConfig({ DEMO: '1', BETREIBER_IBAN: 'CH93 0076 2011 6238 5295 8' })).toThrow(
      'BETREIBER_IBAN: Die IBAN ist ungültig: Die Prüfziffer stimmt nicht.',
    );
    expect(() => loadConfig({ DEMO: '1', BETREIBER_KONTO_IBAN: 'CH44 3199 9123 0008 8901 2' })).toThrow(
      /^BETREIBER_KONTO_IBAN: erwartet die gewöhnliche IBAN/,
    );
  });

  it('the server refuses to start in production without the bank data, naming the variables', async () => {
    const p = startServerProzess({ DEMO: '0', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'vp-betreiber-')) });
    // It never gets ready: that is the point.
    p.ready.catch(() => undefined);
    const code = await beendet(p.child);
    expect(code).toBe(1);
    expect(p.output()).toContain(
      'Konfigurationsfehler: BETREIBER_NAME, BETREIBER_IBAN, BETREIBER_PLZ, BETREIBER_ORT: im Echtbetrieb (DEMO=0) nötig',
    );
    expect(p.output()).not.toContain('läuft auf');
  }, 60_000);
});
