import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp } from '../../../test/app';
import { recoveryLimits } from './recovery-limits';
import { freshAddress } from '../../../test/requests';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/**
 * REQ-SEC-RECOVERY-TIMING: the time of the answer must not tell whether the account exists. Interleaved samples of
 * a known and an unknown account (after a warm-up); their medians are within 1 ms, or within a tenth
 * of the slower median when a busy machine stretches every answer (a difference that small hides
 * in the noise an outside caller sees).
 */
describe('recovery answers take the same time, known account or not (PGlite)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ driver: 'pglite' });
    await createUser(t.db, { username: 'ada', role: 'buyer', email: 'ada@rela.example' });
  });
  afterAll(() => t.close());

  const timeOf = async (url: string, payload: Record<string, string>) => {
    // Every limit window is over, so each sample does the whole work.
    t.clock.advance(recoveryLimits.perSubmission.windowMs);
    const started = performance.now();
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: freshAddress(),
    });
    const elapsed = performance.now() - started;
    expect(response.statusCode).toBeLessThan(300);
    return elapsed;
  };

  const expectSameTime = ({ known, unknown }: { known: number; unknown: number }) => {
    const tolerance = Math.max(1, 0.1 * Math.max(known, unknown));
    expect(Math.abs(known - unknown), `known ${known} ms, unknown ${unknown} ms`).toBeLessThan(
      tolerance,
    );
  };

  const compare = async (url: string, known: Record<string, string>, unknown: typeof known) => {
    for (let warmUp = 0; warmUp < 5; warmUp += 1) {
      await timeOf(url, known);
      await timeOf(url, unknown);
    }
    const samples = { known: [] as number[], unknown: [] as number[] };
    for (let sample = 0; sample < 40; sample += 1) {
      samples.known.push(await timeOf(url, known));
      samples.unknown.push(await timeOf(url, unknown));
    }
    return { known: median(samples.known), unknown: median(samples.unknown) };
  };

  it('forgot-password: a known and an unknown account take the same time', async () => {
    expectSameTime(
      await compare('/api/forgot-password', { username: 'ada' }, { username: 'nobody' }),
    );
  });

  it('forgot-username: a known and an unknown address take the same time', async () => {
    expectSameTime(
      await compare(
        '/api/forgot-username',
        { email: 'ada@rela.example' },
        { email: 'nobody@rela.example' },
      ),
    );
  });
});
