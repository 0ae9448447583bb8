import type { Db } from '../../db/client';
import { ownNotesOn } from './notes.queries';

/** One of the asker's own notes on a home, for Rela: nothing anyone else wrote, nothing deleted. */
export type OwnNote = {
  text: string;
  visibility: 'private' | 'shared';
  createdAt: string;
  /** The thread's buyer (a realtor's notes may be in several buyers' threads). */
  buyerUsername: string;
};
export type OwnNotesReader = (authorId: string, listingKey: string) => Promise<OwnNote[]>;

/**
 * What Rela may quote to the asker about a home: the notes they wrote themself (ADR 032), oldest
 * first. Composed in app.ts, so the assistant never reads the notes' tables.
 */
export const ownNotesReader =
  (db: Db): OwnNotesReader =>
  async (authorId, listingKey) =>
    (await ownNotesOn(db, { authorId, listingKey })).map((row) => ({
      text: row.text,
      visibility: row.visibility,
      createdAt: row.createdAt.toISOString(),
      buyerUsername: row.buyerUsername,
    }));
