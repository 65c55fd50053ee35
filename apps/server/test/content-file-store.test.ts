import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalFileStore } from '../src/services/file-store-local.js';
import { pdfDateiName, pruefePdf } from '../src/services/file-store-pdf.js';
import { pdfBytes } from './content-helpers.js';

describe('local file store', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'vp-files-'));
  const store = createLocalFileStore(root);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('puts, gets and deletes by key; a missing key is null', async () => {
    await store.put('dokument/1/a.pdf', new Uint8Array([1, 2, 3]));
    expect(await store.get('dokument/1/a.pdf')).toEqual(new Uint8Array([1, 2, 3]));
    await store.put('dokument/1/a.pdf', new Uint8Array([4]));
    expect(await store.get('dokument/1/a.pdf')).toEqual(new Uint8Array([4]));
    // No temporary files are left behind.
    expect(readdirSync(path.join(root, 'dokument/1'))).toEqual(['a.pdf']);
    await store.delete('dokument/1/a.pdf');
    expect(await store.get('dokument/1/a.pdf')).toBeNull();
    await expect(store.delete('dokument/1/a.pdf')).resolves.toBeUndefined();
  });

  it('refuses keys that could leave its folder', async () => {
    for (const key of ['../x', 'a/../../x', '/etc/passwd', 'a//b', '.hidden', 'a\\b']) {
      await expect(store.put(key, new Uint8Array([1])), key).rejects.toThrow();
    }
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
