import type { ListingSearchItem } from '@rela/contracts';
import { AddressNote } from '../../../listing/components/address-note';
import { CardEstimate, PriceCutBadge } from '../../../listing/components/card-cost';
import { estimateFacts } from '../../../listing/costs/estimate';
import { ChangeBadge } from '../../../listing/components/change-badge';
import { ListingAttribution } from '../../../listing/components/listing-attribution';
import { cardPhotoBox, ListingPhoto } from '../../../listing/components/listing-photo';
import { NotForClientsMark } from '../../../listing/components/not-for-clients-mark';
import { addressLine, formatNumber, formatPrice } from '../../../listing/model/format';
import { cx } from '../../../lib/class-names';
import { labels } from '../../../lib/labels';
import { CheckIcon } from './search-icons';

const text = labels.search;

const statusTone = (status: string | null) => {
  if (status === 'Active') return 'bg-emerald-600';
  if (status === 'Coming Soon') return 'bg-sky-600';
  if (status === 'Closed') return 'bg-slate-600';
  return 'bg-amber-600';
};

const Fact = ({ value, unit }: { value: number | null; unit: string }) => (
  <span>
    <span className="font-semibold text-slate-900">{formatNumber(value)}</span> {unit}
  </span>
);

/**
 * One result: photo with its status, price, beds, baths, area, address and the listing's
 * attribution (REQ-DISPLAY-ATTRIBUTION); opens the dialog. A realtor's result that its seller keeps
 * off client display carries the mark (REQ-DISPLAY-WITHHELD). The card fills its grid cell, so a
 * row's cards end level whatever lines each has.
 */
export const ResultCard = ({
  item,
  highlighted,
  priority,
  showInList,
  onOpen,
  onHighlight,
}: {
  item: ListingSearchItem;
  highlighted: boolean;
  priority: boolean;
  /** A buyer sees which homes are already theirs. */
  showInList: boolean;
  onOpen: (listingKey: string) => void;
  onHighlight: (listingKey?: string) => void;
}) => {
  const address = addressLine(item);
  return (
    <article
      aria-label={address}
      data-listing-key={item.listingKey}
      data-highlighted={highlighted || undefined}
      onPointerEnter={() => onHighlight(item.listingKey)}
      onPointerLeave={() => onHighlight(undefined)}
      className={cx(
        'group relative flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 transition-shadow duration-200 hover:shadow-lg',
        highlighted ? 'shadow-lg ring-2 ring-brand-600' : 'ring-slate-200',
      )}
    >
      <button
        type="button"
        aria-label={text.openHome(address)}
        onClick={() => onOpen(item.listingKey)}
        onFocus={() => onHighlight(item.listingKey)}
        onBlur={() => onHighlight(undefined)}
        className="flex w-full flex-1 flex-col text-left focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700"
      >
        <span className="relative block overflow-hidden">
          <ListingPhoto
            url={item.imageURL}
            alt=""
            place="card"
            priority={priority}
            className={cx(
              cardPhotoBox,
              'transition-transform duration-300 group-hover:scale-[1.03]',
            )}
          />
          <span className="absolute top-3 left-3 flex flex-col items-start gap-1.5">
            {item.status ? (
              <span className="inline-flex items-center gap-1.5 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-slate-900 shadow-sm">
                <span className={cx('size-2 rounded-full', statusTone(item.status))} />
                {item.status}
              </span>
            ) : null}
            <ChangeBadge listingKey={item.listingKey} />
          </span>
          {showInList && item.inMyList ? (
            <span className="absolute top-3 right-3 inline-flex items-center gap-1 rounded-full bg-brand-700 px-2.5 py-1 text-xs font-semibold text-white shadow-sm">
              <CheckIcon className="size-3.5" />
              {text.inYourList}
            </span>
          ) : null}
        </span>
        <span className="block space-y-1 px-4 pt-3 pb-4">
          <span className="block text-xl font-bold tracking-tight text-slate-900">
            {formatPrice(item.price)}
          </span>
          <span className="-mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1">
            <CardEstimate facts={estimateFacts(item)} as="span" />
            <PriceCutBadge priceCutAt={item.priceCutAt} />
          </span>
          <span className="flex flex-wrap gap-x-3 text-sm text-slate-700">
            <Fact value={item.bedrooms} unit={text.facts.beds} />
            <span aria-hidden="true" className="text-slate-300">
              |
            </span>
            <Fact value={item.bathrooms} unit={text.facts.baths} />
            <span aria-hidden="true" className="text-slate-300">
              |
            </span>
            <Fact value={item.size} unit={text.facts.sqft} />
          </span>
          <span className="block truncate text-sm text-slate-600" title={address}>
            {address}
          </span>
          <AddressNote addressDisplay={item.addressDisplay} as="span" />
          <ListingAttribution attribution={item.attribution} variant="compact" as="span" />
          {item.propertyType ? (
            <span className="block text-xs tracking-wide text-slate-500 uppercase">
              {item.propertyType}
            </span>
          ) : null}
          <NotForClientsMark notForClients={item.notForClients} as="span" className="mt-1" />
        </span>
      </button>
    </article>
  );
};

/** A card's shape while the results load. */
export const ResultCardSkeleton = () => (
  <div aria-hidden="true" className="overflow-hidden rounded-xl bg-white ring-1 ring-slate-200">
    <div className="aspect-[4/3] animate-pulse bg-slate-200" />
    <div className="space-y-2.5 px-4 pt-3 pb-4">
      <div className="h-6 w-32 animate-pulse rounded bg-slate-200" />
      <div className="h-4 w-48 animate-pulse rounded bg-slate-100" />
      <div className="h-4 w-56 animate-pulse rounded bg-slate-100" />
    </div>
  </div>
);
