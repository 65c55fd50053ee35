/** Reads a bank-file fixture of this folder (test-only: Node's fs is fine here, not in src/). */
import { readFileSync } from 'node:fs';

export function fixture(name: string): string {
  return readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
}
