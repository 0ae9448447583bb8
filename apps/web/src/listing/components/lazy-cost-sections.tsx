import { Suspense, type ComponentProps } from 'react';
import { lazyComponent } from '../../lib/lazy-component';
import type { CostSections as Sections } from './cost-sections';

type Props = ComponentProps<typeof Sections>;

const Loaded = lazyComponent<Props>(async () => (await import('./cost-sections')).CostSections);

/**
 * The monthly cost, price history and comparables load in a chunk of their own, started when the
 * dialog opens (its first screen, the photos and facts, does not wait for them).
 */
export const LazyCostSections = Object.assign(
  (props: Props) => (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  ),
  { preload: () => Loaded.preload() },
);
