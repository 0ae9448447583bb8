import type { Db } from '../../../db/client';
import type { ToolContext } from './tool';

/**
 * Rela's removal told as the list's Remove tells it (ADR 043, REQ-HOUSEHOLD-LIKES): a
 * `home-removed` per home, in the removal's transaction, so that the realtor's feed has each and the
 * household's other members one notice of the whole removal.
 */
export const toldRemoval = async (
  ctx: Pick<ToolContext, 'actor' | 'clock' | 'emit'>,
  tx: Db,
  buyerId: string,
  removal: { undoToken: string; homes: readonly { listingKey: string }[] },
) => {
  const at = ctx.clock.now().toISOString();
  for (const { listingKey } of removal.homes)
    await ctx.emit(tx, {
      type: 'home-removed',
      buyerId,
      actorId: ctx.actor.id,
      listingKey,
      removal: { undoToken: removal.undoToken, homes: removal.homes.length },
      at,
    });
};

/** Rela's undo told as the list's Undo tells it: a `home-restored` per home back on the list. */
export const toldRestore = async (
  ctx: Pick<ToolContext, 'actor' | 'clock' | 'emit'>,
  tx: Db,
  buyerId: string,
  listingKeys: readonly string[],
) => {
  const at = ctx.clock.now().toISOString();
  for (const listingKey of listingKeys)
    await ctx.emit(tx, { type: 'home-restored', buyerId, actorId: ctx.actor.id, listingKey, at });
};
