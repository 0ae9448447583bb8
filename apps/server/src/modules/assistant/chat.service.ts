import {
  assistantMessages,
  type ChatAction,
  type ChatMessageBody,
  chatMessages,
  type ChatResponse,
  limits,
  systemReplyPrefix,
  timing,
  type UpdateDashboardResponse,
} from '@rela/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { announce, readCacheOf } from '../../platform/cache/cached-reads';
import type { InvalidationBus } from '../../platform/cache/invalidation-bus';
import type { Clock } from '../../platform/clock';
import { appError } from '../../platform/errors';
import type { LimitStore } from '../../platform/rate-limit/limit-store';
import { enforceLimit } from '../auth';
import { tellFinding } from '../fair-housing';
import type { AssistantClaims } from './assistant-tokens';
import { insertChatMessage, lastListingKey, recentChatMessages } from './assistant.queries';
import type { Brain } from './brain/brain';
import { screenedReply } from './fair-housing-reply';
import { answerPending, keepPending } from './pending-actions';
import type { AssistantMls, ToolContext } from './tools/tool';

export type ChatServiceDeps = {
  db: Db;
  clock: Clock;
  limits: LimitStore;
  /** Messages one user may send per minute (CHAT_LIMIT_PER_MINUTE). */
  limitPerMinute: number;
  brain: Brain;
  mls: AssistantMls;
  config: ToolContext['config'];
  log: FastifyBaseLogger;
  /** Told of new messages and of homes the tools changed (after each commit). */
  invalidations?: InvalidationBus;
  /** What the tools' changes tell other modules (ADR 043). */
  emit: ToolContext['emit'];
  /** The asker's own notes on a home, for the notes tool. */
  ownNotes?: ToolContext['ownNotes'];
  /** The longest `/update_dashboard?wait=1` waits for a reply (`timing.chatReplyHoldMs`). */
  replyHoldMs?: number;
};

/** Resolves when `promise` settles or `ms` have passed, whichever is first. */
const untilOrAfter = async (promise: Promise<unknown>, ms: number) => {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    promise.catch(() => undefined),
    new Promise((resolve) => {
      timer = setTimeout(resolve, ms);
    }),
  ]);
  clearTimeout(timer);
};

/** Turns of the conversation a brain sees beside the new message. */
const HISTORY_FOR_BRAIN = 20;

/** A stored message as /update_dashboard shows it; a bot's `System Reply:` is a system message. */
const toBody = (row: {
  sender: ChatMessageBody['role'];
  content: string;
  actions?: ChatAction[] | null;
  createdAt: Date;
}): ChatMessageBody => {
  const timestamp = row.createdAt.toISOString();
  if (row.sender === 'bot' && row.content.startsWith(systemReplyPrefix)) {
    return {
      role: 'system',
      content: row.content.slice(systemReplyPrefix.length).trim(),
      timestamp,
    };
  }
  const actions = row.sender === 'bot' && row.actions?.length ? { actions: row.actions } : {};
  return { role: row.sender, content: row.content, timestamp, ...actions };
};

/**
 * The conversation: `/chat` stores the user's message and answers at once; the reply is made in the
 * background, one message at a time per user, and appears in `/update_dashboard`.
 */
