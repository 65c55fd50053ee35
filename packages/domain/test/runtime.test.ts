import { describe, expect, it } from 'vitest';

// Node built-ins are reached through a computed specifier so this package's typing stays free of @types/node.
type SpawnSync = (cmd: string, args: string[], opts: { encoding: 'utf8' }) => { status: number | null; stdout: string; stderr: string };
type Process = { execPath: string };

describe('runs in plain Node without DOM globals', () => {
  it('importing the source defines no window/document and works', async () => {
    expect('window' in globalThis).toBe(false);
    expect('document' in globalThis).toBe(false);
    const d = await import('../src/index.js');
    expect('window' in globalThis).toBe(false);
    expect('document' in globalThis).toBe(false);
    expect(d.formatBetrag(123450, 'CHF')).toBe("1'234.50 CHF");
    expect(d.pruefeImport(d.importVorlageCsv(), { vorhandeneEmails: [], freiePlaetze: 0 }).fehler).toEqual([d.IMPORT_MELDUNG.keineZeilen]);
  });

  it('the built dist imports and runs in a separate node process', async () => {
    const spec = { cp: 'node:child_process', fs: 'node:fs', process: 'node:process' };
    const { spawnSync } = (await import(/* @vite-ignore */ spec.cp)) as { spawnSync: SpawnSync };
    const { existsSync } = (await import(/* @vite-ignore */ spec.fs)) as { existsSync: (p: URL) => boolean };
    const proc = (await import(/* @vite-ignore */ spec.process)) as { default: Process };
    // dist/ is built by the project's globalSetup (test/build-dist.setup.mjs) when missing or stale.
    expect(
      existsSync(new URL('../dist/index.js', import.meta.url)),
      'dist fehlt: globalSetup test/build-dist.setup.mjs hat nicht gebaut',
    ).toBe(true);
    const script = new URL('./dist-smoke.mjs', import.meta.url).pathname;
    const out = spawnSync(proc.default.execPath, [script], { encoding: 'utf8' });
    expect(out.stderr).toBe('');
    expect(out.stdout.trim()).toBe('ok');
    expect(out.status).toBe(0);
  });
});
