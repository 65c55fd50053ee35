import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// Our workspace libraries resolve to their sources (no rebuild while developing). Not via the
// 'source' export condition: lexical publishes raw TypeScript under it, which must not be bundled.
const workspaceAliases = {
  '@vereinsportal/domain': fileURLToPath(new URL('../../packages/domain/src/index.ts', import.meta.url)),
  '@vereinsportal/api-client': fileURLToPath(new URL('../../packages/api-client/src/index.ts', import.meta.url)),
};

export default defineProject({
  plugins: [react()],
  resolve: { alias: workspaceAliases },
  test: {
    name: 'admin-web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
  },
});
