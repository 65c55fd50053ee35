import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@vereinsportal/source'] },
  ssr: { resolve: { conditions: ['@vereinsportal/source'] } },
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
