import { useMemo, useState } from 'react';
import { homeAdditionsByKey, limits } from '@rela/contracts';
import { Button } from '../../../components/button';
import { PropertyDialog } from '../../../listing/components';
import { recordAddress } from '../../../listing/model/format';
import { useListingImages } from '../../../listing/model/listing-images';
import { addedByLine } from '../../../listing/model/added-by';
import { orderListingKeys } from '../../../listing/model/home-order';
import { useListingPropertiesWithFreshness } from '../../../listing/model/listing-properties';
import type { HomeThread } from '../../../listing/model/home-thread';
import { useHomeSlots } from '../../../listing/slots/home-slots';
import { useAccountInfo } from '../../../lib/account-info';
import { useSession } from '../../../lib/session-context';
import { useBuyerListingKeys } from '../api/buyer-listing-keys';
import { BuyerHomeTile, type BuyerHome } from './buyer-home-tile';
import { ListLoading } from './list-state';
import { labels } from '../../../lib/labels';

const text = labels.team;

/**
 * An expanded buyer: a tile for each of the first 6 homes (Show more for all), liked ones first and
 * then the buyer's own order, as the buyer sees them; the row's count and the tiles agree; a key the
 * MLS no longer has says so. A home opens the property dialog.
 */
export const BuyerHomes = ({ username }: { username: string }) => {
  const keys = useBuyerListingKeys(username, true);
  const [showAll, setShowAll] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  const { ChooseHomes } = useHomeSlots();
  const all = useMemo(
    () => orderListingKeys(keys.data?.listingKeys ?? [], keys.data?.likedKeys ?? []),
    [keys.data],
  );
  const shown = showAll ? all : all.slice(0, limits.buyerPreviewCount);
  const viewer = useSession().username;
  // Notes and Hot homes (ADR 032, ADR 033) are the buyer's own realtor's alone: a lead or an owner
  // above counts activity on /activity and gets no thread (SECURITY-CHECKLIST 33).
  const ownRealtor = useAccountInfo().data?.role === 'realtor';
  const thread: HomeThread | undefined = ownRealtor
    ? { side: 'realtor', buyer: username }
    : undefined;
  const records = useListingPropertiesWithFreshness(shown);
  const images = useListingImages(shown);

  if (keys.isError || records.isError) {
    return <p className="text-sm text-slate-600">{text.homesFailed}</p>;
  }
  if (!keys.data) return <ListLoading label={text.loadingHomes} />;
  if (all.length === 0) return <p className="text-sm text-slate-600">{text.noHomes}</p>;
  if (!records.data) return <ListLoading label={text.loadingHomes} />;

  // While a new key set loads, the last one's records stand in: a key they lack is not yet known.
  const settled = !records.isPlaceholderData;
  const liked = new Set(keys.data.likedKeys);
  const added = homeAdditionsByKey(keys.data);
  const homes: BuyerHome[] = shown.map((listingKey) => {
    const photos = images.data?.[listingKey];
    return {
      listingKey,
      record: records.data.records[listingKey] ?? (settled ? null : undefined),
      freshness: records.data.freshness[listingKey],
      display: records.data.display[listingKey],
      addedNote: addedByLine(added.get(listingKey), viewer),
      photo: photos
        ? (photos[0] ?? null)
        : images.isPending || images.isPlaceholderData
          ? undefined
          : null,
      liked: liked.has(listingKey),
    };
  });
  const open = homes.find((home) => home.listingKey === selected && home.record);

  return (
    <ChooseHomes buyer={username}>
      {(choice) => (
        <div>
          {homes.length > 1 ? <div className="mb-3 flex justify-end">{choice.toggle}</div> : null}
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {homes.map((home) => (
              <li key={home.listingKey} className={choice.itemClass(home.listingKey, 'rounded-xl')}>
                {home.record ? choice.checkbox(home.listingKey, recordAddress(home.record)) : null}
                <BuyerHomeTile
                  home={home}
                  thread={thread}
                  onOpen={() => setSelected(home.listingKey)}
                />
              </li>
            ))}
          </ul>
          {choice.bar}
          {all.length > limits.buyerPreviewCount ? (
            <Button variant="link" className="mt-4" onClick={() => setShowAll((value) => !value)}>
              {showAll ? text.showLess : text.showMore}
            </Button>
          ) : null}
          {open?.record ? (
            <PropertyDialog
              listingKey={open.listingKey}
              record={open.record}
              freshness={open.freshness}
              display={records.data.display[open.listingKey]}
              open
              onOpenChange={(next) => setSelected(next ? open.listingKey : null)}
              thread={thread}
            />
          ) : null}
        </div>
      )}
    </ChooseHomes>
  );
};
