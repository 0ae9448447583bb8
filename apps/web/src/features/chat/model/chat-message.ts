import type { ChatAction, ChatEntry, ChatSender } from '@rela/contracts';

/** One message of the panel (REQ-CHAT-MESSAGES): `timestamp` is the text shown, `rawTimestamp` ms. */
export type ChatMessage = {
  id: string;
  sender: ChatSender;
  text: string;
  timestamp: string;
  rawTimestamp: number;
  /** Buttons under a reply of Rela's (Yes / No, Undo). */
  actions?: ChatAction[];
};

/** Told of each new reply of Rela's, with the user's message it answers. */
export type BotReplyListener = (userText: string, reply: ChatMessage) => void;

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

export const displayTime = (ms: number) => timeFormat.format(new Date(ms));

let sequence = 0;

export const localMessage = (sender: ChatSender, text: string, at: number): ChatMessage => ({
  id: `local-${(sequence += 1)}`,
  sender,
  text,
  timestamp: displayTime(at),
  rawTimestamp: at,
});

const sameActions = (a: ChatAction[] | undefined, b: ChatAction[] | undefined) =>
  JSON.stringify(a ?? []) === JSON.stringify(b ?? []);

/**
 * The server's entries as panel messages; an entry without a time sorts by `fallback`. A message
 * unchanged since the `previous` reading is that reading's own object (an entry without a time
 * keeps the time it was first given), so an unchanged conversation draws nothing again.
 */
export const serverMessages = (
  entries: readonly ChatEntry[],
  fallback: number,
  previous: readonly ChatMessage[] = [],
): ChatMessage[] =>
  entries.map((entry, index) => {
    const parsed = entry.timestamp ? Date.parse(entry.timestamp) : Number.NaN;
    const before = previous[index];
    if (
      before?.sender === entry.sender &&
      before.text === entry.text &&
      sameActions(before.actions, entry.actions) &&
      (Number.isNaN(parsed) || before.rawTimestamp === parsed)
    )
      return before;
    const at = Number.isNaN(parsed) ? fallback : parsed;
    return {
      id: `server-${index}`,
      sender: entry.sender,
      text: entry.text,
      timestamp: displayTime(at),
      rawTimestamp: at,
      ...(entry.actions ? { actions: entry.actions } : {}),
    };
  });

export const countOf = (list: readonly ChatMessage[], sender: 'user' | 'replies') =>
  list.filter((message) =>
    sender === 'user' ? message.sender === 'user' : message.sender !== 'user',
  ).length;

/** A message of this browser only (a notice, an unsent message), placed after the server's first `after`. */
export type LocalMessage = { message: ChatMessage; after: number };

/**
 * The conversation as shown: the server's messages in the server's order, each local one after the
 * server messages it followed, those sharing a place in the order of this browser's clock. Times
 * of the two clocks are never compared, so a server whose clock differs cannot reorder the chat.
 */
export const inConversationOrder = (
  server: readonly ChatMessage[],
  locals: readonly LocalMessage[],
): ChatMessage[] =>
  [
    ...server.map((message, index) => ({ message, place: index, at: 0 })),
    ...locals.map(({ message, after }) => ({
      message,
      place: Math.min(after, server.length) - 0.5,
      at: message.rawTimestamp,
    })),
  ]
    .sort((a, b) => a.place - b.place || a.at - b.at)
    .map(({ message }) => message);
