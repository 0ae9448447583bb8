import { messages, toListing, type RawProperty } from '@rela/contracts';
import { cx } from '../../lib/class-names';
import { addressLine, detailsLine, formatPrice } from '../../lib/properties/format';
import { LockButton } from './lock-button';
import { PropertyThumbnail } from './property-thumbnail';
import { RemovePropertyButton } from './remove-property-button';

export type PropertyCardProps = {
  listingKey: string;
  /** The MLS record; `null` when the MLS has none for the key (no longer available). */
  record: RawProperty | null;
  /** The first photo; `null` when there is none, `undefined` while photos load. */
  imageURL: string | null | undefined;
  locked: boolean;
  lockBusy: boolean;
  onToggleLock: () => void;
  onRemove: () => Promise<void>;
  onOpen: () => void;
};

const openClass =
  'rounded-md text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900';

/** One assigned property: photo, price, details and address open the dialog; lock and remove. */
export const PropertyCard = ({
  listingKey,
  record,
  imageURL,
  locked,
  lockBusy,
  onToggleLock,
  onRemove,
  onOpen,
}: PropertyCardProps) => {
  const listing = record ? toListing(record, imageURL) : null;
  const address = listing ? addressLine(listing) : listingKey || messages.ui.property.unknownKey;
  const openLabel = messages.ui.property.openDetails(address);
  return (
    <article
      aria-label={address}
      data-locked={locked || undefined}
      className={cx(
        'flex h-full flex-col overflow-hidden rounded-2xl ring-1 transition-shadow',
        locked
          ? 'bg-slate-100 shadow-inner ring-slate-300'
          : 'bg-white shadow-sm ring-slate-200 hover:shadow-md',
      )}
    >
      {listing ? (
        <button
          type="button"
          aria-label={openLabel}
          onClick={onOpen}
          className="block focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-slate-900"
        >
          <PropertyThumbnail
            listingKey={listingKey}
            imageURL={imageURL}
            alt={address}
            className={locked ? 'opacity-75 grayscale-[60%]' : undefined}
          />
        </button>
      ) : (
        <PropertyThumbnail listingKey={listingKey} imageURL={null} alt={address} />
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-3">
          {listing ? (
            <button
              type="button"
              onClick={onOpen}
              className={cx(
                openClass,
                'text-2xl font-bold tracking-tight',
                locked ? 'text-slate-600' : 'text-slate-900',
              )}
            >
              {formatPrice(listing.price)}
            </button>
          ) : (
            <p className="text-sm font-medium text-amber-800">
              {messages.properties.noLongerAvailable}
            </p>
          )}
          <div className="flex shrink-0 gap-2">
            {listingKey ? (
              <LockButton locked={locked} busy={lockBusy} onToggle={onToggleLock} />
            ) : null}
            <RemovePropertyButton onRemove={onRemove} />
          </div>
        </div>
        {listing ? (
          <>
            <button
              type="button"
              onClick={onOpen}
              className={cx(openClass, 'text-sm text-slate-700')}
            >
              {detailsLine(listing)}
            </button>
            <p className="text-sm text-slate-600">{address}</p>
          </>
        ) : (
          <p className="text-sm text-slate-600">{address}</p>
        )}
      </div>
    </article>
  );
};
