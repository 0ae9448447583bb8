import { useEffect, useState } from 'react';
import { systemTimers, type Timers } from '../../lib/timers';

const minuteMs = 60_000;

/** The time now, read again every minute: relative times (`Updated 3 min ago`) move without a refetch. */
export const useMinuteClock = (timers: Timers = systemTimers): number => {
  const [now, setNow] = useState(timers.now);
  useEffect(() => timers.every(() => setNow(timers.now()), minuteMs), [timers]);
  return now;
};
