import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    // A jsdom form test types and waits through several screens: on a busy 2-core machine that can
    // pass 5 s (a test's own waits stay short; this only keeps a slow machine from failing it).
    testTimeout: 15_000,
  },
});
