import { useState } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { chatMessages } from '@rela/contracts';
import { ChatPanel } from './components/chat-panel';
import { ChatIcon, CloseIcon } from './components/icons';
import { useChat, type ChatView } from './hooks/use-chat';
import { useLastOpen } from './hooks/use-last-open';
import { useMediaQuery } from './hooks/use-media-query';
import type { BotReplyListener } from './model/chat-message';

/** Tailwind's `lg`: the panel sits beside the main view from here up. */
const DESKTOP = '(min-width: 1024px)';

/** At most 384 px wide and 520 px high, and never more than 80% of the viewport's height. */
const panelHeight = 'h-[min(520px,80dvh)]';

const MobileChat = ({ chat }: { chat: ChatView }) => {
  const [open, setOpen] = useState(false);
  const { lastOpen, touch } = useLastOpen();
  const unread = !open && chat.latestBotAt !== null && chat.latestBotAt > lastOpen;
  const change = (next: boolean) => {
    touch();
    setOpen(next);
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={change}>
      {/*
       * An opaque strip along the bottom, above the home indicator: what scrolls under it is hidden,
       * never half-covered by a floating button (a card's Remove peeking out beside it), and the
       * page's bottom padding lets the last card scroll clear of it (REQ-CHAT-PHONE).
       */}
      <div
        data-testid="chat-dock-bar"
        className="fixed inset-x-0 bottom-0 z-30 flex justify-end border-t border-slate-200 bg-white/95 px-4 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-2px_8px_rgb(15_23_42/0.06)] backdrop-blur"
      >
        <RadixDialog.Trigger
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
        </RadixDialog.Trigger>
      </div>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        {/* 12 px from both edges of a phone; on wider screens 384 px wide, above the button. */}
        <RadixDialog.Content
          aria-describedby={undefined}
          className={`fixed inset-x-3 bottom-3 z-50 ml-auto max-w-96 ${panelHeight} rounded-2xl shadow-2xl focus:outline-none`}
        >
          <ChatPanel
            chat={chat}
            titleAs={RadixDialog.Title}
            action={
              <RadixDialog.Close
                aria-label={chatMessages.closeChat}
                className="-mr-1 rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <CloseIcon />
              </RadixDialog.Close>
            }
          />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
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
