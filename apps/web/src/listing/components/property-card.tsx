import {
  toListing,
  type ListingDisplay,
  type ListingFreshness,
  type RawProperty,
  type RemovalReason,
  propertiesMessages,
} from '@rela/contracts';
import { cx } from '../../lib/class-names';
import { addressLine, detailsLine, formatPrice } from '../model/format';
import { isOffMarket } from '../model/freshness';
import { ChangeBadge } from './change-badge';
import { LockedBadge } from './liked-badge';
import { LockButton } from './lock-button';
import { OffMarketNotice } from './off-market-notice';
import { cardPhotoBox, ListingPhoto } from './listing-photo';
import { RemovePropertyButton, type RemoveConfirm } from './remove-property-button';
import { AddressNote } from './address-note';
import { ListingAttribution } from './listing-attribution';
import { NotForClientsMark } from './not-for-clients-mark';
import { UpdatedAgo } from './updated-ago';
import type { HomeThread } from '../model/home-thread';
import { useHomeSlots } from '../slots/home-slots';
import { labels } from '../../lib/labels';
import { LikedByLine } from './liked-by-line';
import { CardEstimate, PriceCutBadge } from './card-cost';
import { estimateFacts } from '../costs/estimate';

export type PropertyCardProps = {
  listingKey: string;
  /** The MLS record; `null` when the MLS has none for the key (no longer available). */
  record: RawProperty | null;
  /** When the replica last confirmed the record, and whether the home is still listed. */
  freshness?: ListingFreshness;
  /**
   * The listing's attribution (ADR 048): the card shows its compact line; a listing not for
   * client display (REQ-DISPLAY-WITHHELD) its mark.
   */
  display?: ListingDisplay;
  /** The first photo; `null` when there is none, `undefined` while photos load. */
  imageURL: string | null | undefined;
  locked: boolean;
  lockBusy: boolean;
  onToggleLock: () => void;
  /** Removes the home, with the buyer's optional reason (REQ-HOMES-REMOVE). */
  onRemove: (reason?: RemovalReason) => Promise<void>;
  onOpen: () => void;
  /** The first card of the page: its photo is fetched at once (see ListingPhoto). */
  priority?: boolean;
  /** A quiet line under the address, e.g. who added the home to the list and when. */
  addedNote?: string;
  /** Whose notes the card counts (ADR 032); none: no count. */
  thread?: HomeThread;
  /** A household's (ADR 049): who likes the home ("You and Alex like this"); none: not shown. */
  likedByLine?: string;
  /** A household's removal asks "Remove it for everyone?" (REQ-HOUSEHOLD-LIKES). */
  removeConfirm?: RemoveConfirm;
};

const openClass =
  'rounded-md text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900';

/**
 * One assigned property: photo, price, details and address open the dialog; lock (like) and
 * remove float on the photo. A locked home stays in full colour with a closed padlock and Locked.
 */
export const PropertyCard = ({
  listingKey,
  record,
  freshness,
  display,
  imageURL,
  locked,
  lockBusy,
  onToggleLock,
  onRemove,
  onOpen,
  priority,
  addedNote,
  thread,
  likedByLine,
  removeConfirm,
}: PropertyCardProps) => {
  const { CardNotes } = useHomeSlots();
  const listing = record ? toListing(record, imageURL) : null;
  // Off the market: the last known facts, greyed, under the notice (ADR 021).
  const offMarket = listing !== null && isOffMarket(freshness);
  const facts = listing ? estimateFacts(listing) : null;
  const address = listing
    ? addressLine(listing)
    : listingKey
      ? propertiesMessages.goneHome
      : labels.property.unknownKey;
  const openLabel = labels.property.openDetails(address);
  return (
    <article
      aria-label={address}
      data-locked={locked || undefined}
      data-off-market={offMarket || undefined}
      className={cx(
        'group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm transition-shadow duration-200 hover:shadow-lg',
        locked ? 'ring-2 ring-brand-600' : 'ring-1 ring-slate-200',
      )}
    >
      <div className="relative">
        {listing ? (
          <button
            type="button"
            aria-label={openLabel}
            onClick={onOpen}
            className="block w-full overflow-hidden focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-slate-900"
          >
            <ListingPhoto
              url={imageURL}
              alt={address}
              place="card"
              priority={priority}
              className={cx(
                cardPhotoBox,
                'transition-transform duration-300 group-hover:scale-[1.03]',
                offMarket && 'opacity-75 grayscale',
              )}
            />
          </button>
        ) : listingKey ? (
          <ListingPhoto url={null} alt={address} place="card" className={cardPhotoBox} />
        ) : (
          <span
            aria-hidden="true"
            className={cx(
              cardPhotoBox,
              'flex items-center justify-center bg-slate-100 text-4xl font-semibold text-slate-400',
            )}
          >
            {labels.property.unknownKey}
          </span>
        )}
        {offMarket ? (
          <OffMarketNotice
            variant="badge"
            className="pointer-events-none absolute bottom-3 left-3"
          />
        ) : null}
        <div className="pointer-events-none absolute top-3 left-3 flex flex-col items-start gap-1.5">
          {locked ? <LockedBadge /> : null}
          {listing ? <ChangeBadge listingKey={listingKey} /> : null}
        </div>
        <div className="absolute top-3 right-3 flex gap-2">
          {listingKey ? (
            <LockButton locked={locked} busy={lockBusy} onToggle={onToggleLock} />
          ) : null}
          <RemovePropertyButton onRemove={onRemove} confirm={removeConfirm} />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        {listing ? (
          <>
            <button
              type="button"
              onClick={onOpen}
              className={cx(
                openClass,
                'self-start text-2xl font-bold tracking-tight',
                offMarket ? 'text-slate-500' : 'text-slate-900',
              )}
            >
              {formatPrice(listing.price)}
            </button>
            {!offMarket && (facts || listing.priceCutAt) ? (
              <div className="-mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
                <CardEstimate facts={facts} />
                <PriceCutBadge priceCutAt={listing.priceCutAt} />
              </div>
            ) : null}
            <button
              type="button"
              onClick={onOpen}
              className={cx(
                openClass,
                'self-start text-sm font-medium',
                offMarket ? 'text-slate-500' : 'text-slate-800',
              )}
            >
              {detailsLine(listing)}
            </button>
            <p
              title={address}
              className={cx(
                'line-clamp-2 text-sm',
                offMarket ? 'text-slate-500' : 'text-slate-600',
              )}
            >
              {address}
            </p>
            <AddressNote addressDisplay={display?.addressDisplay} />
            <ListingAttribution attribution={display?.attribution} variant="compact" />
            <NotForClientsMark notForClients={display?.notForClients} className="mt-0.5" />
            {likedByLine ? <LikedByLine line={likedByLine} /> : null}
            {addedNote ? (
              <p title={addedNote} className="truncate text-xs text-slate-500">
                {addedNote}
              </p>
            ) : null}
            <CardNotes listingKey={listingKey} thread={thread} className="pt-0.5" />
            {freshness ? (
              <UpdatedAgo
                confirmedAt={freshness.confirmedAt}
                stale={freshness.stale}
                className="mt-auto pt-1"
              />
            ) : null}
          </>
        ) : (
          <>
            <p className="text-sm font-medium text-amber-800">
              {propertiesMessages.noLongerAvailable}
            </p>
            {listingKey ? (
              <p className="text-sm text-slate-600">{propertiesMessages.goneHint}</p>
            ) : null}
          </>
        )}
      </div>
    </article>
  );
};
