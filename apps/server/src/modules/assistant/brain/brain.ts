import type { ChatSender } from '@rela/contracts';
import type { ToolContext } from '../tools/tool';

export type BrainTurn = { sender: ChatSender; content: string };

export type BrainReply = {
  /** The reply in Markdown. */
  markdown: string;
  /** The listing the reply is about, remembered for "it" in the next question. */
  listingKey: string | null;
};

/**
 * What answers a chat message (DESIGN.md decision 8): the built-in brain or the LLM brain, both
 * acting only through the tools of `tools/registry.ts`.
 */
export type Brain = {
  name: 'built-in' | 'llm';
  reply: (
    ctx: ToolContext,
    input: { text: string; history: readonly BrainTurn[] },
  ) => Promise<BrainReply>;
};
