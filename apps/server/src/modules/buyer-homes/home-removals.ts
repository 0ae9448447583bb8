import { timing } from '@rela/contracts';
import type { Db } from '../../db/client';
import type { Announcer } from '../../platform/cache/cached-reads';
import {
  findRemoval,
  removeHomes,
  restoreRemoval,
  type Removal,
  type RemovalScope,
  type Within,
} from './home-removals.queries';

/** How long a removal is kept: past its undo window, so a late Undo is told it is too late. */
const KEEP_REMOVALS_MS = 60 * 60 * 1000;

/** The last moment an Undo of a removal made at `removedAt` is honoured (the window plus grace). */
const undoDeadline = (removedAt: Date) =>
  removedAt.getTime() + timing.undoWindowMs + timing.undoGraceMs;

/** When the undo window of a removal closes, as the clients show it. */
export const undoExpiresAt = (removedAt: Date) =>
  new Date(removedAt.getTime() + timing.undoWindowMs);

/**
 * Removes some or all of a buyer's homes, remembering them for an undo (REQ-HOMES-UNDO): the list's
 * Remove, Rela's remove and clear all go through here. Null when there was nothing to remove.
 */
export const removeUndoably = (
  db: Db,
  params: { buyerId: string; scope: RemovalScope; now: Date },
  bus: Announcer,
  within?: Within<Removal>,
) => removeHomes(db, { ...params, keepMs: KEEP_REMOVALS_MS }, bus, within);

export type UndoOutcome =
  { ok: true; listingKeys: string[] } | { ok: false; reason: 'nothing' | 'expired' };

/**
 * Undoes a removal of the buyer's own homes: the one of `undoToken`, or the latest (`undo` in the
 * chat undoes the last change only, never an older one behind it). Within the
 * window the homes come back as they were; after it, `expired`; an unknown, someone else's or an
 * already undone removal is `nothing`.
 */
export const undoRemoval = async (
  db: Db,
  params: { buyerId: string; undoToken?: string; now: Date },
  bus: Announcer,
  within?: Within<string[]>,
): Promise<UndoOutcome> => {
  const removal = await findRemoval(db, params);
  if (!removal || removal.undoneAt) return { ok: false, reason: 'nothing' };
  if (params.now.getTime() > undoDeadline(removal.removedAt))
    return { ok: false, reason: 'expired' };
  const listingKeys = await restoreRemoval(
    db,
    { buyerId: params.buyerId, undoToken: removal.id, now: params.now },
    bus,
    within,
  );
  return listingKeys ? { ok: true, listingKeys } : { ok: false, reason: 'nothing' };
};
