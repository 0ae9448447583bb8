import { describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock';
import { createCircuitBreaker } from './circuit-breaker';
import { MlsError } from './mls-errors';

const outage = () => Promise.reject(new MlsError('server', 'The MLS answered 503'));
const ok = () => Promise.resolve('ok');

const setup = () => {
  const clock = manualClock();
  const breaker = createCircuitBreaker({ clock, failureThreshold: 3, coolDownMs: 10_000 });
  let calls = 0;
  const counted =
    <T>(call: () => Promise<T>) =>
    () => {
      calls += 1;
      return call();
    };
  return { clock, breaker, counted, calls: () => calls };
};

const openIt = async (t: ReturnType<typeof setup>) => {
  for (let i = 0; i < 3; i += 1) await expect(t.breaker.run(t.counted(outage))).rejects.toThrow();
};

describe('circuit breaker (REQ-REL-MLS-DOWN)', () => {
  it('opens after N consecutive failures and then fails fast without calling', async () => {
    const t = setup();
    await openIt(t);
    expect(t.breaker.state()).toBe('open');
    await expect(t.breaker.run(t.counted(ok))).rejects.toMatchObject({ kind: 'circuit-open' });
    expect(t.calls()).toBe(3);
  });

  it('counts consecutive failures only: a success in between resets them', async () => {
    const t = setup();
    await expect(t.breaker.run(outage)).rejects.toThrow();
    await expect(t.breaker.run(outage)).rejects.toThrow();
    await t.breaker.run(ok);
    await expect(t.breaker.run(outage)).rejects.toThrow();
    expect(t.breaker.state()).toBe('closed');
  });

  it('does not count a 4xx refusal as a failure', async () => {
    const t = setup();
    const refusal = () => Promise.reject(new MlsError('rejected', 'no', { status: 400 }));
    for (let i = 0; i < 5; i += 1) await expect(t.breaker.run(refusal)).rejects.toThrow();
    expect(t.breaker.state()).toBe('closed');
  });

  it('half-opens after the cool-down: one probe, and its success closes the circuit', async () => {
    const t = setup();
    await openIt(t);
    t.clock.advance(10_000);
    expect(t.breaker.state()).toBe('half-open');
    let release: (value: string) => void = () => undefined;
    const probe = t.breaker.run(() => new Promise<string>((resolve) => (release = resolve)));
    await expect(t.breaker.run(ok)).rejects.toMatchObject({ kind: 'circuit-open' });
    release('probe');
    await expect(probe).resolves.toBe('probe');
    expect(t.breaker.state()).toBe('closed');
    await expect(t.breaker.run(ok)).resolves.toBe('ok');
  });

  it('a failed probe opens the circuit for another cool-down', async () => {
    const t = setup();
    await openIt(t);
    t.clock.advance(10_000);
    await expect(t.breaker.run(outage)).rejects.toMatchObject({ kind: 'server' });
    expect(t.breaker.state()).toBe('open');
    t.clock.advance(9_999);
    await expect(t.breaker.run(ok)).rejects.toMatchObject({ kind: 'circuit-open' });
    t.clock.advance(1);
    await expect(t.breaker.run(ok)).resolves.toBe('ok');
  });
});
