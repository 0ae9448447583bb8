import { fairHousingMessages, type FairHousingSurface } from '@rela/contracts';
import { fairHousingFinding, type FairHousingFinding } from '../fair-housing';
import type { ToolResult } from './tools/tool';

export type ScreenedReply = {
  reply: Pick<ToolResult, 'markdown' | 'listingKey' | 'actions' | 'confirm'>;
  findings: (FairHousingFinding & { surface: FairHousingSurface })[];
};

/**
 * A reply that never steers (ADR 050, REQ-FAIR-HOUSING): a turn the screen catches is redirected
 * before any brain or tool sees it; an answer it catches is replaced, never shown. The findings go
 * to the audit with the reply.
 */
export const screenedReply = async (
  text: string,
  answer: () => Promise<ScreenedReply['reply']>,
): Promise<ScreenedReply> => {
  const heard = fairHousingFinding(text);
  if (heard)
    return {
      reply: { markdown: fairHousingMessages.redirect },
      findings: [{ ...heard, surface: 'chat-in' }],
    };
  const reply = await answer();
  const said = fairHousingFinding(reply.markdown);
  if (said)
    return {
      reply: { markdown: fairHousingMessages.answerReplaced },
      findings: [{ ...said, surface: 'chat-out' }],
    };
  return { reply, findings: [] };
};
