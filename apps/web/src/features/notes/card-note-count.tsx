import { threadBuyer, type HomeThread } from '../../listing/model/home-thread';
import type { CardHome } from '../../listing/slots/home-slots';
import { useNoteSummary, usePrefetchNoteSummary } from './api/notes-api';
import { NoteCount } from './components/note-count';

/**
 * A home's notes on a card or tile (ADR 032), in its slot (ADR 045): from the one summary of the
 * thread's homes, which every card of the list shares; nothing without a thread.
 */
export const CardNoteCount = ({ listingKey, thread, className }: CardHome) => {
  const summary = useNoteSummary(thread ? threadBuyer(thread) : undefined, thread !== undefined);
  return <NoteCount notes={summary.data?.[listingKey]} className={className} />;
};

/** Starts the summary a list's note counts share, as the list starts its own reads. */
export const useCardNoteReads = (thread: HomeThread) => usePrefetchNoteSummary(threadBuyer(thread));
