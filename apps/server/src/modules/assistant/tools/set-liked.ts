import { assistantMessages } from '@rela/contracts';
import { setHomeLiked } from '../../buyer-homes';
import { possessive, resolveBuyer } from './buyer-target';
import { lookUpListing } from './listing-lookup';
import type { ListingRef, ToolContext, ToolResult } from './tool';

const text = assistantMessages;

/** Like or unlike one of the buyer's own homes (the lock of My Properties); idempotent. */
export const setLikedByRef = async (
  ctx: ToolContext,
  input: ListingRef & { buyer?: string | undefined },
  liked: boolean,
): Promise<ToolResult> => {
  const target = await resolveBuyer(ctx, input.buyer, 'change-buyer-homes');
  if (!target.ok) return target.result;
  const lookup = await lookUpListing(ctx, input);
  if (!lookup.ok) return lookup.result;
  const { property, shown } = lookup;
  const row = await setHomeLiked(
    ctx.db,
    // The buyer's own like (ADR 049); their household is the list of the buyer's id until Rela
    // resolves households.
    {
      buyerId: target.buyer.id,
      userId: target.buyer.userId,
      listingKey: property.ListingKey,
      liked,
    },
    ctx.invalidations,
  );
  const address = shown.name;
  const markdown = !row
    ? text.notInHomes(address, possessive(target.buyer))
    : liked
      ? text.liked(address)
      : text.unliked(address);
  return {
    markdown,
    data: { liked: row?.liked ?? null, listingKey: property.ListingKey },
    listingKey: property.ListingKey,
  };
};
