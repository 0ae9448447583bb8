import { z } from 'zod/mini';
import { usernameSchema } from './auth';
import { uuidPattern } from '../rules/uuid';
import { listingKeySchema } from './listings';

/** A buyer's homes: every key in the buyer's order, and the liked (locked) ones among them. */
export const buyerListingKeysSchema = z.object({
  listingKeys: z.array(z.string()),
  likedKeys: z.array(z.string()),
});
export type BuyerListingKeys = z.infer<typeof buyerListingKeysSchema>;

/** GET /{product}/my-listing-keys: a non-buyer gets two empty lists. */
export const myListingKeysResponseSchema = buyerListingKeysSchema;
export type MyListingKeysResponse = BuyerListingKeys;

/** GET /{product}/buyers/{username}/listing-keys */
export const buyerListingKeysParamsSchema = z.object({ username: usernameSchema });
export const buyerListingKeysResponseSchema = z.object({
  status: z.literal(200),
  data: buyerListingKeysSchema,
});
export type BuyerListingKeysResponse = z.infer<typeof buyerListingKeysResponseSchema>;

/** `{listingKey}` of DELETE /{product}/my-listing-keys/… and POST /{product}/properties/(un)liked/… */
export const buyerHomeParamsSchema = z.object({ listingKey: listingKeySchema });

/**
 * DELETE /{product}/my-listing-keys/{listingKey}: 404 when the buyer does not have the key. The
 * original body, plus the token that undoes this removal until `undoExpiresAt` (ISO 8601).
 */
export const removeListingKeyResponseSchema = z.object({
  status: z.literal(200),
  message: z.string(),
  undoToken: z.optional(z.string()),
  undoExpiresAt: z.optional(z.string()),
});
export type RemoveListingKeyResponse = z.infer<typeof removeListingKeyResponseSchema>;

/** `{undoToken}` of POST /{product}/my-listing-keys/removals/{undoToken}/undo. */
export const undoRemovalParamsSchema = z.object({
  undoToken: z.string().check(z.regex(uuidPattern)),
});

/**
 * POST /{product}/my-listing-keys/removals/{undoToken}/undo: the buyer's own removal only (404 for
 * anyone else's or one already undone), 409 once the undo window has passed.
 */
export const undoRemovalResponseSchema = z.object({
  status: z.literal(200),
  message: z.string(),
  /** The keys put back, liked state and place in the list as they were. */
  listingKeys: z.array(z.string()),
});
export type UndoRemovalResponse = z.infer<typeof undoRemovalResponseSchema>;

/** POST /{product}/properties/liked|unliked/{listingKey}: idempotent; 404 when not the buyer's. */
export const likeResponseSchema = z.object({
  status: z.literal(200),
  message: z.string(),
  liked: z.boolean(),
});
export type LikeResponse = z.infer<typeof likeResponseSchema>;
