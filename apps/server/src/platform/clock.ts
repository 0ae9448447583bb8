/** The injectable clock of every timer-based rule. */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests move by hand. */
export const manualClock = (start = new Date('2026-01-01T00:00:00Z')) => {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms: number) => {
      current += ms;
    },
    set: (date: Date) => {
      current = date.getTime();
    },
  };
};
export type ManualClock = ReturnType<typeof manualClock>;
