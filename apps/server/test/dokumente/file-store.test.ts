import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfDateiName, pruefePdf } from '../../src/services/file-store-pdf.js';
import type { FileStore } from '../../src/context.js';
import { pdfBytes } from '../helpers/inhalte.js';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/test-server.js';

// The store the server uses (services/file-store.ts): the database, on the engine under test.
describe(`file store in the database (${TEST_DB})`, () => {
  let s: TestServer;
  let store: FileStore;
  beforeAll(async () => {
    s = await startTestServer();
    store = s.deps.fileStore;
  });
  afterAll(async () => s?.close());

  const zeilen = async (key: string) =>
    (await s.db.selectFrom('datei').select('Groesse').where('Schluessel', '=', key).execute()).map((r) => r.Groesse);

  it('puts, gets and deletes by key; a missing key is null', async () => {
    expect(await store.get('dokument/1/gibtsnicht.pdf')).toBeNull();
    await store.put('dokument/1/a.pdf', new Uint8Array([1, 2, 3]));
    expect(await store.get('dokument/1/a.pdf')).toEqual(new Uint8Array([1, 2, 3]));
    expect(await zeilen('dokument/1/a.pdf')).toEqual([3]);
    await store.delete('dokument/1/a.pdf');
    expect(await store.get('dokument/1/a.pdf')).toBeNull();
    expect(await zeilen('dokument/1/a.pdf')).toEqual([]);
    await expect(store.delete('dokument/1/a.pdf')).resolves.toBeUndefined();
  });

  it('replaces a key as a whole: one row, the new bytes, or the old ones when its transaction fails', async () => {
    await store.put('dokument/2/b.pdf', new Uint8Array([1, 2, 3]));
    await store.put('dokument/2/b.pdf', new Uint8Array([4]));
    expect(await store.get('dokument/2/b.pdf')).toEqual(new Uint8Array([4]));
    expect(await zeilen('dokument/2/b.pdf')).toEqual([1]);

    // A put inside a transaction that fails leaves nothing of itself: the old bytes stay.
    const abbruch = new Error('Abbruch');
    await expect(
      s.db.transaction().execute(async (trx) => {
        await store.within(trx).put('dokument/2/b.pdf', new Uint8Array(500_000).fill(7));
        await store.within(trx).put('dokument/2/neu.pdf', new Uint8Array([9]));
        throw abbruch;
      }),
    ).rejects.toBe(abbruch);
    expect(await store.get('dokument/2/b.pdf')).toEqual(new Uint8Array([4]));
    expect(await store.get('dokument/2/neu.pdf')).toBeNull();
  });

  it('returns every byte value, an empty file, a view into a larger buffer and 1 MB unchanged', async () => {
    const alle = Uint8Array.from({ length: 256 * 4 }, (_, i) => (i * 7 + (i >> 8)) % 256);
    expect(new Set(alle).size).toBe(256);
    await store.put('dokument/3/alle.pdf', alle);
    expect(await store.get('dokument/3/alle.pdf')).toEqual(alle);

    await store.put('dokument/3/leer.pdf', new Uint8Array(0));
    expect(await store.get('dokument/3/leer.pdf')).toEqual(new Uint8Array(0));

    const gross = new Uint8Array(randomBytes(1_000_000));
    await store.put('dokument/3/teil.pdf', gross.subarray(1000, 1010));
    expect(await store.get('dokument/3/teil.pdf')).toEqual(gross.slice(1000, 1010));
    await store.put('dokument/3/gross.pdf', gross);
    const zurueck = await store.get('dokument/3/gross.pdf');
    expect(zurueck?.length).toBe(1_000_000);
    expect(Buffer.from(zurueck!).equals(Buffer.from(gross))).toBe(true);
    expect(await zeilen('dokument/3/gross.pdf')).toEqual([1_000_000]);
  });

  it('accepts only keys shaped like the server makes them', async () => {
    for (const key of ['../x', 'a/../../x', '/etc/passwd', 'a//b', '.hidden', 'a\\b', '', 'a/']) {
      await expect(store.put(key, new Uint8Array([1])), key).rejects.toThrow(`Ungültiger Dateischlüssel: ${key}`);
      await expect(store.get(key), key).rejects.toThrow();
    }
    await store.put('dokument/1001/4f9c2a7e-1b2c-4d5e-8f90-123456789abc.pdf', new Uint8Array([1]));
    expect(await store.get('dokument/1001/4f9c2a7e-1b2c-4d5e-8f90-123456789abc.pdf')).toEqual(new Uint8Array([1]));
  });
});

describe('PDF recognition', () => {
  it('accepts real PDFs and rejects other bytes whatever their name', async () => {
    expect(await pruefePdf(pdfBytes())).toBe('ok');
    expect(await pruefePdf(pdfBytes(1_000_000))).toBe('ok');
    expect(await pruefePdf(new Uint8Array(Buffer.from('Hallo Welt')))).toBe('keinePdf');
    expect(await pruefePdf(new Uint8Array(Buffer.from('%PDF-')))).toBe('keinePdf');
    expect(await pruefePdf(new Uint8Array(Buffer.from('<html>%PDF-x.y</html>')))).toBe('keinePdf');
    expect(await pruefePdf(new Uint8Array(0))).toBe('keinePdf');
  });

  it('wants the header at byte 0, not just somewhere in the first KB', async () => {
    // A Windows executable ("MZ" ...) with a PDF header at 0x40, and a real PDF behind a BOM.
    const exe = Buffer.alloc(4096);
    exe.write('MZ', 0, 'latin1');
    exe.write('%PDF-1.4\n', 0x40, 'latin1');
    expect(await pruefePdf(new Uint8Array(exe))).toBe('keinePdf');
    expect(await pruefePdf(new Uint8Array(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), pdfBytes()])))).toBe('keinePdf');
  });

  it('wants a parseable document behind the header', async () => {
    expect(await pruefePdf(new Uint8Array(Buffer.from('%PDF-1.7\n')))).toBe('beschaedigt');
    expect(await pruefePdf(new Uint8Array(Buffer.from(`%PDF-1.4\n${'Müll \u0000\u0001 '.repeat(200)}`, 'latin1')))).toBe('beschaedigt');
    // Cut off in the middle of the page tree.
    expect(await pruefePdf(pdfBytes().subarray(0, 60))).toBe('beschaedigt');
  });
});

describe('stored PDF names', () => {
  it.each([
    ['Rechnung.exe', 'Rechnung.pdf'],
    ['Rechnung', 'Rechnung.pdf'],
    ['Rechnung.exe. .', 'Rechnung.pdf'],
    ['Statuten 2026.pdf', 'Statuten 2026.pdf'],
    ['STATUTEN.PDF', 'STATUTEN.PDF'],
    ['Protokoll 12.03.2026', 'Protokoll 12.03.2026.pdf'],
    ['.exe', 'dokument.pdf'],
    ['', 'dokument.pdf'],
  ])('%s -> %s', (name, erwartet) => {
    expect(pdfDateiName(name)).toBe(erwartet);
  });

  it('stays within 255 characters', () => {
    expect(pdfDateiName(`${'x'.repeat(300)}.exe`)).toHaveLength(255);
    expect(pdfDateiName(`${'x'.repeat(300)}.exe`).endsWith('.pdf')).toBe(true);
  });
});
