// Imports the built package (dist/) in plain Node, with no DOM globals, and exercises one rule per
// module; prints "ok" or exits non-zero. Run after `pnpm build`: node test/dist-smoke.mjs
import assert from 'node:assert/strict';

assert.equal(typeof globalThis.window, 'undefined');
assert.equal(typeof globalThis.document, 'undefined');
const d = await import(new URL('../dist/index.js', import.meta.url).href);
assert.equal(typeof globalThis.window, 'undefined');
assert.equal(typeof globalThis.document, 'undefined');

assert.equal(d.formatBetrag(d.aboTotal({ art: 'abschluss', bruttoPreis: 2, anzahl: 10 }), 'CHF'), '20.00 CHF');
assert.equal(d.inklMwst(2000, 8.1), 150);
assert.equal(d.isValidEmail('demo@vereinsportal.ch'), true);
assert.deepEqual(d.validate(d.aboBestellungSchema, { AnzahlMitglieder: 12 }), {
  success: false,
  errors: { AnzahlMitglieder: ['Die Anzahl Mitglieder muss ein Vielfaches von 5 sein.'] },
});
const bytes = Uint8Array.from(`${d.IMPORT_HEADER.join(';')}\r\nAnna;M\xfcller;Weg 1;8000;Z\xfcrich;a@b.ch;1;;;;;`, (c) => c.charCodeAt(0));
const r = d.pruefeImportBytes(bytes, { vorhandeneEmails: [], freiePlaetze: 5 });
assert.deepEqual(r.fehler, []);
assert.equal(r.mitglieder[0].Nachname, 'Müller');
assert.match(d.heuteInZeitzone('Europe/Zurich'), /^\d{4}-\d{2}-\d{2}$/);
console.log('ok');
