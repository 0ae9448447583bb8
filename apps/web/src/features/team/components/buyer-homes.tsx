import { useState } from 'react';
import { messages } from '@rela/contracts';
import { Button } from '../../../components/button';
import { PropertyDialog } from '../../../components/property';
import { formatPrice, recordAddress } from '../../../lib/properties/format';
import { useListingImages } from '../../../lib/properties/listing-images';
import { useListingProperties } from '../../../lib/properties/listing-properties';
import { useBuyerListingKeys } from '../api/buyer-listing-keys';
import { ListLoading } from './list-state';

const text = messages.ui.team;
const previewCount = 6;

/** An expanded buyer: the first 6 homes (Show more for all); a home opens the property dialog. */
export const BuyerHomes = ({ username }: { username: string }) => {
  const keys = useBuyerListingKeys(username, true);
  const [showAll, setShowAll] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  const all = keys.data?.listingKeys ?? [];
  const shown = showAll ? all : all.slice(0, previewCount);
  const records = useListingProperties(shown);
  const images = useListingImages(shown);
  const liked = new Set(keys.data?.likedKeys ?? []);

  if (keys.isError || records.isError) {
    return <p className="text-sm text-slate-600">{text.homesFailed}</p>;
  }
  if (!keys.data) return <ListLoading label={text.loadingHomes} />;
  if (all.length === 0) return <p className="text-sm text-slate-600">{text.noHomes}</p>;
  if (!records.data) return <ListLoading label={text.loadingHomes} />;
  const homes = shown.flatMap((key) => {
    const record = records.data[key];
    return record ? [{ key, record }] : [];
  });
  if (homes.length === 0) return <p className="text-sm text-slate-600">{text.homesFailed}</p>;
  const open = homes.find((home) => home.key === selected);

  return (
    <div>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {homes.map(({ key, record }) => {
          const address = recordAddress(record);
          const photo = images.data?.[key]?.[0];
          return (
            <li key={key}>
              <button
                type="button"
                aria-label={text.openHome(address)}
                onClick={() => setSelected(key)}
                className="relative block w-full overflow-hidden rounded-xl bg-white text-left ring-1 ring-slate-200 hover:ring-slate-400"
              >
                {photo ? (
                  <img src={photo} alt="" className="h-32 w-full object-cover" />
                ) : (
                  <div className="h-32 w-full bg-slate-100" />
                )}
                {liked.has(key) ? (
                  <span
                    role="img"
                    aria-label={text.liked}
                    className="absolute top-2 right-2 rounded-full bg-white/90 px-1.5 text-red-600"
                  >
                    ♥
                  </span>
                ) : null}
                <span className="block px-3 pt-2 font-semibold text-slate-900">
                  {formatPrice(record.ListPrice)}
                </span>
                <span className="block truncate px-3 pb-2 text-sm text-slate-600">{address}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {all.length > previewCount ? (
        <Button variant="link" className="mt-3" onClick={() => setShowAll((value) => !value)}>
          {showAll ? text.showLess : text.showMore}
        </Button>
      ) : null}
      {open ? (
        <PropertyDialog
          listingKey={open.key}
          record={open.record}
          open
          onOpenChange={(next) => setSelected(next ? open.key : null)}
        />
      ) : null}
    </div>
  );
};
