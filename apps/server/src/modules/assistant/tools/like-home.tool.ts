import { setLikedByRef } from './set-liked';
import { buyerOf, listingRefOf } from './refs';
import { buyerField, defineTool, listingRefSchema, type Utterance } from './tool';

/** "I'd like to", "would like", "looks like" are not likes. */
const notALike = /\b(?:would|'d|d) like\b|\blike to\b|\blooks? like\b|\bfeel like\b/g;
const asksToLike = /\b(like|love|lock|favou?rite|heart|star)\b/;

export const likesIn = (utterance: Utterance) =>
  asksToLike.test(utterance.rest.replace(notALike, ' '));

export const likeHomeTool = defineTool({
  name: 'like_home',
  description: "Like (lock) one of the signed-in buyer's homes, by street address or listing key.",
  input: listingRefSchema.extend({ buyer: buyerField }),
  intent: {
    rank: 45,
    match: (utterance) =>
      likesIn(utterance) ? { ...listingRefOf(utterance), ...buyerOf(utterance) } : null,
  },
  run: (ctx, input) => setLikedByRef(ctx, input, true),
});
