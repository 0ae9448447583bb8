import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createShutdown, type ShutdownStep } from './graceful-shutdown';

const quietLog = { info: () => undefined, error: () => undefined };

const harness = (steps: ShutdownStep[], lifecycle = { shuttingDown: false }) => {
  const exits: number[] = [];
  const timers: { ms: number; run: () => void; cancelled: boolean }[] = [];
  const shutdown = createShutdown({
    lifecycle,
    steps,
    graceMs: 10_000,
    exit: (code) => exits.push(code),
    log: quietLog,
    schedule: (ms, run) => {
      const timer = { ms, run, cancelled: false };
      timers.push(timer);
      return () => {
        timer.cancelled = true;
      };
    },
  });
  return { shutdown, exits, timers, lifecycle };
};

describe('graceful shutdown (REQ-REL-SHUTDOWN)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('turns readiness 503 before anything closes, runs the steps in order, then exits 0', async () => {
    const order: string[] = [];
    const readyDuringDrain: number[] = [];
    const h = harness(
      [
        {
          name: 'http server',
          run: async () => {
            readyDuringDrain.push((await t.app.inject({ url: '/api/ready' })).statusCode);
            order.push('http server');
          },
        },
        { name: 'dispatcher', run: async () => void order.push('dispatcher') },
        { name: 'database', run: async () => void order.push('database') },
      ],
      t.deps.lifecycle,
    );
    expect((await t.app.inject({ url: '/api/ready' })).statusCode).toBe(200);
    await h.shutdown('SIGTERM');
    expect(h.lifecycle.shuttingDown).toBe(true);
    expect(readyDuringDrain).toEqual([503]);
    expect(order).toEqual(['http server', 'dispatcher', 'database']);
    expect(h.exits).toEqual([0]);
    expect(h.timers).toHaveLength(1);
    expect(h.timers[0]).toMatchObject({ ms: 10_000, cancelled: true });
    t.deps.lifecycle.shuttingDown = false;
  });

  it('closes the connection of every answer while draining', async () => {
    expect((await t.app.inject({ url: '/api/health' })).headers.connection).not.toBe('close');
    t.deps.lifecycle.shuttingDown = true;
    expect((await t.app.inject({ url: '/api/health' })).headers.connection).toBe('close');
    t.deps.lifecycle.shuttingDown = false;
  });

  it('forces exit 1 on a second signal while draining', async () => {
    let release = () => undefined as void;
    const h = harness([
      { name: 'slow', run: () => new Promise<void>((resolve) => (release = resolve)) },
    ]);
    const first = h.shutdown('SIGTERM');
    void h.shutdown('SIGINT');
    expect(h.exits).toEqual([1]);
    release();
    await first;
  });

  it('forces exit 1 when the grace period elapses', async () => {
    let release = () => undefined as void;
    const h = harness([
      { name: 'stuck', run: () => new Promise<void>((resolve) => (release = resolve)) },
    ]);
    const running = h.shutdown('SIGTERM');
    h.timers[0]?.run();
    expect(h.exits).toEqual([1]);
    release();
    await running;
  });

  it('still closes the later steps when one fails, and exits 1', async () => {
    const closed: string[] = [];
    const h = harness([
      { name: 'broken', run: async () => Promise.reject(new Error('nope')) },
      { name: 'database', run: async () => void closed.push('database') },
    ]);
    await h.shutdown('SIGTERM');
    expect(closed).toEqual(['database']);
    expect(h.exits).toEqual([1]);
  });
});
