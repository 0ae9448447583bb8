import { Suspense } from 'react';
import { type ChatAction, chatMessages } from '@rela/contracts';
import { cx } from '../../../lib/class-names';
import { useLiveActions } from '../hooks/use-live-actions';
import type { ChatMessage } from '../model/chat-message';
import { labels } from '../../../lib/labels';
import { lazyOr } from '../../../lib/lazy-or';

const AsTyped = ({ text }: { text: string }) => <span className="whitespace-pre-wrap">{text}</span>;

/**
 * The Markdown renderer (and marked) loads with the first message from Rela or the system, so a
 * visit to /home with an empty chat does not load it; until it is there the text shows as typed,
 * and so it stays when its code cannot be loaded (the network lost: ADR 054).
 */
const ChatMarkdown = lazyOr(async () => (await import('./chat-markdown')).ChatMarkdown, AsTyped);

const Markdown = ({ text }: { text: string }) => (
  <Suspense fallback={<AsTyped text={text} />}>
    <ChatMarkdown text={text} />
  </Suspense>
);

const actionClass: Record<ChatAction['kind'], string> = {
  confirm: 'bg-slate-900 text-white hover:bg-slate-800',
  cancel: 'bg-white text-slate-800 ring-1 ring-slate-300 ring-inset hover:bg-slate-50',
  undo: 'bg-white text-brand-700 ring-1 ring-green-200 ring-inset hover:bg-brand-50',
};

/** The buttons under a reply (Yes / No, Undo): each sends its reply as the user's message. */
const MessageActions = ({
  actions,
  onAction,
}: {
  actions: readonly ChatAction[] | undefined;
  onAction: (reply: string) => void;
}) => {
  const live = useLiveActions(actions);
  if (live.length === 0) return null;
  return (
    <div role="group" aria-label={chatMessages.replyActions} className="flex flex-wrap gap-2">
      {live.map((action) => (
        <button
          key={action.kind}
          type="button"
          onClick={() => onAction(action.reply)}
          className={cx(
            'min-h-9 rounded-full px-4 py-1.5 text-sm font-semibold shadow-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
            actionClass[action.kind],
          )}
        >
          {action.label}
        </button>
      ))}
    </div>
  );
};

/**
 * One message: the user's as plain text on the right, Rela's and the system's as Markdown; Rela's
 * latest reply with its buttons when `onAction` is given.
 */
export const MessageBubble = ({
  message,
  onAction,
}: {
  message: ChatMessage;
  onAction?: (reply: string) => void;
}) => {
  if (message.sender === 'system') {
    return (
      <li className="mx-auto max-w-[90%] rounded-lg bg-amber-50 px-3 py-2 text-center text-xs text-amber-900 ring-1 ring-amber-200">
        <Markdown text={message.text} />
      </li>
    );
  }
  const mine = message.sender === 'user';
  return (
    <li className={cx('flex flex-col gap-1', mine ? 'items-end' : 'items-start')}>
      <span className="sr-only">{mine ? chatMessages.you : labels.brand}</span>
      <div
        className={cx(
          'max-w-[85%] rounded-2xl px-3.5 py-2 text-sm leading-relaxed break-words',
          mine
            ? 'rounded-br-md bg-slate-900 whitespace-pre-wrap text-white'
            : 'rounded-bl-md bg-white text-slate-800 shadow-sm ring-1 ring-slate-200',
        )}
      >
        {mine ? message.text : <Markdown text={message.text} />}
      </div>
      {!mine && onAction ? <MessageActions actions={message.actions} onAction={onAction} /> : null}
      <time
        className="px-1 text-[11px] text-slate-500"
        dateTime={new Date(message.rawTimestamp).toISOString()}
      >
        {message.timestamp}
      </time>
    </li>
  );
};
