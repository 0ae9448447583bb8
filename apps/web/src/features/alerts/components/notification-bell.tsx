import { Suspense, useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Notification } from '@rela/contracts';
import { labels } from '../../../lib/labels';
import { lazyComponent } from '../../../lib/lazy-component';
import { useAfterFirstPaint } from '../../../lib/use-after-first-paint';
import { noticesPollMs, recentNoticesQueryOptions } from '../../../lib/notices';
import { useMarkRead } from '../api/mark-read';
import { useNoticeStream } from '../hooks/use-notice-stream';
import { useHomeFromUrl } from '../hooks/use-home-from-url';
import { useRefreshChangedHomes } from '../hooks/use-refresh-changed-homes';
import { useHomeSlots } from '../../../listing/slots/home-slots';
import { noticeTarget, type NoticeHome } from '../utils/notice-target';
import { BellIcon } from './bell-icon';
import { useLazyDialog } from '../../../components/lazy-dialog';

const text = labels.alerts;

/** The panel, loaded as a pointer or the focus comes to the bell (`useLazyDialog`). */
const NotificationPanel = lazyComponent(
  async () => (await import('./notification-panel')).NotificationPanel,
);

/** The same property dialog as everywhere, loaded when a notice first opens a home. */
const PropertyDialog = lazyComponent(
  async () => (await import('../../../listing/components/property-dialog')).PropertyDialog,
);

/**
 * The header's bell: the unread count (asked once the page has loaded, then again whenever the
 * notices' stream tells of a new one, or every 30 s while the stream is lost, and at once when the
 * panel opens) and the panel of notices. An opened notice
 * marks itself read and goes where it points: a tour's to /tours at that tour, a shared note's to
 * the home's Notes tab, any other about a home to that home.
 */
export const NotificationBell = () => {
  const panel = useLazyDialog(NotificationPanel.preload);
  const [home, setHome] = useState<NoticeHome | null>(null);
  const navigate = useNavigate();
  const slots = useHomeSlots();
  // The first ask waits for the page's load and an idle moment: not in the way of the first paint.
  const started = useAfterFirstPaint();
  // New notices come through the stream at once; the 30 s poll is its fallback while it is lost.
  const live = useNoticeStream(started);
  const recent = useQuery({
    ...recentNoticesQueryOptions(),
    enabled: started,
    refetchInterval: live ? false : noticesPollMs,
  });
  const markRead = useMarkRead();
  useRefreshChangedHomes(recent.data?.items);
  const unread = recent.data?.unread ?? 0;

  const { mounted, open, setOpen } = panel;
  const openPanel = () => {
    panel.triggerProps.onClick();
    void recent.refetch();
  };
  const { dialog, homeOpened } = slots;
  const openHome = useCallback(
    (next: NoticeHome) => {
      void PropertyDialog.preload();
      dialog.preload();
      setHome(next);
      homeOpened(next.listingKey, next.thread);
    },
    [dialog, homeOpened],
  );
  // A clicked push's home arrives in the address (ADR 054).
  useHomeFromUrl(openHome);
  const openNotice = (notice: Notification) => {
    if (notice.readAt === null) markRead.mutate({ ids: [notice.id] });
    const target = noticeTarget(notice);
    if (!target) return;
    setOpen(false);
    if (target.to === 'page') {
      void navigate(target.path);
      return;
    }
    openHome(target.home);
  };

  return (
    <>
      <button
        {...panel.triggerProps}
        onClick={openPanel}
        aria-label={text.bell(unread)}
        className="relative inline-flex size-10 items-center justify-center rounded-full text-white transition-colors hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white data-[state=open]:bg-white/15"
      >
        <BellIcon className="size-6" />
        {unread > 0 ? (
          <span
            aria-hidden="true"
            data-testid="bell-count"
            className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-none font-bold text-white tabular-nums ring-2 ring-white"
          >
            {text.count(unread)}
          </span>
        ) : null}
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <NotificationPanel
            open={open}
            onOpenChange={setOpen}
            onCloseAutoFocus={panel.returnFocus}
            unread={unread}
            onOpenNotice={openNotice}
            onMarkAllRead={() => markRead.mutate({ all: true })}
          />
        </Suspense>
      ) : null}
      {home ? (
        <Suspense fallback={null}>
          <PropertyDialog
            listingKey={home.listingKey}
            {...(home.thread ? { thread: home.thread, initialTab: 'notes' as const } : {})}
            open
            onOpenChange={(next) => {
              if (!next) setHome(null);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
};
