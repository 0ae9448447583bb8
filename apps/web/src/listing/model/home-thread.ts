/**
 * Whose notes, tours and views a home's dialog is about (issue 23): the signed-in buyer's own home,
 * a realtor's buyer's home (the realtor writes in that buyer's thread), or a home of a buyer further
 * down a lead's or owner's chain (shared notes, read-only).
 */
export type HomeThread =
  { side: 'buyer' } | { side: 'realtor'; buyer: string } | { side: 'reader'; buyer: string };

/** The `?buyer=` of the thread's calls: none for a buyer's own. */
export const threadBuyer = (thread: HomeThread) =>
  thread.side === 'buyer' ? undefined : thread.buyer;
