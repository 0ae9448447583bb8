import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { recordFigures } from '../tally';
import { freePort } from './private-postgres';
import { isolatedEnv, startServerProcess } from './server-process';

type Outcome =
  | { n: string; kind: 'complete'; status: number }
  | { n: string; kind: 'cut' | 'refused' | 'reset'; error: string };

/** One request on its own connection; how it ended, from the client's side. */
const send = (port: number, n: string, pick: number) =>
  new Promise<Outcome>((resolve) => {
    const [method, url, body] =
      pick % 3 === 0
        ? (['GET', `/api/__test/slow?ms=${200 + (pick % 7) * 60}&n=${n}`, undefined] as const)
        : pick % 3 === 1
          ? ([
              'POST',
              `/api/login?n=${n}`,
              JSON.stringify({ username: `nobody-${n}`, password: 'Wrong-pass-1!' }),
            ] as const)
          : (['GET', `/api/health?n=${n}`, undefined] as const);
    let answered = false;
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent: false,
        headers: body ? { 'content-type': 'application/json' } : {},
      },
      (response) => {
        answered = true;
        response.resume();
        response.on('end', () =>
          resolve({ n, kind: 'complete', status: response.statusCode ?? 0 }),
        );
        response.on('aborted', () => resolve({ n, kind: 'cut', error: 'aborted mid-body' }));
        response.on('error', (error) => resolve({ n, kind: 'cut', error: error.message }));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (answered) return;
      resolve({
        n,
        kind: error.code === 'ECONNREFUSED' ? 'refused' : 'reset',
        error: error.message,
      });
    });
    req.end(body);
  });

/**
 * REQ-REL-SHUTDOWN: SIGTERM while requests pour in. Every request the server
 * took is answered in full; new connections are refused; the process exits 0.
 */
describe('SIGTERM under load', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rela-sigterm-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('cuts no request in half', async () => {
    const port = await freePort();
    const server = startServerProcess(
      [],
      isolatedEnv({
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        DATA_DIR: dataDir,
        PORT: String(port),
        SEED_DEMO: 'false',
        WEB_DIST: path.join(dataDir, 'no-web'),
        LOGIN_LIMIT_PER_MINUTE: '100000',
        IP_LIMIT_PER_MINUTE: '100000',
      }),
    );
    try {
      await server.waitFor(/Rela is running/);
      const outcomes: Outcome[] = [];
      let counter = 0;
      let refusedOnce = false;
      const loop = async (lane: number) => {
        while (!refusedOnce) {
          const n = `${lane}-${counter++}`;
          const outcome = await send(port, n, counter + lane);
          outcomes.push(outcome);
          if (outcome.kind === 'refused') refusedOnce = true;
        }
      };
      const lanes = Array.from({ length: 16 }, (_, lane) => loop(lane));
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const sentBeforeSignal = outcomes.length;
      server.child.kill('SIGTERM');
      await Promise.all(lanes);
      const code = await server.exited;

      // Every request the server logged as taken must have reached its client in full.
      const taken = new Set(
        [...server.output().matchAll(/"url":"[^"]*[?&]n=([\w-]+)/g)].map((match) => match[1]),
      );
      const byN = new Map(outcomes.map((outcome) => [outcome.n, outcome]));
      const cut = [...taken].filter((n) => byN.get(n ?? '')?.kind !== 'complete');
      const clientCut = outcomes.filter((o) => o.kind === 'cut');
      const afterSignal = outcomes.slice(sentBeforeSignal);
      recordFigures('fault: SIGTERM under load', {
        faultsInjected: 1,
        writesLost: cut.length + clientCut.length,
        fiveHundreds: outcomes.filter((o) => o.kind === 'complete' && o.status >= 500).length,
        notes: [
          `${outcomes.length} requests from 16 lanes; ${afterSignal.filter((o) => o.kind === 'complete').length} completed after the signal; ${outcomes.filter((o) => o.kind === 'refused').length} refused at the door, ${outcomes.filter((o) => o.kind === 'reset').length} reset before the server took them; ${cut.length + clientCut.length} cut`,
        ],
      });
      expect(code, server.output().slice(-2000)).toBe(0);
      expect(afterSignal.some((o) => o.kind === 'complete')).toBe(true);
      expect(clientCut).toEqual([]);
      expect(cut).toEqual([]);
      expect(outcomes.filter((o) => o.kind === 'complete' && o.status >= 500)).toEqual([]);
    } finally {
      server.child.kill('SIGKILL');
    }
  }, 120_000);
});
