import { defineProject } from 'vitest/config';

export default defineProject({
  // The PWA plugin's virtual module, which only a build makes (jsdom has no service worker).
  resolve: {
    alias: { 'virtual:pwa-register': new URL('./test/pwa-register.ts', import.meta.url).pathname },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    // The files of a worker share one module graph and one jsdom instead of a fresh pair each: the
    // project took 367 s, now 62 to 103 s, beside other work on a 2-core machine. What a file
    // stubs, spies on or fakes is undone when it ends (test/setup.ts); four shuffled orders passed.
    isolate: false,
    // A jsdom form test types and waits through several screens: on a busy 2-core machine that can
    // pass 5 s (a test's own waits stay short; this only keeps a slow machine from failing it).
    testTimeout: 15_000,
  },
});
