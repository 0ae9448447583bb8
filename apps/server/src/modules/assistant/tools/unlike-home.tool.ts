import { setLikedByRef } from './set-liked';
import { buyerOf, listingRefOf } from './refs';
import { buyerField, defineTool, listingRefSchema } from './tool';

const asksToUnlike =
  /\b(unlike|un-like|unlock|unfavou?rite|unstar|dislike|don'?t like|do not like|no longer like|not a favou?rite)\b/;

export const unlikeHomeTool = defineTool({
  name: 'unlike_home',
  description:
    "Unlike (unlock) one of the signed-in buyer's homes, by street address or listing key.",
  input: listingRefSchema.extend({ buyer: buyerField }),
  intent: {
    rank: 40,
    match: (utterance) =>
      asksToUnlike.test(utterance.rest)
        ? { ...listingRefOf(utterance), ...buyerOf(utterance) }
        : null,
  },
  run: (ctx, input) => setLikedByRef(ctx, input, false),
});
