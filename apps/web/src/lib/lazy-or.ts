import { lazy, type ComponentType } from 'react';

/**
 * `React.lazy`, except that code which cannot be loaded (the network lost before the installed
 * app's worker kept it: ADR 054) renders `fallback` instead of failing the page.
 */
export const lazyOr = <P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ComponentType<P>,
) => lazy(async () => ({ default: await load().catch(() => fallback) }));
