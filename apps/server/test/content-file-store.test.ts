import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalFileStore } from '../src/services/file-store-local.js';
import { istPdf } from '../src/services/file-store-pdf.js';
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
  it('accepts PDFs and rejects other bytes whatever their name', () => {
    expect(istPdf(pdfBytes())).toBe(true);
    expect(istPdf(new Uint8Array(Buffer.from('\xef\xbb\xbf%PDF-1.7\n', 'latin1')))).toBe(true);
    expect(istPdf(new Uint8Array(Buffer.from('Hallo Welt')))).toBe(false);
    expect(istPdf(new Uint8Array(Buffer.from('%PDF-')))).toBe(false);
    expect(istPdf(new Uint8Array(Buffer.from('<html>%PDF-x.y</html>')))).toBe(false);
    expect(istPdf(new Uint8Array(0))).toBe(false);
  });
});
