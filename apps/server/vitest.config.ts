import { configDefaults, defineProject } from 'vitest/config';

// Several server instances need a database they can share, and the database-outage test needs a
// database server to stop: those tests exist for PostgreSQL only (README "Mehrere Instanzen"), so the
// SQLite run leaves them out instead of showing them skipped.
const NUR_POSTGRES = ['test/betrieb/mehrere-instanzen.test.ts', 'test/betrieb/datenbank-ausfall.test.ts'];

export default defineProject({
  resolve: { conditions: ['@vereinsportal/source'] },
  ssr: { resolve: { conditions: ['@vereinsportal/source'] } },
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(process.env.TEST_DB === 'postgres' ? [] : NUR_POSTGRES)],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
