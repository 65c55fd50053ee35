import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { SERVER_BASE_PATH } from '@vereinsportal/api-client';

// Our workspace libraries resolve to their sources through their private export condition, as in the
// server, tsc and vitest (docs/architecture.md); every other package keeps Vite's default conditions.

// The server serves dist/ and the API on one port. In `vite dev`, API calls go to the server named
// by VP_SERVER (default http://127.0.0.1:3000).
const apiTarget = process.env.VP_SERVER ?? 'http://127.0.0.1:3000';

// Two pages: the portal, and the light sign-in page the server answers for a first load of /anmeldung
// (src/anmeldung/leicht.tsx, docs/architecture.md): index.html with the sign-in's entry, built, not kept.
const INDEX_HTML = fileURLToPath(new URL('index.html', import.meta.url));
const ANMELDUNG_HTML = fileURLToPath(new URL('anmeldung.html', import.meta.url));
const anmeldungSeite: Plugin = {
  name: 'anmeldung-seite',
  resolveId: (id) => (id === ANMELDUNG_HTML ? id : null),
  load: (id) => (id === ANMELDUNG_HTML ? readFileSync(INDEX_HTML, 'utf8').replace('/src/main.tsx', '/src/anmeldung/leicht.tsx') : null),
};

export default defineConfig({
  plugins: [react(), anmeldungSeite],
  resolve: { conditions: ['@vereinsportal/source', ...defaultClientConditions] },
  server: {
    proxy: { [SERVER_BASE_PATH]: { target: apiTarget, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    rollupOptions: { input: { index: INDEX_HTML, anmeldung: ANMELDUNG_HTML } },
  },
});
