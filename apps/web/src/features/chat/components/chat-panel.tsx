import type { ElementType, ReactNode } from 'react';
import { chatMessages, fairHousingMessages } from '@rela/contracts';
import type { ChatView } from '../hooks/use-chat';
import { ChatInput } from './chat-input';
import { ChatLoading, ConnectionFailed } from './chat-status';
import { ChatIcon } from './icons';
import { MessageList } from './message-list';

/**
 * The chat panel (REQ-CHAT-STATES, REQ-CHAT-INPUT): its state, the conversation and the message box, which is
 * disabled while not connected, while Rela types and while the reply wait has passed.
 */
export const ChatPanel = ({
  chat,
  action,
  titleAs: Title = 'h2',
}: {
  chat: ChatView;
  /** A control beside the title (the phone's close button). */
  action?: ReactNode;
  /** The title's element: a dialog's own title when the panel is one. */
  titleAs?: ElementType<{ className: string; children: ReactNode }>;
}) => {
  const disabled = chat.connection !== 'connected' || chat.typing || chat.timedOut;
  return (
    <section
      aria-label={chatMessages.panelTitle}
      className="flex h-full min-h-0 flex-col overflow-hidden rounded-2xl bg-slate-50 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex items-center gap-3 border-b border-slate-200 bg-white px-4 py-3">
        <span className="flex size-9 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <ChatIcon className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <Title className="text-base font-semibold text-slate-900">
            {chatMessages.panelTitle}
          </Title>
          <p className="text-xs text-slate-500">{fairHousingMessages.chatCaption}</p>
        </div>
        {action}
      </div>
      {chat.connection === 'connecting' ? <ChatLoading /> : null}
      {chat.connection === 'failed' ? (
        <ConnectionFailed attempts={chat.attempts} retrying={chat.retrying} onRetry={chat.retry} />
      ) : null}
      {chat.connection === 'connected' ? (
        <MessageList
          list={chat.messages}
          typing={chat.typing}
          onAction={disabled ? undefined : chat.send}
        />
      ) : null}
      <ChatInput disabled={disabled} onSend={chat.send} />
    </section>
  );
};
