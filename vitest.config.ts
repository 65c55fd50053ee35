import { defineConfig } from 'vitest/config';

// One vitest run over every package, so the suite prints one total.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/contract', 'packages/api-client', 'apps/server', 'apps/admin-web', 'apps/member-web'],
  },
});
