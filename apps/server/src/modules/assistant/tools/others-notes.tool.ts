import { assistantMessages } from '@rela/contracts';
import { z } from 'zod';
import { escapeMarkdown } from './markdown';
import { defineTool } from './tool';

/** `what did James note about 12 Oak St?`, `what has Priya written on it`, `James's notes on …`. */
const asksForOthersNotes = [
  /\bwhat (?:did|has|have) ([a-z][\w'-]*) (?:note|noted|write|written|say|said|jot)\b/i,
  /\b([a-z][\w-]*)['’]s notes?\b/i,
];
const notOthers = new Set(['i', 'you', 'we', 'my', 'your', 'our', 'he', 'she', 'they', 'it']);

const nameIn = (text: string): string | null => {
  for (const pattern of asksForOthersNotes) {
    const name = pattern.exec(text)?.[1];
    if (name && !notOthers.has(name.toLowerCase()))
      return name.charAt(0).toUpperCase() + name.slice(1);
  }
  return null;
};

/**
 * Someone else's notes (REQ-CHAT-OTHERS-NOTES): Rela quotes only the asker's own notes (the
 * notes tool, ADR 032), so a question about another person's says which of theirs the asker can
 * see (the shared ones, on the home's Notes tab) and quotes none.
 */
export const othersNotesTool = defineTool({
  name: 'others_notes',
  description:
    "Answer a question about another person's notes on a home: Rela quotes none; only notes shared with the asker are visible to them, on the home's Notes tab.",
  input: z.object({ name: z.string().min(1).max(100).describe('Whose notes were asked about') }),
  intent: {
    rank: 24,
    match: (utterance) => {
      const name = nameIn(utterance.text);
      return name ? { name } : null;
    },
  },
  run: async (_ctx, input) => ({
    markdown: assistantMessages.othersNotes(escapeMarkdown(input.name)),
  }),
});
