import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { SERVER_BASE_PATH } from '@vereinsportal/api-client';

// Our workspace libraries resolve to their sources through their private export condition, as in the
// server, tsc and vitest (docs/architecture.md); every other package keeps Vite's default conditions.

// The server serves dist/ and the API on one port. In `vite dev`, API calls go to the server named
// by VP_SERVER (default http://127.0.0.1:3000).
const apiTarget = process.env.VP_SERVER ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@vereinsportal/source', ...defaultClientConditions] },
  server: {
    proxy: { [SERVER_BASE_PATH]: { target: apiTarget, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
  },
});
