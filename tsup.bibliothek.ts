// The build settings of the three workspace libraries (domain, contract, api-client); each tsup.config.ts adds its entries.
export const bibliothekBauen = {
  format: 'esm',
  // tsup's declaration build sets `baseUrl`, which TypeScript 6 rejects as deprecated (TS5101) unless told otherwise.
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  clean: true,
  sourcemap: true,
  target: 'es2022',
} as const;
