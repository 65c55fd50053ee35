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

// The MUI parts of the signed-in layout and the lists as one chunk: as ~60 small chunks, a first load of a
// list page on a phone (slow 4G, 6 connections) waited ~1.6 s for their round trips alone (apps/admin-web/bench/lighthouse-mitgliederliste.mjs).
// Parts only a few forms use stay in their own chunks. Its dependencies (react) stay where they are, so the light sign-in page never loads it.
const MUI_KERN =
  /node_modules[\\/]\.pnpm[\\/](@mui\+(material|system|utils|styled-engine|private-theming|icons-material)|@emotion\+[\w-]+|react-transition-group|@popperjs|stylis|hoist-non-react-statics|prop-types|react-is|clsx|@babel\+runtime|dom-helpers)@/;
const MUI_SELTEN =
  /[\\/](useAutocomplete|Autocomplete|Chip|ToggleButton|ToggleButtonGroup|Step\w*|Stepper|Radio|RadioGroup|TextareaAutosize|InputAdornment|ListSubheader|Card\w*|Alert|AlertTitle|Divider|Link|Grid|Grid2|Avatar|Badge|Tabs|Tab|Slider|Switch|Rating|Accordion\w*)[\\/]/;

// Every screen index.html starts with is laid out by shell/PortalRahmen.tsx (the sign-in has its own page,
// anmeldung.html): its code and the menu bar's, with their imports (the MUI chunk), are fetched with the entry
// instead of a round trip after it.
const RAHMEN = /src[\\/]shell[\\/](PortalRahmen|NavBar)\.tsx$/;
const rahmenVorladen: Plugin = {
  name: 'rahmen-vorladen',
  transformIndexHtml: {
    order: 'post',
    handler(html, ctx) {
      if (!ctx.bundle || ctx.filename !== INDEX_HTML) return;
      const chunks = Object.values(ctx.bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
      // What the page loads already (its entry and the entry's imports).
      const schonDa = new Set([...html.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((m) => m[1]));
      const dateien = new Set<string>();
      const sammeln = (datei: string) => {
        if (dateien.has(datei) || schonDa.has(datei)) return;
        dateien.add(datei);
        for (const i of chunks.find((c) => c.fileName === datei)?.imports ?? []) sammeln(i);
      };
      for (const c of chunks) if (c.facadeModuleId && RAHMEN.test(c.facadeModuleId)) sammeln(c.fileName);
      return [...dateien].map((datei) => ({
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: true, href: `/${datei}` },
        injectTo: 'head' as const,
      }));
    },
  },
};

export default defineConfig({
  plugins: [react(), anmeldungSeite, rahmenVorladen],
  resolve: { conditions: ['@vereinsportal/source', ...defaultClientConditions] },
  server: {
    proxy: { [SERVER_BASE_PATH]: { target: apiTarget, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      input: { index: INDEX_HTML, anmeldung: ANMELDUNG_HTML },
      output: {
        codeSplitting: {
          groups: [
            // React first, so the MUI group (which takes its modules' dependencies along) leaves it where the sign-in page loads it.
            { name: 'react', test: /node_modules[\\/]\.pnpm[\\/](react|react-dom|scheduler)@/, priority: 2 },
            { name: 'mui', test: (id) => MUI_KERN.test(id) && !MUI_SELTEN.test(id), priority: 1 },
          ],
        },
      },
    },
  },
});
