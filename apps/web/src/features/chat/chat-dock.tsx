import { Suspense } from 'react';
import { chatMessages } from '@rela/contracts';
import { useLazyDialog } from '../../components/lazy-dialog';
import { lazyComponent } from '../../lib/lazy-component';
import { ChatPanel } from './components/chat-panel';
import { ChatIcon } from './components/icons';
import { useChat, type ChatView } from './hooks/use-chat';
import { useLastOpen } from './hooks/use-last-open';
import { useMediaQuery } from './hooks/use-media-query';
import type { BotReplyListener } from './model/chat-message';
import { panelHeight } from './chat-size';

/** Tailwind's `lg`: the panel sits beside the main view from here up. */
const DESKTOP = '(min-width: 1024px)';

/** The phone's chat sheet: its code (Radix's dialog) loads as the button is neared or pressed. */
const ChatSheet = lazyComponent(async () => (await import('./chat-sheet')).ChatSheet);

const MobileChat = ({ chat }: { chat: ChatView }) => {
  const sheet = useLazyDialog(ChatSheet.preload);
  const { lastOpen, touch } = useLastOpen();
  const unread = !sheet.open && chat.latestBotAt !== null && chat.latestBotAt > lastOpen;
  const change = (next: boolean) => {
    touch();
    sheet.setOpen(next);
  };
  return (
    <>
      {/*
       * An opaque strip along the bottom, above the home indicator: what scrolls under it is hidden,
       * never half-covered by a floating button (a card's Remove peeking out beside it), and the
       * page's bottom padding lets the last card scroll clear of it (REQ-CHAT-PHONE).
       */}
      <div
        data-testid="chat-dock-bar"
        className="fixed inset-x-0 bottom-0 z-30 flex justify-end border-t border-slate-200 bg-white/95 px-4 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-2px_8px_rgb(15_23_42/0.06)] backdrop-blur"
      >
        <button
          {...sheet.triggerProps}
          onClick={() => {
            touch();
            sheet.triggerProps.onClick();
          }}
          aria-label={
            unread ? `${chatMessages.openChat} (${chatMessages.newMessage})` : chatMessages.openChat
          }
          className="relative inline-flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          <ChatIcon className="size-7" />
          {unread ? (
            <span
              data-testid="chat-unread-dot"
              className="absolute top-0.5 right-0.5 size-3.5 rounded-full bg-red-600 ring-2 ring-white"
            />
          ) : null}
        </button>
      </div>
      {sheet.mounted ? (
        <Suspense fallback={null}>
          <ChatSheet
            chat={chat}
            open={sheet.open}
            onOpenChange={change}
            onCloseAutoFocus={sheet.returnFocus}
          />
        </Suspense>
      ) : null}
    </>
  );
};

/**
 * Rela on the dashboard: the panel on the right on desktop; on phones a floating button at the
 * bottom right (with a red dot for a reply not seen yet) that opens it. One conversation either way.
 */
export const ChatDock = ({ onBotReply }: { onBotReply?: BotReplyListener }) => {
  const chat = useChat({ onBotReply });
  const desktop = useMediaQuery(DESKTOP);
  if (!desktop) return <MobileChat chat={chat} />;
  // Sticky 1.5 rem under the 4 rem header, and short enough to leave the same gap below it.
  return (
    <div className={`sticky top-22 max-h-[calc(100dvh-7rem)] w-full max-w-96 ${panelHeight}`}>
      <ChatPanel chat={chat} />
    </div>
  );
};
