import { useEffect, useRef } from 'react';
import { bathsLabel, bedsLabel } from '@rela/contracts';
import { AddressNote } from '../../../listing/components/address-note';
import { ListingAttribution } from '../../../listing/components/listing-attribution';
import { ListingPhoto } from '../../../listing/components/listing-photo';
import { NotForClientsMark } from '../../../listing/components/not-for-clients-mark';
import { addressLine, formatPrice } from '../../../listing/model/format';
import type { PlacedHome } from './clusters';
import { mapTexts } from './map-texts';

/**
 * The small card a pin opens: photo, price, beds and baths, address, the listing's attribution
 * (REQ-DISPLAY-ATTRIBUTION) and, for a realtor, the not-for-clients mark; the whole card opens the
 * home. Opened from the keyboard, it takes the focus (Escape closes it and gives the focus back).
 */
export const PinCard = ({
  home,
  takeFocus,
  onOpen,
}: {
  home: PlacedHome;
  takeFocus: boolean;
  onOpen: (listingKey: string) => void;
}) => {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (takeFocus) button.current?.focus({ preventScroll: true });
  }, [takeFocus]);
  const address = addressLine(home);
  return (
    <button
      ref={button}
      type="button"
      aria-label={mapTexts.openHome(address)}
      onClick={() => onOpen(home.listingKey)}
      className="group block w-full cursor-pointer text-left focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-slate-900"
    >
      <span className="block aspect-[16/9] w-full overflow-hidden bg-slate-100">
        <ListingPhoto
          url={home.imageURL}
          alt=""
          place="tile"
          priority
          className="size-full transition-transform duration-300 group-hover:scale-[1.04]"
        />
      </span>
      <span className="block px-3.5 pt-2.5 pb-3">
        <span className="block text-lg font-bold tracking-tight text-slate-900">
          {formatPrice(home.price)}
        </span>
        <span className="mt-0.5 block text-[13px] text-slate-700">
          <span className="font-semibold text-slate-900">{bedsLabel(home.bedrooms)}</span>
          <span aria-hidden="true" className="mx-1.5 text-slate-300">
            |
          </span>
          <span className="font-semibold text-slate-900">{bathsLabel(home.bathrooms)}</span>
        </span>
        <span className="mt-1 line-clamp-2 text-[13px] text-slate-600">{address}</span>
        <AddressNote addressDisplay={home.addressDisplay} as="span" className="mt-0.5" />
        <ListingAttribution
          attribution={home.attribution}
          variant="compact"
          as="span"
          className="mt-0.5"
        />
        <NotForClientsMark notForClients={home.notForClients} as="span" className="mt-1.5" />
      </span>
    </button>
  );
};
