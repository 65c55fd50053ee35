import { defineConfig } from 'tsup';

// The server is an application: bundle our own code, keep npm packages (and the workspace
// libraries, resolved through their exports map to dist/) external.
export default defineConfig({
  entry: ['src/main.ts', 'src/cli.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
  dts: false,
});
