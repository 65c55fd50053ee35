import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'domain',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Builds dist/ when missing or stale, for the test that runs the built package in plain Node.
    globalSetup: ['./test/build-dist.setup.mjs'],
  },
});
