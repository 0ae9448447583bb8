import {
  priceCutAt,
  type ListingDisplay,
  type ListingFreshness,
  type RawProperty,
  propertiesMessages,
} from '@rela/contracts';
import {
  AddressNote,
  CardEstimate,
  cardPhotoBox,
  LikedBadge,
  ListingAttribution,
  ListingPhoto,
  NotForClientsMark,
  PriceCutBadge,
  UpdatedAgo,
} from '../../../listing/components';
import { recordEstimateFacts } from '../../../listing/costs/estimate';
import { ChangeBadge } from '../../../listing/components/change-badge';
import { isOffMarket } from '../../../listing/model/freshness';
import { formatPrice, recordAddress } from '../../../listing/model/format';
import type { HomeThread } from '../../../listing/model/home-thread';
import { useHomeSlots } from '../../../listing/slots/home-slots';
import { labels } from '../../../lib/labels';

const text = labels.team;

/**
 * A flex column from the top: a tile stretched to its row's tallest (one with notes, say) keeps its
 * photo at the top instead of centring its content as a button would.
 */
const frame =
  'flex h-full w-full flex-col justify-start overflow-hidden rounded-xl bg-white text-left ring-1 ring-slate-200';

export type BuyerHome = {
  listingKey: string;
  /** The MLS record: `null` when the MLS no longer has the key, `undefined` while it loads. */
  record: RawProperty | null | undefined;
  /** The first photo: `null` when there is none, `undefined` while photos load. */
  photo: string | null | undefined;
  liked: boolean;
  /** When the replica last confirmed the facts, and whether the home is still listed. */
  freshness?: ListingFreshness;
  /** "Added by … · Nov 20" when someone but the viewer put it on the list. */
  addedNote?: string;
  /** What the MLS's rules ask to show beside it (ADR 048): attribution, opt-out marks. */
  display?: ListingDisplay;
};

/**
 * One home of an expanded buyer: photo, price, address and the listing's attribution
 * (REQ-DISPLAY-ATTRIBUTION) open the dialog; a gone one says so.
 */
export const BuyerHomeTile = ({
  home,
  onOpen,
  thread,
}: {
  home: BuyerHome;
  onOpen: () => void;
  /** The buyer's thread, for their own realtor: the notes' count and Hot (ADR 032, ADR 033). */
  thread?: HomeThread;
}) => {
  const { listingKey, record, photo, liked } = home;
  const { CardNotes, CardMarks } = useHomeSlots();
  if (record === undefined) {
    return (
      <div aria-hidden="true" className={`${frame} animate-pulse`}>
        <div className="aspect-[4/3] bg-slate-100" />
        <div className="space-y-2 p-3">
          <div className="h-5 w-1/2 rounded bg-slate-100" />
          <div className="h-4 w-3/4 rounded bg-slate-100" />
        </div>
      </div>
    );
  }
  if (record === null) {
    return (
      <div className={`${frame} relative bg-slate-50`}>
        <ListingPhoto
          url={null}
          alt={propertiesMessages.goneHome}
          place="tile"
          className={cardPhotoBox}
        />
        {liked ? <LikedBadge className="absolute top-2 left-2" /> : null}
        <p className="px-3 pt-2.5 text-sm font-medium text-amber-800">
          {propertiesMessages.noLongerAvailable}
        </p>
        <p className="px-3 pb-3 text-xs text-slate-500">{propertiesMessages.goneHint}</p>
      </div>
    );
  }
  const address = recordAddress(record);
  const offMarket = isOffMarket(home.freshness);
  return (
    <button
      type="button"
      aria-label={text.openHome(address)}
      onClick={onOpen}
      className={`${frame} group relative shadow-sm transition hover:-translate-y-0.5 hover:shadow-md hover:ring-slate-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900`}
    >
      <ListingPhoto
        url={photo}
        alt={address}
        place="tile"
        className={`${cardPhotoBox} transition-transform duration-300 group-hover:scale-[1.03] ${offMarket ? 'opacity-60 grayscale' : ''}`}
      />
      <span className="absolute top-2 left-2 flex flex-col items-start gap-1">
        <CardMarks listingKey={listingKey} thread={thread} />
        {liked ? <LikedBadge /> : null}
        <ChangeBadge listingKey={listingKey} />
      </span>
      {offMarket ? (
        <span className="absolute top-2 right-2 rounded-full bg-white/95 px-2 py-0.5 text-xs font-medium text-amber-800 shadow-sm">
          {propertiesMessages.noLongerAvailable}
        </span>
      ) : null}
      <span
        className={`block px-3 pt-2.5 text-lg font-bold tracking-tight ${offMarket ? 'text-slate-500' : 'text-slate-900'}`}
      >
        {formatPrice(record.ListPrice)}
      </span>
      {offMarket ? null : (
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1 px-3">
          <CardEstimate facts={recordEstimateFacts(record)} as="span" />
          <PriceCutBadge priceCutAt={priceCutAt(record)} />
        </span>
      )}
      <span title={address} className="line-clamp-2 px-3 text-sm text-slate-600">
        {address}
      </span>
      <span className="flex flex-col gap-0.5 px-3 pt-1 pb-3">
        <AddressNote addressDisplay={home.display?.addressDisplay} as="span" />
        <ListingAttribution attribution={home.display?.attribution} variant="compact" as="span" />
        <NotForClientsMark notForClients={home.display?.notForClients} as="span" />
        {home.addedNote ? (
          <span title={home.addedNote} className="truncate text-xs text-slate-500">
            {home.addedNote}
          </span>
        ) : null}
        <CardNotes listingKey={listingKey} thread={thread} />
        {home.freshness ? (
          <UpdatedAgo confirmedAt={home.freshness.confirmedAt} stale={home.freshness.stale} />
        ) : null}
      </span>
    </button>
  );
};
