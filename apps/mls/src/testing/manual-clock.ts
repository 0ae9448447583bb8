import type { Clock } from '../clock';

/** A clock tests move by hand (the same shape as the server's `manualClock`). */
export const manualClock = (start = new Date('2026-01-01T00:00:00Z')) => {
  let current = start.getTime();
  const clock: Clock & { advance: (ms: number) => void } = {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
  };
  return clock;
};
