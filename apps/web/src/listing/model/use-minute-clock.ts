import { useEffect, useState } from 'react';
import { systemTimers, type Timers } from '../../lib/timers';

const minuteMs = 60_000;

type Ticker = { listeners: Set<(now: number) => void>; stop: () => void };
const tickers = new WeakMap<Timers, Ticker>();

/**
 * Follows the minute ticks of `timers` until the returned function is called: one interval for
 * every part on the page that shows a relative time (a list's cards have three each), however
 * many there are, started with the first and stopped with the last.
 */
const followMinutes = (timers: Timers, listener: (now: number) => void): (() => void) => {
  let ticker = tickers.get(timers);
  if (!ticker) {
    ticker = { listeners: new Set(), stop: () => {} };
    tickers.set(timers, ticker);
  }
  const { listeners } = ticker;
  if (listeners.size === 0) {
    ticker.stop = timers.every(() => {
      const now = timers.now();
      for (const follower of listeners) follower(now);
    }, minuteMs);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) ticker.stop();
  };
};

/** The time now, read again every minute: relative times (`Updated 3 min ago`) move without a refetch. */
export const useMinuteClock = (timers: Timers = systemTimers): number => {
  const [now, setNow] = useState(timers.now);
  useEffect(() => followMinutes(timers, setNow), [timers]);
  return now;
};
