import { defaultTimeZone, formatDay, notesMessages, type NoteVisibility } from '@rela/contracts';
import { lookUpListing } from './listing-lookup';
import { escapeMarkdown } from './markdown';
import { listingRefOf, namesAHome } from './refs';
import { defineTool, listingRefSchema, type ToolContext } from './tool';

const text = notesMessages;

/** `what did I note about 12 Oak St?`, `my notes on it`, `what did I write about …`. */
const asksForNotes =
  /\b(my notes?|did i (?:note|write|say)|i (?:noted|wrote)|notes? (?:on|about|for))\b/;

/** One quoted note: its text, then its day in words ("Nov 29, 2026"; ADR 041), whose it is. */
export const noteLineOf =
  (ctx: Pick<ToolContext, 'actor'>) =>
  (note: {
    text: string;
    visibility: NoteVisibility;
    createdAt: string;
    buyerUsername: string;
  }) => {
    const who =
      note.visibility === 'private'
        ? text.assistantPrivate
        : note.visibility === 'household'
          ? text.assistantHousehold
          : text.assistantShared;
    const thread =
      note.buyerUsername === ctx.actor.username
        ? ''
        : `, ${escapeMarkdown(text.assistantThreadOf(note.buyerUsername))}`;
    return `- ${escapeMarkdown(note.text)} _(${formatDay(note.createdAt, defaultTimeZone)}, ${who}${thread})_`;
  };

/**
 * Rela quotes the asker's own notes on a home (REQ-CHAT-OTHERS-NOTES, ADR 032): only what they
 * wrote themself, read through `ctx.ownNotes` (never another user's note, shared or private).
 */
export const myNotesTool = defineTool({
  name: 'my_notes',
  description:
    'Quote the notes the user wrote themself about a home (never anyone else’s notes). Use for "what did I note about …".',
  input: listingRefSchema,
  intent: {
    rank: 25,
    match: (utterance) =>
      asksForNotes.test(utterance.rest) && namesAHome(utterance) ? listingRefOf(utterance) : null,
  },
  run: async (ctx, input) => {
    const lookup = await lookUpListing(ctx, input);
    if (!lookup.ok) return lookup.result;
    const { property, shown } = lookup;
    const address = shown.name;
    const notes = ctx.ownNotes ? await ctx.ownNotes(ctx.actor.id, property.ListingKey) : [];
    return {
      markdown:
        notes.length === 0
          ? text.assistantNone(address)
          : `${text.assistantHeading(address)}\n\n${notes.map(noteLineOf(ctx)).join('\n')}`,
      data: { notes },
      listingKey: property.ListingKey,
    };
  },
});
