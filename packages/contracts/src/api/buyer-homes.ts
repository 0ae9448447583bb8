import { z } from 'zod/mini';
import { usernameSchema } from './auth';
import { uuidPattern } from '../rules/uuid';
import { listingKeySchema } from './listings';
import { removalReasons } from '../rules/collaboration';

/** Who put a home on a buyer's list: `null` once that user is deleted (or for the oldest rows). */
export const homeAdderSchema = z.object({ name: z.string(), username: z.string() });
export type HomeAdder = z.infer<typeof homeAdderSchema>;

/** Who added one home to a buyer's list, and when (ISO 8601), as a reader makes it of `additions`. */
export type HomeAddition = { by: HomeAdder | null; at: string };

/**
 * Who added a buyer's homes and when, beside `listingKeys` and in its order (ADR 026's amendment):
 * each adder once, each addition (one adder at one moment: a send of many homes is one) once, and
 * per key only its addition's index, so the answer grows by a few bytes a home, not by a name and a
 * time again.
 */
export const homeAdditionsSchema = z.object({
  /** Every user who added one of the homes, once each. */
  adders: z.array(homeAdderSchema),
  /** Every distinct addition once: its adder's index in `adders` (null once deleted), its time. */
  batches: z.array(
    z.object({
      by: z.nullable(z.number().check(z.int(), z.nonnegative())),
      /** ISO 8601. */
      at: z.string(),
    }),
  ),
  /** Per key of `listingKeys`: its addition's index in `batches`. */
  batch: z.array(z.number().check(z.int(), z.nonnegative())),
});
export type HomeAdditions = z.infer<typeof homeAdditionsSchema>;

/**
 * A buyer's homes: every key in the buyer's order, and the liked (locked) ones among them (spec 001);
 * `additions` (who added each key and when) is Rela's own addition, present for a buyer.
 * A household's list (ADR 049): `likedKeys` is the caller's own likes (a realtor's: those any member
 * likes), and `likedBy` names, per liked key, the members who like it (usernames, by when liked). A
 * member's own answer leaves out the keys only they like (their `likedKeys` say so), and has no
 * `likedBy` at all when nobody else likes any: a buyer alone gets the spec's answer, no larger.
 */
export const buyerListingKeysSchema = z.object({
  listingKeys: z.array(z.string()),
  likedKeys: z.array(z.string()),
  likedBy: z.optional(z.record(z.string(), z.array(z.string()))),
  additions: z.optional(homeAdditionsSchema),
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

/** `?reason=` of DELETE /{product}/my-listing-keys/{listingKey}: the remove confirmation's chip. */
export const removeListingKeyQuerySchema = z.object({ reason: z.optional(z.enum(removalReasons)) });

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

/**
 * POST /{product}/my-listing-keys: the buyer's own list, the key at its end. The same answer when the
 * key was there already (and nothing changes); 404 for a key the MLS does not have, and for a
 * non-buyer.
 */
export const addMyListingKeyResponseSchema = z.object({
  status: z.literal(200),
  message: z.string(),
  listingKey: z.string(),
});
export type AddMyListingKeyResponse = z.infer<typeof addMyListingKeyResponseSchema>;

/**
 * POST /{product}/buyers/{username}/listing-keys: the buyer's own realtor only (404 for anyone else).
 * `added`: the keys now at the end of the list, in the order sent; `alreadyListed`: the ones the
 * buyer had (they stay where they are). A key the MLS lacks refuses the whole call (404).
 */
export const sendListingKeysResponseSchema = z.object({
  status: z.literal(200),
  message: z.string(),
  added: z.array(z.string()),
  alreadyListed: z.array(z.string()),
});
export type SendListingKeysResponse = z.infer<typeof sendListingKeysResponseSchema>;
