import { messages } from '@rela/contracts';
import { cx } from '../../../lib/class-names';
import type { ChatMessage } from '../model/chat-message';
import { ChatMarkdown } from './chat-markdown';

/** One message: the user's as plain text on the right, Rela's and the system's as Markdown. */
export const MessageBubble = ({ message }: { message: ChatMessage }) => {
  if (message.sender === 'system') {
    return (
      <li className="mx-auto max-w-[90%] rounded-lg bg-amber-50 px-3 py-2 text-center text-xs text-amber-900 ring-1 ring-amber-200">
        <ChatMarkdown text={message.text} />
      </li>
    );
  }
  const mine = message.sender === 'user';
  return (
    <li className={cx('flex flex-col gap-1', mine ? 'items-end' : 'items-start')}>
      <span className="sr-only">{mine ? messages.chat.you : messages.ui.brand}</span>
      <div
        className={cx(
          'max-w-[85%] rounded-2xl px-3.5 py-2 text-sm leading-relaxed break-words',
          mine
            ? 'rounded-br-md bg-slate-900 whitespace-pre-wrap text-white'
            : 'rounded-bl-md bg-white text-slate-800 shadow-sm ring-1 ring-slate-200',
        )}
      >
        {mine ? message.text : <ChatMarkdown text={message.text} />}
      </div>
      <time
        className="px-1 text-[11px] text-slate-500"
        dateTime={new Date(message.rawTimestamp).toISOString()}
      >
        {message.timestamp}
      </time>
    </li>
  );
};
