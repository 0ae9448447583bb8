import { Suspense } from 'react';
import { lazyComponent } from '../../lib/lazy-component';
import { useHomeSlots } from '../slots/home-slots';
import type { PropertyDialogProps } from './property-dialog';

const Loaded = lazyComponent<PropertyDialogProps>(
  async () => (await import('./property-dialog')).PropertyDialog,
);

/**
 * The property dialog as the lists use it: its code (tabs, gallery, reports) loads when a home is
 * first opened, not with the list that shows the cards (ADR 037), and the code of the features'
 * parts in its slots (notes, a tour request; ADR 045) at the same time; `preload` starts the
 * dialog's early. Every list renders the dialog only while it is open.
 */
export const PropertyDialog = Object.assign(
  (props: PropertyDialogProps) => {
    useHomeSlots().dialog.preload();
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  },
  { preload: Loaded.preload },
);
