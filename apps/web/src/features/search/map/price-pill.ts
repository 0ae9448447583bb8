import type { ListingSearchItem } from '@rela/contracts';
import { addressLine, formatPrice } from '../../../listing/model/format';
import { mapTexts } from './map-texts';

const compact = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumSignificantDigits: 3,
});

/** The price on a pin, as portals write it: `$425K`, `$1.25M`, `$950`; `—` when unknown. */
export const pillPrice = (price: number | null | undefined): string =>
  typeof price === 'number' && Number.isFinite(price) && price >= 0 ? compact.format(price) : '—';

/** What a pin says to a screen reader: the full price and the address. */
export const pinName = (
  item: Pick<ListingSearchItem, 'price' | 'address' | 'city' | 'state' | 'zipCode'>,
) =>
  mapTexts.pin(
    item.price === null ? mapTexts.priceUnknown : formatPrice(item.price),
    addressLine(item),
  );

/** A cluster's count as it fits in its badge: `8`, `120`, `1.2K`. */
export const clusterCount = (count: number) =>
  count < 1000 ? String(count) : `${(count / 1000).toFixed(count < 10_000 ? 1 : 0)}K`;
