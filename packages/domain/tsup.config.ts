import { defineConfig } from 'tsup';
import { bibliothekBauen } from '../../tsup.bibliothek';

export default defineConfig({
  ...bibliothekBauen,
  // `serie` is its own entry so only what previews series dates loads rrule (docs/termine.md).
  // `camt` likewise: only reading a bank file loads fast-xml-parser (docs/skalierung.md).
  entry: { index: 'src/index.ts', serie: 'src/termine/serie.ts', camt: 'src/rechnungswesen/camt.ts' },
});
