import { useCallback, useEffect, useRef, useState } from 'react';
import { chatMessages, timing } from '@rela/contracts';
import type { ChatMessage } from '../model/chat-message';
import { ArrowDownIcon } from './icons';
import { MessageBubble } from './message-bubble';
import { TypingIndicator } from './typing-indicator';

/** Farther than this from the end, the view is not at the bottom. */
const BOTTOM_SLACK_PX = 24;

/**
 * The conversation, scrolled to its end 300 ms after the panel opens, 500 ms after it connects and
 * 50 ms after each new message (REQ-CHAT-SCROLL), with Scroll to bottom when not at the end.
 */
export const MessageList = ({
  list,
  typing,
  onAction,
}: {
  list: readonly ChatMessage[];
  typing: boolean;
  /** Sends a reply's button as the user's message; only the latest message offers its buttons. */
  onAction?: (reply: string) => void;
}) => {
  const view = useRef<HTMLDivElement>(null);
  const [atBottom, setAtBottom] = useState(true);

  const scrollToEnd = useCallback(() => {
    const element = view.current;
    if (element) element.scrollTop = element.scrollHeight;
    setAtBottom(true);
  }, []);

  const later = useCallback(
    (ms: number) => {
      const timer = setTimeout(scrollToEnd, ms);
      return () => clearTimeout(timer);
    },
    [scrollToEnd],
  );

  useEffect(() => later(timing.chatScrollOnOpenMs), [later]);
  useEffect(() => later(timing.chatScrollOnConnectMs), [later]);
  useEffect(() => later(timing.chatScrollOnMessageMs), [later, list.length, typing]);

  const onScroll = () => {
    const element = view.current;
    if (!element) return;
    setAtBottom(element.scrollHeight - element.scrollTop - element.clientHeight <= BOTTOM_SLACK_PX);
  };

  return (
    <div className="relative min-h-0 flex-1">
      <div
        ref={view}
        onScroll={onScroll}
        role="log"
        aria-live="polite"
        aria-label={chatMessages.conversation}
        // A scrollable region must be reachable by keyboard (axe: scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="h-full overflow-y-auto px-4 py-4 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {list.length === 0 && !typing ? (
          <p className="mt-6 text-center text-sm text-slate-500">{chatMessages.empty}</p>
        ) : null}
        <ul className="space-y-3">
          {list.map((message, index) => (
            <MessageBubble
              key={message.id}
              message={message}
              onAction={index === list.length - 1 ? onAction : undefined}
            />
          ))}
        </ul>
        {typing ? (
          <div className="mt-3">
            <TypingIndicator />
          </div>
        ) : null}
      </div>
      {atBottom ? null : (
        <button
          type="button"
          onClick={scrollToEnd}
          className="absolute right-4 bottom-3 inline-flex items-center gap-1 rounded-full bg-white px-3 py-1.5 text-xs font-semibold text-slate-700 shadow-md ring-1 ring-slate-200 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <ArrowDownIcon />
          {chatMessages.scrollToBottom}
        </button>
      )}
    </div>
  );
};
