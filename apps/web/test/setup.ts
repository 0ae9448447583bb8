import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi, type MockInstance } from 'vitest';
import { server } from './msw-server';

// Every page is a lazy chunk: the first import of one in a run can take over the default second
// on a busy machine (the server's suites run beside these), so findBy* and waitFor wait longer.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

/**
 * Requests MSW has taken and not yet answered. A request the page sent just before a test ended is
 * matched to a handler a few ticks later: the handlers are reset only once none is left, so that
 * it is answered by its own test's handlers rather than failing the next test as unhandled.
 */
let inFlight = 0;
server.events.on('request:start', () => {
  inFlight += 1;
});
server.events.on('request:end', () => {
  inFlight -= 1;
});
// The real timer, taken before any test fakes the clock; the wait counts its turns, not the time.
const realSetTimeout = globalThis.setTimeout;
const tick = () => new Promise((resolve) => realSetTimeout(resolve, 1));
const settled = async (turns = 1_000) => {
  for (let turn = 0; turn < turns; turn += 1) {
    await tick();
    if (inFlight === 0) return;
  }
};
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

afterEach(async () => {
  cleanup();
  await settled();
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
