import type { ReactNode } from 'react';

export type HomePageProps = {
  /** The signed-in role's main view, chosen by the app's role switch. */
  main: ReactNode;
  /** Supervisor contact card above the main view (filled by a later issue). */
  top?: ReactNode;
  /** Chat panel beside the main view on desktop (filled by a later issue). */
  aside?: ReactNode;
};

/**
 * `/home`: supervisor card on top, the main view on the left, the chat on the right. The chat's
 * column is as tall as the main view, so the panel in it can stay in view while the list scrolls.
 * Below `lg` the chat is a button in an opaque strip along the bottom: the bottom padding (with the
 * phone's safe area) is its room, so the last card scrolls clear of it, and it is there from the
 * first paint (no layout shift when the chat loads; REQ-CHAT-PHONE).
 */
export const HomePage = ({ main, top, aside }: HomePageProps) => (
  <div className="mx-auto w-full max-w-7xl space-y-6 px-4 pt-6 pb-[calc(6rem+env(safe-area-inset-bottom))] sm:px-6 lg:px-8 lg:pb-6">
    {top}
    <div className="flex flex-col gap-6 lg:flex-row lg:items-start">
      <div className="@container min-w-0 flex-1">{main}</div>
      {aside ? (
        <aside className="w-full shrink-0 lg:max-w-sm lg:self-stretch">{aside}</aside>
      ) : null}
    </div>
  </div>
);