export const createChatService = (deps: ChatServiceDeps) => {
  const { db, clock, log } = deps;
  /** The tail of each user's chain of replies, so a user's messages are answered in order. */
  const tails = new Map<string, Promise<void>>();
  const inFlight = new Set<Promise<void>>();
  /** What /update_dashboard shows, kept per user until a message is stored. */
  const shown = readCacheOf<UpdateDashboardResponse>(deps, 'chat');
  const store = async (message: Parameters<typeof insertChatMessage>[1]) => {
    return insertChatMessage(db, message, deps.invalidations);
  };

  const answer = async (claims: AssistantClaims, text: string, messageId: number) => {
    const userId = claims.userId;
    try {
      const history = (
        await recentChatMessages(db, { userId, limit: HISTORY_FOR_BRAIN + 1 })
      ).filter((row) => row.id < messageId);
      const ctx: ToolContext = {
        actor: { id: userId, username: claims.username, role: claims.role },
        db,
        mls: deps.mls,
        clock,
        config: deps.config,
        lastListingKey: await lastListingKey(db, userId),
        invalidations: deps.invalidations,
        emit: deps.emit,
        ...(deps.ownNotes ? { ownNotes: deps.ownNotes } : {}),
      };
      const { reply, findings } = await screenedReply(text, () =>
        // The yes or no to a question Rela asked is answered here, whichever the brain.
        answerPending(ctx, text).then(
          async (pending) => pending ?? (await deps.brain.reply(ctx, { text, history })),
        ),
      );
      const confirmButtons = reply.confirm
        ? await keepPending(db, { userId, confirm: reply.confirm, now: clock.now() })
        : [];
      const createdAt = clock.now();
      // The reply and what the audit is told of it are one change (ADR 043, ADR 050).
      await db.transaction(async (tx) => {
        await insertChatMessage(
          tx,
          {
            userId,
            sender: 'bot',
            content: reply.markdown,
            listingKey: reply.listingKey,
            actions: [...(reply.actions ?? []), ...confirmButtons],
            createdAt,
          },
          undefined,
        );
        for (const finding of findings)
          await tellFinding(deps.emit, tx, { ...finding, userId, at: createdAt });
      });
      announce(deps.invalidations, 'chat', userId);
    } catch (error) {
      log.error({ err: error, userId }, 'assistant reply failed');
      await store({
        userId,
        sender: 'system',
        content: chatMessages.processingError,
        createdAt: clock.now(),
      }).catch((storeError: unknown) =>
        log.error({ err: storeError }, 'could not store the failure'),
      );
    }
  };

  const schedule = (claims: AssistantClaims, text: string, messageId: number) => {
    const previous = tails.get(claims.userId) ?? Promise.resolve();
    const next = previous.then(() => answer(claims, text, messageId));
    tails.set(claims.userId, next);
    inFlight.add(next);
    void next.finally(() => {
      inFlight.delete(next);
      if (tails.get(claims.userId) === next) tails.delete(claims.userId);
    });
  };

  return {
    /** POST /chat: a blank message is a 400 and stores nothing; beyond the per-minute limit, 429. */
    post: async (claims: AssistantClaims, input: string): Promise<ChatResponse> => {
      const text = input.trim();
      if (!text) throw appError('VALIDATION', assistantMessages.emptyMessage);
      await enforceLimit(deps.limits, `chat:user:${claims.userId}`, deps.limitPerMinute);
      const row = await store({
        userId: claims.userId,
        sender: 'user',
        content: text,
        createdAt: clock.now(),
      });
      if (!row) throw appError('INTERNAL');
      schedule(claims, text, row.id);
      return { status: 202, message: assistantMessages.received };
    },

    /**
     * GET /update_dashboard: the newest messages, oldest first. With `wait`, a reply under way for
     * this user (on this instance) is waited for, at most `timing.chatReplyHoldMs`.
     */
    dashboard: async (
      claims: AssistantClaims,
      { wait = false }: { wait?: boolean } = {},
    ): Promise<UpdateDashboardResponse> => {
      const underWay = tails.get(claims.userId);
      if (wait && underWay)
        await untilOrAfter(underWay, deps.replyHoldMs ?? timing.chatReplyHoldMs);
      return shown.get(claims.userId, async () => {
        const rows = await recentChatMessages(db, {
          userId: claims.userId,
          limit: limits.chatHistoryLimit,
        });
        return { messages: rows.map(toBody) };
      });
    },

    /** Resolves once every reply under way is stored (the app waits for it when it closes). */
    idle: async () => {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
};

export type ChatService = ReturnType<typeof createChatService>;
