import type { ChatSender } from '@rela/contracts';
import type { ToolContext, ToolResult } from '../tools/tool';

export type BrainTurn = { sender: ChatSender; content: string };

export type BrainReply = {
  /** The reply in Markdown. */
  markdown: string;
  /** The listing the reply is about, remembered for "it" in the next question. */
  listingKey: string | null;
  /** Buttons under the reply (Undo), from the tools that ran. */
  actions?: ToolResult['actions'];
  /** The reply asks a yes or no question: what a yes runs (see `pending-actions.ts`). */
  confirm?: ToolResult['confirm'];
};

/** The actions and the question of the tools a reply ran, for the reply. */
export const replyExtras = (
  results: readonly ToolResult[],
): Pick<BrainReply, 'actions' | 'confirm'> => {
  const actions = results.flatMap((result) => result.actions ?? []);
  const confirm = results.findLast((result) => result.confirm)?.confirm;
  return { ...(actions.length > 0 ? { actions } : {}), ...(confirm ? { confirm } : {}) };
};

/**
 * What answers a chat message (ADR 008): the built-in brain or the LLM brain, both
 * acting only through the tools of `tools/registry.ts`.
 */
export type Brain = {
  name: 'built-in' | 'llm';
  reply: (
    ctx: ToolContext,
    input: { text: string; history: readonly BrainTurn[] },
  ) => Promise<BrainReply>;
};
