import type { NoteVisibility } from '@rela/contracts';
import { createNote, type NotesDeps } from './notes.service';

/** A note a buyer writes in their own thread from another room (a tour's verdict). */
export type BuyerNote = {
  buyerId: string;
  listingKey: string;
  text: string;
  visibility: NoteVisibility;
};

/**
 * Writes it as the buyer's own POST would: the same checks, and a shared one tells the realtor
 * (a notice and a line of the feed) like any other.
 */
export const buyerNoteWriter =
  (deps: NotesDeps) =>
  async ({ buyerId, listingKey, text, visibility }: BuyerNote): Promise<void> => {
    await createNote(deps, { id: buyerId, role: 'buyer' }, { listingKey }, { text, visibility });
  };
