import { chatMessages } from '@rela/contracts';

/** `Rela is typing` with three dots, announced politely. */
export const TypingIndicator = () => (
  <div role="status" className="flex items-center gap-2 px-1 text-xs text-slate-500">
    <span className="flex gap-1" aria-hidden="true">
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          className="size-1.5 animate-bounce rounded-full bg-slate-400"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </span>
    {chatMessages.typing}
  </div>
);
