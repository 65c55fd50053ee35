/** A throwaway PostgreSQL database for one benchmark run (README "Für Entwickler": Benchmarks), dropped afterwards. */
import { randomBytes } from 'node:crypto';
import { wegwerfDatenbank, type WegwerfDatenbank } from '../test/helpers/pg-datenbank.js';

export type BenchDatenbank = WegwerfDatenbank;

/** Creates database `<prefix>_<random>` next to pgUrl; null (with the reason in `grund`) when PostgreSQL cannot be reached. */
export async function benchDatenbank(pgUrl: string, prefix: string, grund?: (text: string) => void): Promise<BenchDatenbank | null> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  try {
    return await wegwerfDatenbank(pgUrl, name, [`CREATE DATABASE ${name}`], 2000);
  } catch (err) {
    grund?.(err instanceof Error ? err.message : String(err));
    return null;
  }
}
