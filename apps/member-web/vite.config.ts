import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { APP_PFAD, GERAETE_TOKEN_HEADER, SERVER_BASE_PATH } from '@vereinsportal/api-client';

// Workspace libraries resolve to their sources through their private export condition (docs/architecture.md).
// The server serves dist/ at /app/ and the API on one port; `vite dev` proxies API calls to VP_SERVER.
const apiTarget = process.env.VP_SERVER ?? 'http://127.0.0.1:3000';

/** Files of public/ the service worker caches with the build's own files. */
const PUBLIC_SHELL = ['manifest.webmanifest', 'icons/icon-192.png', 'icons/icon-512.png'];

/**
 * Emits sw.js from sw/sw.js with the list of the build's files (the app shell) and a version that
 * changes with them, so a new build installs a new worker and drops the old shell cache.
 */
function serviceWorker(): Plugin {
  return {
    name: 'vereinsportal-service-worker',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const dateien = Object.keys(bundle)
        .filter((f) => !f.startsWith('.vite/') && !f.endsWith('.map'))
        .sort();
      const shell = [...dateien, ...PUBLIC_SHELL];
      const hash = createHash('sha256');
      for (const f of dateien) {
        const teil = bundle[f];
        hash.update(f);
        if (teil?.type === 'asset') hash.update(typeof teil.source === 'string' ? teil.source : Buffer.from(teil.source));
      }
      const quelle = readFileSync(new URL('./sw/sw.js', import.meta.url), 'utf8')
        .replace("'__VERSION__'", JSON.stringify(hash.digest('hex').slice(0, 12)))
        .replace('[/* __SHELL__ */]', JSON.stringify(shell))
        // The member API's prefix, from the contract: the worker caches the answers below it.
        .replace("'__API_PFAD__'", JSON.stringify(`${SERVER_BASE_PATH}${APP_PFAD}/`))
        // The device token's header, from the contract: the worker keeps one cache per device token.
        .replace("'__TOKEN_HEADER__'", JSON.stringify(GERAETE_TOKEN_HEADER));
      if (/__(VERSION|SHELL|API_PFAD|TOKEN_HEADER)__/.test(quelle)) throw new Error('sw/sw.js: a placeholder was not filled in');
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: quelle });
    },
  };
}

export default defineConfig({
  base: '/app/',
  plugins: [react(), serviceWorker()],
  resolve: { conditions: ['@vereinsportal/source', ...defaultClientConditions] },
  server: {
    proxy: { [SERVER_BASE_PATH]: { target: apiTarget, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // bench/first-load.mjs reads it to find what the sign-in screen loads.
    manifest: true,
  },
});
