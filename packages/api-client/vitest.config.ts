import { defineProject } from 'vitest/config';

// 'source' resolves workspace libraries (domain) to their TypeScript, so no build is needed to test.
export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: { name: 'api-client', include: ['test/**/*.test.ts'], environment: 'node' },
});
