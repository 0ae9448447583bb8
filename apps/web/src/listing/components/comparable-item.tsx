import type { Comparable } from '@rela/contracts';
import { cx } from '../../lib/class-names';
import { costTexts } from '../costs/cost-texts';
import { shortDate } from '../costs/cost-words';
import { addressLine, formatPrice } from '../model/format';
import { ListingAttribution } from './listing-attribution';
import { ListingPhoto } from './listing-photo';

const text = costTexts.comparables;
const miles = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** Why a sale was chosen, in words: "0.4 mi away · 7% smaller · same bedrooms · sold 59 days ago". */
export const comparableReasons = ({ reasons }: Pick<Comparable, 'reasons'>): string[] => {
  const words: string[] = [];
  if (reasons.distanceMiles !== null) words.push(text.miles(miles.format(reasons.distanceMiles)));
  const size = reasons.sizeDifferencePercent;
  if (size !== null) {
    const rounded = Math.round(size);
    words.push(
      rounded < 0 ? text.smaller(-rounded) : rounded > 0 ? text.larger(rounded) : text.sameSize,
    );
  }
  const beds = reasons.bedroomsDifference;
  if (beds !== null)
    words.push(
      beds > 0 ? text.moreBedrooms(beds) : beds < 0 ? text.fewerBedrooms(-beds) : text.sameBedrooms,
    );
  words.push(text.soldDaysAgo(reasons.daysSinceClose));
  return words;
};

const actionClass =
  'inline-flex min-h-8 items-center rounded-md px-2.5 text-xs font-semibold ring-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900 disabled:opacity-50';

/** One of a realtor's small buttons on a sale: pin, unpin or drop. */
const ActionButton = ({
  label,
  ariaLabel,
  busy,
  onClick,
  tone,
}: {
  label: string;
  ariaLabel: string;
  busy: boolean;
  onClick: () => void;
  tone: string;
}) => (
  <button
    type="button"
    disabled={busy}
    aria-label={ariaLabel}
    onClick={onClick}
    className={cx(actionClass, tone)}
  >
    {label}
  </button>
);

/** A realtor's choice on one sale: pin it first, unpin it, or drop it for the buyer. */
export type ComparableChoiceActions = {
  onPin: () => void;
  onUnpin: () => void;
  onDrop: () => void;
  busy: boolean;
};

/**
 * One similar home that sold: its photo, close price, price a square foot, close date, why it was
 * chosen, its attribution; pinned ones marked; a realtor's pin and drop.
 */
export const ComparableItem = ({
  comparable,
  actions,
}: {
  comparable: Comparable;
  actions?: ComparableChoiceActions;
}) => {
  const { listing } = comparable;
  const address = addressLine(listing);
  const closed = shortDate(comparable.closeDate);
  return (
    <li
      data-comparable={listing.listingKey}
      className={cx(
        'flex min-w-0 gap-3 rounded-xl bg-white p-2.5 ring-1',
        comparable.pinned ? 'ring-2 ring-brand-600' : 'ring-slate-200',
      )}
    >
      <ListingPhoto
        url={listing.imageURL}
        alt=""
        place="thumbnail"
        className="aspect-square w-20 shrink-0 self-start overflow-hidden rounded-lg sm:w-24"
      />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <p className="text-base font-bold tracking-tight text-slate-900">
            {text.soldFor(formatPrice(comparable.closePrice))}
          </p>
          {comparable.pinned ? (
            <span className="shrink-0 rounded-full bg-brand-50 px-2 py-0.5 text-[11px] font-semibold text-brand-800 ring-1 ring-brand-600/20">
              {text.pinned}
            </span>
          ) : null}
        </div>
        <p className="text-xs text-slate-600">
          {[
            comparable.pricePerSqft === null
              ? null
              : text.perSqft(formatPrice(comparable.pricePerSqft)),
            closed ? text.soldOn(closed) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <p title={address} className="truncate text-sm text-slate-800">
          {address}
        </p>
        <p className="text-xs text-slate-500">{comparableReasons(comparable).join(' · ')}</p>
        <ListingAttribution attribution={listing.attribution ?? undefined} variant="compact" />
        {actions ? (
          <div className="mt-2 flex gap-2">
            {comparable.pinned ? (
              <ActionButton
                label={text.unpin}
                ariaLabel={text.unpinLabel(address)}
                busy={actions.busy}
                onClick={actions.onUnpin}
                tone="text-slate-700 ring-slate-300 hover:bg-slate-50"
              />
            ) : (
              <ActionButton
                label={text.pin}
                ariaLabel={text.pinLabel(address)}
                busy={actions.busy}
                onClick={actions.onPin}
                tone="text-brand-800 ring-brand-600/40 hover:bg-brand-50"
              />
            )}
            <ActionButton
              label={text.drop}
              ariaLabel={text.dropLabel(address)}
              busy={actions.busy}
              onClick={actions.onDrop}
              tone="text-red-700 ring-red-200 hover:bg-red-50"
            />
          </div>
        ) : null}
      </div>
    </li>
  );
};
