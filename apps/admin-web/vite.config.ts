import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// Our workspace libraries resolve to their sources (no rebuild while developing). Not via the
// 'source' export condition: lexical publishes raw TypeScript under it, which must not be bundled.
const workspaceAliases = {
  '@vereinsportal/domain': fileURLToPath(new URL('../../packages/domain/src/index.ts', import.meta.url)),
  '@vereinsportal/api-client': fileURLToPath(new URL('../../packages/api-client/src/index.ts', import.meta.url)),
};

// The server serves dist/ and the API on one port. In `vite dev`, API calls go to the server named
// by VP_SERVER (default http://127.0.0.1:3000).
const apiTarget = process.env.VP_SERVER ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: workspaceAliases },
  server: {
    proxy: { '/vereinsportalServer': { target: apiTarget, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
  },
});
