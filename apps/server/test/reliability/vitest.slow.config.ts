import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * `npm run reliability`: the fault suites (*.slow.ts, which start databases and processes of their
 * own) with the fast reliability suites, run with more fuzz runs (RELIABILITY_SLOW=1).
 * The normal `vitest run` includes only *.test.ts, so none of the slow files.
 */
export default defineConfig({
  root: path.resolve(import.meta.dirname, '../..'),
  test: {
    name: 'reliability',
    environment: 'node',
    include: ['test/reliability/**/*.test.ts', 'test/reliability/**/*.slow.ts'],
    testTimeout: 300_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
