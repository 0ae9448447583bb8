import { useCallback, useEffect, useState } from 'react';
import { systemTimers, type Timers } from './timers';

/** How often the remaining time is read again; the clock, not the tick count, decides what is left. */
const TICK_MS = 250;

const secondsUntil = (endsAt: number, now: number) => Math.max(0, Math.ceil((endsAt - now) / 1000));

export type Countdown = {
  /** Whole seconds left, rounded up; 0 when idle. */
  secondsLeft: number;
  running: boolean;
  /** Starts (or restarts) the countdown from `ms`. */
  start: (ms: number) => void;
  stop: () => void;
};

/**
 * A countdown in whole seconds, e.g. `Resend Code in 42s`. Reads time from the injected timers, so
 * tests drive it with a manual clock or with fake timers.
 */
export const useCountdown = (timers: Timers = systemTimers): Countdown => {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(0);

  useEffect(() => {
    if (endsAt === null) return;
    return timers.every(() => {
      const left = secondsUntil(endsAt, timers.now());
      setSecondsLeft(left);
      if (left === 0) setEndsAt(null);
    }, TICK_MS);
  }, [endsAt, timers]);

  const start = useCallback(
    (ms: number) => {
      const end = timers.now() + ms;
      setEndsAt(end);
      setSecondsLeft(secondsUntil(end, timers.now()));
    },
    [timers],
  );

  const stop = useCallback(() => {
    setEndsAt(null);
    setSecondsLeft(0);
  }, []);

  return { secondsLeft, running: secondsLeft > 0, start, stop };
};
