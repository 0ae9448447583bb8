/**
 * Whose notes, tours and views a home's dialog is about (ADR 032): the signed-in buyer's own home,
 * or a realtor's buyer's home (the realtor writes in that buyer's thread). Nobody else has a
 * thread: a lead or owner above counts activity, never reads notes (SECURITY-CHECKLIST 33).
 */
export type HomeThread = { side: 'buyer' } | { side: 'realtor'; buyer: string };

/** The `?buyer=` of the thread's calls: none for a buyer's own. */
export const threadBuyer = (thread: HomeThread) =>
  thread.side === 'buyer' ? undefined : thread.buyer;

/** The signed-in buyer's own thread: their list's homes. */
export const ownThread: HomeThread = { side: 'buyer' };
