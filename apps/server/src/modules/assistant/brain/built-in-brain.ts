import { assistantMessages } from '@rela/contracts';
import { assistantTools } from '../tools/registry';
import { ToolInputError, type Tool, type ToolContext, type ToolResult } from '../tools/tool';
import { replyExtras, type Brain } from './brain';
import { parseUtterance } from './utterance';

const text = assistantMessages;

const asksForHelp =
  /^(?:help|hi|hello|hey|hiya|good (?:morning|afternoon|evening)|what can you do|how does this work|\?+)\b/;

const helpFor = (role: string) =>
  role === 'buyer' ? text.help : `${text.help}\n${text.helpForBuyers}`;

/** The tool's answer; an input its schema refuses (an address too long) is answered, not thrown. */
const runTool = async (tool: Tool, ctx: ToolContext, input: unknown): Promise<ToolResult> => {
  try {
    return await tool.run(ctx, input);
  } catch (error) {
    if (error instanceof ToolInputError) return { markdown: error.message };
    throw error;
  }
};

/**
 * The deterministic brain: no network, no model. It reads the message once (addresses, a buyer's
 * name, "it"), asks each tool of the registry in rank order whether the message is for it, and
 * answers with the first tool's Markdown; anything else gets the help text.
 */
export const createBuiltInBrain = (tools: readonly Tool[] = assistantTools): Brain => {
  const ranked = [...tools].sort((a, b) => a.rank - b.rank);
  return {
    name: 'built-in',
    reply: async (ctx, { text: message }) => {
      const utterance = parseUtterance(message);
      if (asksForHelp.test(utterance.rest))
        return { markdown: helpFor(ctx.actor.role), listingKey: null };
      for (const tool of ranked) {
        const input = tool.recognise(utterance);
        if (input === null) continue;
        const result = await runTool(tool, ctx, input);
        return {
          markdown: result.markdown,
          listingKey: result.listingKey ?? null,
          ...replyExtras([result]),
        };
      }
      return { markdown: `${text.notUnderstood}\n\n${helpFor(ctx.actor.role)}`, listingKey: null };
    },
  };
};
