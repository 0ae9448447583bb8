import { QueryClient } from '@tanstack/react-query';
import { createActor, type Actor } from 'xstate';
import { chatActors, type ChatApi } from './chat-actors';
import { chatMachine } from './chat-machine';
import type { BotReplyListener } from './chat-message';
import { chatViewOf, sameChatView, type ChatSnapshot } from './chat-view';

export type { ChatApi } from './chat-actors';
export type { ChatConnection, ChatSnapshot } from './chat-view';

/**
 * The chat machine (REQ-CHAT-STATES, REQ-CHAT-TIMERS, REQ-CHAT-SESSION) running against the
 * assistant, as a store the panel subscribes to. Started again after a stop (React's StrictMode
 * mounts twice), it begins a new connection.
 */
export const createChatController = (options: { api: ChatApi; queryClient?: QueryClient }) => {
  const machine = chatMachine.provide({
    actors: chatActors(options.api, options.queryClient ?? new QueryClient()),
  });
  const listeners = new Set<() => void>();
  let onBotReply: BotReplyListener | null = null;
  let actor: Actor<typeof machine> = createActor(machine);
  let running = false;
  let snapshot: ChatSnapshot = chatViewOf(actor.getSnapshot());

  const follow = (next: Actor<typeof machine>) => {
    next.subscribe((state) => {
      // Every poll moves the machine twice; the panel hears only of what it shows changing.
      const view = chatViewOf(state);
      if (sameChatView(snapshot, view)) return;
      snapshot = view;
      for (const listener of listeners) listener();
    });
    next.on('bot.replied', ({ userText, reply }) => onBotReply?.(userText, reply));
  };
  follow(actor);

  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: (): ChatSnapshot => snapshot,
    onBotReply: (listener: BotReplyListener | null) => {
      onBotReply = listener;
    },
    start: () => {
      if (running) return;
      running = true;
      if (actor.getSnapshot().status !== 'active') {
        actor = createActor(machine);
        follow(actor);
      }
      actor.start();
    },
    /** Sends, or queues while a message is in flight; blank text is ignored. */
    send: (text: string) => actor.send({ type: 'send', text }),
    /** Try again: counts the attempt, logs out, then connects once more. */
    retry: () => actor.send({ type: 'retry' }),
    stop: () => {
      running = false;
      actor.stop();
    },
  };
};

export type ChatController = ReturnType<typeof createChatController>;
