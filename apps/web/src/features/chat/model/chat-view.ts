import type { SnapshotFrom } from 'xstate';
import { countOf, inConversationOrder, type ChatMessage } from './chat-message';
import type { chatMachine } from './chat-machine';

export type ChatConnection = 'connecting' | 'connected' | 'failed';

/** What the panel shows of the chat machine's state. */
export type ChatSnapshot = {
  connection: ChatConnection;
  /** Try again is running (its button reads Connecting...). */
  retrying: boolean;
  /** How many times Try again was pressed. */
  attempts: number;
  messages: ChatMessage[];
  /** A message is waiting for its reply: Rela is typing. */
  typing: boolean;
  /** The reply wait (30 s) passed: Still working... shows and the chat is timed out. */
  timedOut: boolean;
  /** When the newest bot message was written, for the mobile red dot. */
  latestBotAt: number | null;
};

const connectionOf = (snapshot: SnapshotFrom<typeof chatMachine>): ChatConnection => {
  if (snapshot.matches({ connection: 'connected' })) return 'connected';
  if (snapshot.matches({ connection: 'failed' })) return 'failed';
  return 'connecting';
};

export const chatViewOf = (snapshot: SnapshotFrom<typeof chatMachine>): ChatSnapshot => {
  const { server, locals, inFlight, queue, stillWorking, attempts } = snapshot.context;
  const accepted = snapshot.matches({ conversation: { busy: 'waitingForReply' } });
  const delivered = accepted && inFlight !== null && countOf(server, 'user') > inFlight.usersBefore;
  const unsent = inFlight && !delivered ? [inFlight.message] : [];
  // What the server has not seen yet comes after all it has.
  const pending = [...unsent, ...queue, ...(stillWorking ? [stillWorking] : [])].map((message) => ({
    message,
    after: Infinity,
  }));
  const bots = server.filter((message) => message.sender === 'bot');
  return {
    connection: connectionOf(snapshot),
    retrying: snapshot.matches({ connection: { failed: 'retrying' } }),
    attempts,
    messages: inConversationOrder(server, [...locals, ...pending]),
    typing: inFlight !== null,
    timedOut: stillWorking !== null,
    latestBotAt: bots.length > 0 ? Math.max(...bots.map((message) => message.rawTimestamp)) : null,
  };
};

/** Whether two views show the same: the panel is not drawn again for a reading that changed nothing. */
export const sameChatView = (a: ChatSnapshot, b: ChatSnapshot): boolean =>
  (Object.keys(a) as (keyof ChatSnapshot)[]).every((key) =>
    key === 'messages'
      ? a.messages.length === b.messages.length &&
        a.messages.every((message, index) => message === b.messages[index])
      : a[key] === b[key],
  );
