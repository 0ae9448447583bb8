import { Dialog as RadixDialog } from 'radix-ui';
import { chatMessages } from '@rela/contracts';
import { ChatPanel } from './components/chat-panel';
import { CloseIcon } from './components/icons';
import type { ChatView } from './hooks/use-chat';
import { panelHeight } from './chat-size';

/** The chat opened on a phone: a sheet above the dock's button, loaded when it first opens. */
export const ChatSheet = ({
  chat,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  chat: ChatView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}) => (
  <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
      {/* 12 px from both edges of a phone; on wider screens 384 px wide, above the button. */}
      <RadixDialog.Content
        aria-describedby={undefined}
        onCloseAutoFocus={onCloseAutoFocus}
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
