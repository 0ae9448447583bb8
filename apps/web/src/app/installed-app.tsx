import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { pushMessages } from '@rela/contracts';
import { Toast } from '../components/toast';
import { readAgain } from '../lib/api-client';
import { offlineReadPattern } from '../lib/offline-caches';
import { labels } from '../lib/labels';

/**
 * How long after the page has loaded and gone idle the worker registers (ADR 054): its install
 * (the app's files, about 390 KB, and the list's reads once more) waits until a first visit's own
 * work is done, so that on a phone it never competes with the page for the network or the CPU.
 */
const workerDelayMs = 5_000;

/** What the worker tells an open window: a clicked notice's page (src/worker/sw.ts). */
type WorkerMessage = { type?: unknown; url?: unknown };

/** A clicked notice's page, as a path of this origin (the worker checked the origin too). */
const pathOf = (url: unknown): string | null => {
  if (typeof url !== 'string') return null;
  const target = new URL(url, window.location.origin);
  return target.origin === window.location.origin
    ? `${target.pathname}${target.search}${target.hash}`
    : null;
};

/**
 * The installed app's part of the page (ADR 054), loaded after the first paint: registers the
 * service worker (scope `/`), offers a new version's Reload as a small toast (the new worker waits
 * until then), takes a clicked notice's page from the worker to the router, and at the first
 * install asks for the list's answers once more through the worker, which keeps them.
 */
export const InstalledApp = () => {
  const navigate = useNavigate();
  const [reload, setReload] = useState<(() => Promise<void>) | null>(null);
  const [updating, setUpdating] = useState(false);

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const workers = navigator.serviceWorker;
    let live = true;
    const registering = window.setTimeout(() => {
      void import('virtual:pwa-register').then(({ registerSW }) => {
        if (!live) return;
        const update = registerSW({
          onNeedRefresh: () => setReload(() => () => update(true)),
        });
      });
    }, workerDelayMs);
    const onMessage = (event: MessageEvent<WorkerMessage>) => {
      if (event.data?.type !== 'open-notice') return;
      const path = pathOf(event.data.url);
      if (path) void navigate(path);
    };
    // The first install takes this page: what it shows now was read before the worker was there.
    // Those answers are asked for once more through it, which keeps them for the list without a
    // network; only the bytes, as nothing changed: the page parses and draws nothing again.
    const firstInstall = workers.controller === null;
    const onControl = () => {
      if (firstInstall) void readAgain((path) => offlineReadPattern.test(path));
    };
    workers.addEventListener('message', onMessage);
    workers.addEventListener('controllerchange', onControl, { once: true });
    return () => {
      live = false;
      window.clearTimeout(registering);
      workers.removeEventListener('message', onMessage);
      workers.removeEventListener('controllerchange', onControl);
    };
  }, [navigate]);

  if (!reload) return null;
  return (
    <Toast
      message={pushMessages.updateReady}
      action={{
        label: pushMessages.updateReload,
        busy: updating,
        onClick: () => {
          setUpdating(true);
          void reload();
        },
      }}
      onDismiss={() => setReload(null)}
      dismissLabel={labels.installedApp.dismissUpdate}
    />
  );
};
