import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { manualTimers } from '../../test/manual-timers';
import { useCountdown } from './use-countdown';

const setup = () => {
  const clock = manualTimers();
  const view = renderHook(() => useCountdown(clock.timers));
  return { clock, view, advance: (ms: number) => act(() => clock.advance(ms)) };
};

describe('useCountdown', () => {
  it('is idle until started', () => {
    const { view, clock } = setup();
    expect(view.result.current).toMatchObject({ secondsLeft: 0, running: false });
    expect(clock.activeIntervals()).toBe(0);
  });

  it('counts whole seconds down to zero, then stops its timer', () => {
    const { view, clock, advance } = setup();
    act(() => view.result.current.start(60_000));
    expect(view.result.current).toMatchObject({ secondsLeft: 60, running: true });
    advance(1_000);
    expect(view.result.current.secondsLeft).toBe(59);
    advance(58_500);
    expect(view.result.current.secondsLeft).toBe(1);
    advance(500);
    expect(view.result.current).toMatchObject({ secondsLeft: 0, running: false });
    expect(clock.activeIntervals()).toBe(0);
  });

  it('restarts from the full time', () => {
    const { view, advance } = setup();
    act(() => view.result.current.start(60_000));
    advance(30_000);
    act(() => view.result.current.start(60_000));
    expect(view.result.current.secondsLeft).toBe(60);
    advance(59_000);
    expect(view.result.current.secondsLeft).toBe(1);
  });

  it('stops on demand and on unmount', () => {
    const { view, clock } = setup();
    act(() => view.result.current.start(10_000));
    act(() => view.result.current.stop());
    expect(view.result.current.running).toBe(false);
    expect(clock.activeIntervals()).toBe(0);
    act(() => view.result.current.start(10_000));
    view.unmount();
    expect(clock.activeIntervals()).toBe(0);
  });
});
