import { Suspense } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { Link } from 'react-router';
import type { Notification } from '@rela/contracts';
import { Button } from '../../../components/button';
import { CloseIcon } from '../../../components/icons';
import { Spinner } from '../../../components/spinner';
import { cx } from '../../../lib/class-names';
import { labels } from '../../../lib/labels';
import { lazyComponent } from '../../../lib/lazy-component';
import { useMinuteClock } from '../../../listing/model/use-minute-clock';
import { panelNoticesQueryOptions } from '../api/notifications';
import { BellIcon } from './bell-icon';
import { NoticeItem } from './notice-item';
import { preferencesAnchor } from '../utils/preferences-anchor';

const text = labels.alerts;

/** Push on this device, offered while it is off; its code loads when the panel opens. */
const BellPushOffer = lazyComponent(
  async () => (await import('../push/push-settings')).BellPushOffer,
);

const AllCaughtUp = () => (
  <div className="flex flex-col items-center px-6 py-14 text-center">
    <span className="flex size-14 items-center justify-center rounded-full bg-slate-100 text-slate-500">
      <BellIcon className="size-7" />
    </span>
    <p className="mt-4 text-base font-semibold text-slate-900">{text.allCaughtUp}</p>
    <p className="mt-1 max-w-64 text-sm text-slate-600">{text.allCaughtUpHint}</p>
  </div>
);

/** The notices, newest first, with "Show older"; loading, failed and empty states. */
const NoticeList = ({ onOpen }: { onOpen: (notice: Notification) => void }) => {
  const now = useMinuteClock();
  const notices = useInfiniteQuery(panelNoticesQueryOptions());
  if (notices.isPending) {
    return (
      <p
        role="status"
        className="flex items-center justify-center gap-3 py-14 text-sm text-slate-600"
      >
        <Spinner size="sm" />
        {text.loading}
      </p>
    );
  }
  if (notices.isError) {
    return (
      <div className="px-5 py-10 text-center">
        <p role="alert" className="text-sm text-red-800">
          {text.failed}
        </p>
        <Button variant="secondary" className="mt-3" onClick={() => void notices.refetch()}>
          {text.retry}
        </Button>
      </div>
    );
  }
  const items = notices.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <AllCaughtUp />;
  return (
    <>
      <ul className="divide-y divide-slate-100">
        {items.map((notice) => (
          <NoticeItem key={notice.id} notice={notice} now={now} onOpen={onOpen} />
        ))}
      </ul>
      {notices.hasNextPage ? (
        <div className="border-t border-slate-100 p-3 text-center">
          <Button
            variant="ghost"
            className="w-full"
            busy={notices.isFetchingNextPage}
            disabled={notices.isFetchingNextPage}
            onClick={() => void notices.fetchNextPage()}
          >
            {text.showOlder}
          </Button>
        </div>
      ) : null}
    </>
  );
};

/**
 * The bell's panel: a card under the bell on a wide screen, a full-height sheet on a phone; push
 * for this device offered on top while it is off.
 * Escape or Close returns the focus to the bell (`onCloseAutoFocus`).
 */
export const NotificationPanel = ({
  open,
  onOpenChange,
  onCloseAutoFocus,
  unread,
  onOpenNotice,
  onMarkAllRead,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
  unread: number;
  onOpenNotice: (notice: Notification) => void;
  onMarkAllRead: () => void;
}) => (
  <Dialog.Root open={open} onOpenChange={onOpenChange}>
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40 sm:bg-slate-900/10" />
      <Dialog.Content
        aria-describedby={undefined}
        onCloseAutoFocus={onCloseAutoFocus}
        className={cx(
          'fixed inset-0 z-50 flex flex-col bg-white focus:outline-none',
          'sm:inset-auto sm:top-[4.5rem] sm:right-[max(1rem,calc((100vw-80rem)/2+1.5rem))] sm:max-h-[min(40rem,calc(100dvh-6rem))] sm:w-[26rem]',
          'sm:rounded-2xl sm:shadow-2xl sm:ring-1 sm:ring-slate-900/10',
        )}
      >
        <div className="flex items-center gap-3 border-b border-slate-100 px-4 py-3 sm:px-5">
          <div className="flex min-w-0 flex-1 items-center gap-2">
            <Dialog.Title className="text-lg font-semibold text-slate-900">
              {text.title}
            </Dialog.Title>
            {unread > 0 ? (
              <span className="hidden rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-sky-800 sm:inline">
                {text.newCount(unread)}
              </span>
            ) : null}
          </div>
          {unread > 0 ? (
            <button
              type="button"
              onClick={onMarkAllRead}
              className="rounded-md px-2 py-1 text-sm font-semibold whitespace-nowrap text-sky-700 hover:bg-sky-50 hover:text-sky-800 focus-visible:outline-2 focus-visible:outline-sky-700"
            >
              {text.markAllRead}
            </button>
          ) : null}
          <Dialog.Close
            aria-label={text.close}
            className="-mr-2 rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-slate-900"
          >
            <CloseIcon />
          </Dialog.Close>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
          <Suspense fallback={null}>
            <BellPushOffer />
          </Suspense>
          <NoticeList onOpen={onOpenNotice} />
        </div>
        <div className="border-t border-slate-100 px-4 py-3 sm:px-5">
          <Dialog.Close asChild>
            <Link
              to={`/account#${preferencesAnchor}`}
              className="text-sm font-semibold text-sky-700 hover:text-sky-800 hover:underline focus-visible:outline-2 focus-visible:outline-sky-700"
            >
              {text.preferencesLink}
            </Link>
          </Dialog.Close>
        </div>
      </Dialog.Content>
    </Dialog.Portal>
  </Dialog.Root>
);
