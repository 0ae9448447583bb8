import { Suspense } from 'react';
import { lazyComponent } from '../../lib/lazy-component';
import type { PropertyDialogProps } from './property-dialog';

const Loaded = lazyComponent<PropertyDialogProps>(
  async () => (await import('./property-dialog')).PropertyDialog,
);

/**
 * The property dialog as the lists use it: its code (tabs, gallery, reports, notes, about 11 KB
 * served) loads when a home is first opened, not with the list that shows the cards (ADR 037);
 * `preload` starts it early. Every list renders the dialog only while it is open.
 */
export const PropertyDialog = Object.assign(
  (props: PropertyDialogProps) => (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  ),
  { preload: Loaded.preload },
);
