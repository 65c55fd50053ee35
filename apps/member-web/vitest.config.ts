import { defaultClientConditions } from 'vite';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Workspace libraries resolve to their sources, as in vite.config.ts (docs/architecture.md).
export default defineProject({
  plugins: [react()],
  resolve: { conditions: ['@vereinsportal/source', ...defaultClientConditions] },
  test: {
    name: 'member-web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
  },
});
