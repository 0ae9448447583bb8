import type { Timers } from '../src/lib/timers';

type Interval = { callback: () => void; ms: number; due: number };

/** A clock that moves only when the test says so; intervals fire as time passes them. */
export const manualTimers = (start = 1_700_000_000_000) => {
  let now = start;
  const intervals = new Set<Interval>();
  const timers: Timers = {
    now: () => now,
    every: (callback, ms) => {
      const interval = { callback, ms, due: now + ms };
      intervals.add(interval);
      return () => intervals.delete(interval);
    },
  };
  const advance = (ms: number) => {
    const target = now + ms;
    for (;;) {
      const next = [...intervals].sort((a, b) => a.due - b.due)[0];
      if (!next || next.due > target) break;
      now = next.due;
      next.due += next.ms;
      next.callback();
    }
    now = target;
  };
  return { timers, advance, activeIntervals: () => intervals.size };
};
