import { defineProject } from 'vitest/config';

// '@vereinsportal/source' resolves workspace libraries (domain) to their TypeScript, so no build is needed to test.
export default defineProject({
  resolve: { conditions: ['@vereinsportal/source'] },
  ssr: { resolve: { conditions: ['@vereinsportal/source'] } },
  test: { name: 'contract', include: ['test/**/*.test.ts'], environment: 'node' },
});
