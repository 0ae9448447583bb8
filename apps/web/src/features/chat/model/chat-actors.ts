import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import type { ChatEntry } from '@rela/contracts';
import { fromPromise } from 'xstate';
import type { ChatFailure } from './chat-machine';

/** The assistant calls the panel makes (lib/assistant-client.ts in the app, fakes in tests). */
export type ChatApi = {
  login: () => Promise<void>;
  logout: () => void;
  hasToken: () => boolean;
  send: (text: string) => Promise<void>;
  /** GET /update_dashboard; `awaitReply`: held until the reply under way is stored. */
  update: (options?: { awaitReply?: boolean }) => Promise<ChatEntry[]>;
  /** What kind of failure an error is (`token`, `network`, `timeout`, `cancelled`, ...). */
  kindOf: (error: unknown) => string;
};

/** The conversation as last read from /update_dashboard, in the query cache. */
export const chatConversationKey = ['chat', 'conversation'] as const;
const chatSendKey = ['chat', 'send'] as const;

/**
 * The chat machine's assistant calls, through TanStack Query: every reading of the conversation
 * is a fetch of its query (never served stale, never retried: the machine's timers decide when to
 * read again), and every message a mutation. Failures reach the machine as `ChatFailure`s.
 */
export const chatActors = (api: ChatApi, queryClient: QueryClient) => {
  const failing = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      const failure: ChatFailure = {
        kind: api.kindOf(error),
        message: error instanceof Error ? error.message : '',
      };
      throw failure;
    }
  };
  const readConversation = () =>
    queryClient.fetchQuery({
      queryKey: chatConversationKey,
      queryFn: () => api.update(),
      staleTime: 0,
      retry: false,
    });
  const connectOnce = async () => {
    if (!api.hasToken()) await api.login();
    return readConversation();
  };
  const sending = new MutationObserver(queryClient, {
    mutationKey: chatSendKey,
    mutationFn: api.send,
    retry: false,
  });
  return {
    connect: fromPromise<ChatEntry[], void>(() => failing(connectOnce)),
    reconnect: fromPromise<ChatEntry[], void>(() =>
      failing(() => {
        api.logout();
        return connectOnce();
      }),
    ),
    update: fromPromise<ChatEntry[], void>(() => failing(readConversation)),
    // Outside the query's fetch (a poll in flight would be shared instead), then put in its place.
    awaitReply: fromPromise<ChatEntry[], void>(() =>
      failing(async () => {
        const entries = await api.update({ awaitReply: true });
        queryClient.setQueryData(chatConversationKey, entries);
        return entries;
      }),
    ),
    send: fromPromise<void, { text: string }>(({ input }) =>
      failing(() => sending.mutate(input.text)),
    ),
  };
};
