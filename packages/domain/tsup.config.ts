import { defineConfig } from 'tsup';

export default defineConfig({
  // `serie` is its own entry so only what previews series dates loads rrule (docs/termine.md).
  // `camt` likewise: only reading a bank file loads fast-xml-parser (docs/skalierung.md).
  entry: { index: 'src/index.ts', serie: 'src/termine/serie.ts', camt: 'src/rechnungswesen/camt.ts' },
  format: ['esm'],
  // tsup's declaration build sets baseUrl, which TypeScript 6 reports as deprecated (TS5101) and fails on.
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
