import { Suspense } from 'react';
import { DashboardHome } from '../features/dashboard';
import { useAccountInfo } from '../lib/account-info';
import { lazyOr } from '../lib/lazy-or';
import { useAfterFirstPaint } from '../lib/use-after-first-paint';
import { RoleSwitch } from './role-switch';

const WithoutRela = (_props: { role: string }) => null;

/**
 * Rela and its Markdown renderer load beside the dashboard, never in its way; without its code (the
 * network lost before the worker kept it: ADR 054) the dashboard shows without Rela.
 */
const ChatAside = lazyOr(async () => (await import('./chat-aside')).ChatAside, WithoutRela);

/**
 * Rela's code, its sign-in and its first render wait until the page has loaded and the browser is
 * idle: on a phone's slower CPU they otherwise compete with the role's view for the first screen
 * (the mobile Lighthouse goal of docs/performance.md). Its column is there from the start (no
 * layout shift on a desktop).
 */
const ChatAfterFirstPaint = ({ role }: { role: string }) =>
  useAfterFirstPaint() ? <ChatAside role={role} /> : null;

/** `/home`: the dashboard (supervisor card on top) with the signed-in role's view in its main slot. */
export const HomeRoute = () => {
  const { data: profile } = useAccountInfo();
  return profile ? (
    <DashboardHome
      main={<RoleSwitch userRole={profile.role} />}
      aside={
        <Suspense fallback={null}>
          <ChatAfterFirstPaint role={profile.role} />
        </Suspense>
      }
    />
  ) : null;
};
