import { lazy, Suspense, useDeferredValue } from 'react';
import { Outlet } from 'react-router';
import { DashboardError, DashboardLoading } from '../../features/dashboard';
import { useAccountInfo } from '../../lib/account-info';
import { useSessionActions } from '../../lib/session-context';
import { HomeSlotsProvider } from '../../listing/slots/home-slots';
import { AppHeader } from '../header/app-header';
import { homeSlots } from '../home-slots';
import { ViewLoading } from '../view-loading';
import { labels } from '../../lib/labels';
import { useAfterFirstPaint } from '../../lib/use-after-first-paint';

const mainContentId = 'main-content';

/**
 * The service worker and the update prompt (ADR 054), for the signed-in pages it serves (the
 * offline list, push): never part of the first load, and never on the sign-in page's.
 */
const InstalledApp = lazy(async () => ({
  default: (await import('../installed-app')).InstalledApp,
}));

const InstalledAppAfterFirstPaint = () =>
  useAfterFirstPaint() ? (
    <Suspense fallback={null}>
      <InstalledApp />
    </Suspense>
  ) : null;

/**
 * Pages behind login: the account info loads first, then the header and the page. A skip link,
 * the first stop of Tab, jumps past the header to the page's one `<main>` (pages draw none of
 * their own; REQ-A11Y-SKIP). Its pages' listing views carry the features' parts `app/` composed
 * (ADR 045).
 */
export const SignedInLayout = () => {
  const session = useSessionActions();
  // A query's answer is drawn in a render that blocks the page (TanStack Query reads it through
  // `useSyncExternalStore`); the account's first answer mounts the header and the whole page, so
  // it is drawn deferred, in a render React may interrupt.
  const accountInfo = useDeferredValue(useAccountInfo());
  if (accountInfo.isPending) return <DashboardLoading />;
  if (accountInfo.isError) {
    return (
      <DashboardError
        error={accountInfo.error}
        onRetry={() => void accountInfo.refetch()}
        onLogout={() => void session.logout()}
      />
    );
  }
  return (
    <HomeSlotsProvider value={homeSlots}>
      <div className="flex min-h-dvh flex-col">
        <a
          href={`#${mainContentId}`}
          onClick={(event) => {
            // Focus the page itself (the URL keeps no #fragment for the router to see).
            event.preventDefault();
            document.getElementById(mainContentId)?.focus();
          }}
          className="sr-only z-[100] rounded-lg bg-white px-4 py-2 text-sm font-semibold text-slate-900 shadow-lg ring-2 ring-slate-900 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {labels.skipToContent}
        </a>
        <AppHeader profile={accountInfo.data} onLogout={() => void session.logout()} />
        <main id={mainContentId} tabIndex={-1} className="flex-1 focus:outline-none">
          <Suspense fallback={<ViewLoading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <InstalledAppAfterFirstPaint />
    </HomeSlotsProvider>
  );
};
