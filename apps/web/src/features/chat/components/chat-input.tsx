import { useState, type KeyboardEvent } from 'react';
import { chatMessages } from '@rela/contracts';
import { SendIcon } from './icons';

/** The message box: Enter sends, Shift+Enter breaks the line; blank text is never sent. */
export const ChatInput = ({
  disabled,
  onSend,
}: {
  disabled: boolean;
  onSend: (text: string) => void;
}) => {
  const [text, setText] = useState('');
  const blank = text.trim() === '';

  const send = () => {
    if (disabled || blank) return;
    onSend(text);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form
      className="flex items-end gap-2 border-t border-slate-200 bg-white p-3"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <label htmlFor="rela-chat-input" className="sr-only">
        {chatMessages.inputLabel}
      </label>
      <textarea
        id="rela-chat-input"
        rows={1}
        value={text}
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={chatMessages.inputPlaceholder}
        className="max-h-32 min-h-11 flex-1 resize-none rounded-xl border-0 bg-slate-50 px-3 py-2.5 text-sm text-slate-900 ring-1 ring-slate-200 ring-inset placeholder:text-slate-400 focus:ring-2 focus:ring-brand-600 focus:outline-none disabled:cursor-not-allowed disabled:opacity-60"
      />
      <button
        type="submit"
        disabled={disabled || blank}
        aria-label={chatMessages.send}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white shadow-sm hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:bg-slate-300"
      >
        <SendIcon />
      </button>
    </form>
  );
};
