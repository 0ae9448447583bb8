import { createElement, lazy, type ComponentType } from 'react';

/** A component whose code loads on demand; `preload` starts loading it early (idempotent). */
export type LazyComponent<P extends object> = ComponentType<P> & {
  preload: () => Promise<unknown>;
};

/**
 * Like `React.lazy`, except that once the code has arrived (preloaded, or loaded before) the
 * component renders at once instead of suspending: React holds back content that resolves
 * within 300 ms of a Suspense fallback, so every needless suspension can cost that much.
 * Until the code is there it suspends like `React.lazy`.
 */
export const lazyComponent = <P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyComponent<P> => {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const once = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const Suspending = lazy(async () => ({ default: await once() }));
  const OnDemand = (props: P) =>
    loaded ? createElement(loaded, props) : createElement(Suspending, props);
  return Object.assign(OnDemand, { preload: once });
};
