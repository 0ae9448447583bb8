import type { NoteVisibility } from '@rela/contracts';
import type { Db } from '../../db/client';
import { findThreadUser, ownNotesOn } from './notes.queries';

/** One of the asker's own notes on a home, for Rela: nothing anyone else wrote, nothing deleted. */
export type OwnNote = {
  text: string;
  visibility: NoteVisibility;
  createdAt: string;
  /**
   * The thread's buyer: the author for their own household's thread, else the household's first
   * member (a realtor's notes may be in several).
   */
  buyerUsername: string;
};
export type OwnNotesReader = (authorId: string, listingKey: string) => Promise<OwnNote[]>;

/**
 * What Rela may quote to the asker about a home: the notes they wrote themself (ADR 032), oldest
 * first. Composed in app.ts, so the assistant never reads the notes' tables.
 */
export const ownNotesReader =
  (db: Db): OwnNotesReader =>
  async (authorId, listingKey) => {
    const author = await findThreadUser(db, { id: authorId });
    return (await ownNotesOn(db, { authorId, listingKey })).map((row) => ({
      text: row.text,
      visibility: row.visibility,
      createdAt: row.createdAt.toISOString(),
      // The author's own household's thread is theirs, whoever joined it first (ADR 049).
      buyerUsername:
        author && row.householdId === author.householdId ? author.username : row.buyerUsername,
    }));
  };
