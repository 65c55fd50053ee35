import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { envSchema } from '../../src/config.js';

/**
 * The README's configuration table is what an operator reads: every variable the server reads is
 * in it, and a variable with a fixed default shows that default.
 */
const readme = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', 'README.md'), 'utf8');

/** Rows of the table under «## Konfiguration»: variable name -> its default cell. */
function konfigurationsTabelle(): Map<string, string> {
  const abschnitt = readme.split(/^## /m).find((teil) => teil.startsWith('Konfiguration')) ?? '';
  const zeilen = new Map<string, string>();
  for (const zeile of abschnitt.split('\n')) {
    const zellen = zeile.split('|').map((z) => z.trim());
    // | `A`, `B` | Bedeutung | Standard |
    if (zellen.length < 5 || !zellen[1]?.startsWith('`')) continue;
    for (const name of zellen[1].matchAll(/`([A-Z0-9_]+)`/g)) zeilen.set(name[1]!, zellen[3] ?? '');
  }
  return zeilen;
}

describe('README configuration table', () => {
  const tabelle = konfigurationsTabelle();

  it.each(Object.keys(envSchema.entries))('documents %s with its default', (name) => {
    expect(tabelle.has(name), `${name} fehlt in der Tabelle «Konfiguration» des README`).toBe(true);
    const standard: unknown = v.getDefault(envSchema.entries[name as keyof typeof envSchema.entries]);
    if (typeof standard === 'string') expect(tabelle.get(name)).toContain(`\`${standard}\``);
  });

  it('lists no variable the server does not read', () => {
    expect([...tabelle.keys()].filter((name) => !(name in envSchema.entries))).toEqual([]);
  });
});
