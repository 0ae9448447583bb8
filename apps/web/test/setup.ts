import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi, type MockInstance } from 'vitest';
import { server } from './msw-server';

// Every page is a lazy chunk: the first import of one in a run can take over the default second
// on a busy machine (the server's suites run beside these), so findBy* and waitFor wait longer.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// The files of a worker share one module graph and one jsdom (vitest.config.ts, isolate: false):
// what a file stubbed, spied on or faked ends with it.
afterAll(() => {
  server.close();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  const calls = consoleError.mock.calls;
  consoleError.mockRestore();
  if (calls.length > 0) {
    throw new Error(
      `The test logged console.error:\n${calls.map((args) => args.join(' ')).join('\n')}`,
    );
  }
});
