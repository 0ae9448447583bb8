import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two test files at once on the 2-core machines `npm test` runs on (vitest's default is one
    // fewer than the cores): much of a server test's time is spent waiting on PostgreSQL, a
    // spawned process or a timer, and the suite's wall time was most of `npm test`'s.
    maxWorkers: 2,
    projects: [
      'packages/contracts',
      'apps/mls',
      'apps/server',
      'apps/web',
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'] } },
    ],
  },
});
