import { useState, type ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import {
  type ListingDisplay,
  type ListingFreshness,
  type RawProperty,
  propertiesMessages,
} from '@rela/contracts';
import { cx } from '../../lib/class-names';
import { useDialogImages } from '../model/dialog-images';
import type { HomeThread } from '../model/home-thread';
import { recordAddress } from '../model/format';
import { usePropertyRecord } from '../model/property-record';
import { Spinner } from '../../components/spinner';
import { CloseIcon } from '../../components/icons';
import { PhotoGallery } from './photo-gallery';
import { PropertyDetails, type BuyerActions, type PropertyTab } from './property-details';
import { useReturnFocus } from './use-return-focus';
import { labels } from '../../lib/labels';

export type { BuyerActions } from './property-details';

export type PropertyDialogProps = {
  listingKey: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The record the caller already holds, so the dialog opens without a wait. */
  record?: RawProperty;
  /** The held record's freshness: when it was last confirmed, and whether it is still listed. */
  freshness?: ListingFreshness;
  /** The held record's attribution and disclaimer (ADR 048). */
  display?: ListingDisplay;
  /** Lock and remove, for buyers only. */
  buyerActions?: BuyerActions;
  /** What the page lets the user do with the home (search: add to my list, send to a buyer), in a bar below. */
  actions?: ReactNode;
  /**
   * Whether the AI Report tab is there (default: yes). A search result nobody the viewer sees holds
   * has no report the viewer may read: no tab, and no lookup the server must refuse (ADR 041).
   */
  aiReport?: boolean;
  /** The tab shown first: the MLS report, the AI report (Compare's Request AI Report), a feature's. */
  initialTab?: PropertyTab;
  /** Whose notes and tours these are (ADR 032, ADR 034): the features' tabs and actions read it. */
  thread?: HomeThread;
};

const text = labels.property;

const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : propertiesMessages.noData;

/**
 * The property detail dialog: photos, price, status, facts, the MLS and AI report tabs, and the
 * features' parts `app/` puts in its slots (ADR 045).
 */
export const PropertyDialog = ({
  listingKey,
  open,
  onOpenChange,
  record: known,
  freshness,
  display,
  buyerActions,
  actions,
  initialTab,
  thread,
  aiReport = true,
}: PropertyDialogProps) => {
  const record = usePropertyRecord(
    listingKey,
    known ? { record: known, freshness, display } : undefined,
  );
  const images = useDialogImages(listingKey, open);
  const [gallery, setGallery] = useState<number | null>(null);
  const returnFocus = useReturnFocus();
  const address = record.data ? recordAddress(record.data.record) : listingKey;

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/60 backdrop-blur-[2px]" />
        <Dialog.Content
          aria-describedby={undefined}
          {...returnFocus}
          className={cx(
            'fixed inset-0 z-50 flex flex-col bg-white focus:outline-none',
            'sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[92dvh] sm:w-[calc(100vw-3rem)] sm:max-w-4xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:shadow-2xl',
          )}
        >
          <div className="flex items-center justify-between gap-4 border-b border-slate-100 px-4 py-3 sm:px-6">
            <Dialog.Title className="min-w-0 text-base font-semibold text-balance text-slate-900 sm:truncate sm:text-lg">
              {address}
            </Dialog.Title>
            <Dialog.Close
              aria-label={text.closeDetails}
              className="-mr-2 shrink-0 rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-slate-900"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4 sm:px-6 sm:py-5">
            {record.data ? (
              <PropertyDetails
                record={record.data.record}
                freshness={record.data.freshness}
                display={record.data.display}
                images={images.data}
                address={address}
                buyerActions={buyerActions}
                onOpenGallery={setGallery}
                initialTab={initialTab}
                thread={thread}
                aiReport={aiReport}
              />
            ) : record.error ? (
              <p role="alert" className="rounded-lg bg-red-50 px-3 py-2.5 text-sm text-red-800">
                {errorText(record.error)}
              </p>
            ) : (
              <p role="status" className="flex items-center gap-3 py-10 text-sm text-slate-600">
                <Spinner size="sm" />
                {text.loadingDetails}
              </p>
            )}
          </div>
          {actions ? (
            <div className="flex flex-wrap items-center justify-end gap-3 border-t border-slate-100 bg-white px-4 py-3 sm:rounded-b-2xl sm:px-6">
              {actions}
            </div>
          ) : null}
          <PhotoGallery
            open={gallery !== null}
            onOpenChange={(next) => setGallery(next ? (gallery ?? 0) : null)}
            images={images.data ?? []}
            index={gallery ?? 0}
            onIndexChange={setGallery}
            address={address}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
};
