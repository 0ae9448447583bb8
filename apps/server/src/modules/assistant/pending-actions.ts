import { assistantMessages, timing } from '@rela/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assistantPendingActions } from '../../db/schema';
import type { BrainReply } from './brain/brain';
import { confirmActions } from './tools/chat-actions';
import { assistantTools } from './tools/registry';
import type { Tool, ToolContext } from './tools/tool';

const text = assistantMessages;

/** A yes on its own (`Yes`, `yes please`, `ok, do it`), not a new request that starts with one. */
const yes =
  /^(?:yes|y|yeah|yep|yup|sure|ok|okay|confirm|do it|go ahead)(?:[\s,]+(?:please|do it|go ahead|clear (?:them|it|all)|i'?m sure))*[\s.!]*$/;
/** A no on its own (`No`, `no thanks`, `cancel`, `keep them`). */
const no =
  /^(?:no|n|nope|nah|cancel|stop|don'?t|never ?mind|keep (?:them|it|my homes))(?:[\s,]+(?:thanks|thank you|please|keep them|don'?t))*[\s.!]*$/;

const answerOf = (message: string) => {
  const lower = message.trim().toLowerCase();
  return yes.test(lower) ? 'yes' : no.test(lower) ? 'no' : null;
};

/** Takes (and so drops) the user's pending question, if one is still waiting. */
const takePending = async (db: Db, userId: string, now: Date) => {
  const [row] = await db
    .delete(assistantPendingActions)
    .where(eq(assistantPendingActions.userId, userId))
    .returning();
  return row && row.expiresAt.getTime() > now.getTime() ? row : null;
};

/**
 * The answer to a question Rela asked (REQ-CHAT-CLEAR-CONFIRM), before any brain sees the message: a yes
 * runs what was asked, once; a no cancels it; anything else drops the question and is answered as a
 * new request (null). A yes or no with nothing waiting is told so.
 */
export const answerPending = async (
  ctx: ToolContext,
  message: string,
  tools: readonly Tool[] = assistantTools,
): Promise<BrainReply | null> => {
  const pending = await takePending(ctx.db, ctx.actor.id, ctx.clock.now());
  const answer = answerOf(message);
  if (!answer) return null;
  if (!pending) return { markdown: text.nothingToConfirm, listingKey: null };
  if (answer === 'no') return { markdown: text.clearCancelled, listingKey: null };
  const tool = tools.find((candidate) => candidate.name === pending.tool);
  const result = await tool?.confirm?.(ctx, pending.input);
  if (!result) return { markdown: text.nothingToConfirm, listingKey: null };
  return {
    markdown: result.markdown,
    listingKey: result.listingKey ?? null,
    ...(result.actions ? { actions: result.actions } : {}),
  };
};

/**
 * Keeps the question a reply asks, replacing any earlier one, and answers the Yes and No buttons
 * to put under it; they, and the question, expire together.
 */
export const keepPending = async (
  db: Db,
  params: { userId: string; confirm: NonNullable<BrainReply['confirm']>; now: Date },
) => {
  const expiresAt = new Date(params.now.getTime() + timing.confirmWindowMs);
  const row = { tool: params.confirm.tool, input: params.confirm.input, expiresAt };
  await db
    .insert(assistantPendingActions)
    .values({ userId: params.userId, ...row })
    .onConflictDoUpdate({ target: assistantPendingActions.userId, set: row });
  return confirmActions(expiresAt);
};
