/** The injectable clock (same shape as the server's, so its `manualClock` fits). */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };
