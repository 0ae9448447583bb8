import {
  costMessages,
  type ComparablesChoiceBody,
  type ComparablesResponse,
} from '@rela/contracts';
import { Spinner } from '../../components/spinner';
import { costTexts } from '../costs/cost-texts';
import { useComparables } from '../costs/comparables';
import { useUpdateComparables } from '../costs/update-comparables';
import type { HomeThread } from '../model/home-thread';
import { ComparableItem } from './comparable-item';

const text = costTexts.comparables;

const notice = 'mt-2 rounded-lg px-3 py-2.5 text-sm leading-relaxed';

const choiceOf = (answer: ComparablesResponse): ComparablesChoiceBody => ({
  pinned: answer.items.filter((item) => item.pinned).map((item) => item.listing.listingKey),
  dropped: answer.dropped,
});

const without = (keys: readonly string[], key: string) => keys.filter((other) => other !== key);

/** The realtor's pins and drops for one buyer (REQ-COST-COMPARABLES). */
const RealtorChoice = ({
  listingKey,
  buyer,
  answer,
}: {
  listingKey: string;
  buyer: string;
  answer: ComparablesResponse;
}) => {
  const update = useUpdateComparables(listingKey, buyer);
  const choice = choiceOf(answer);
  const save = (next: ComparablesChoiceBody) => update.mutate(next);
  return (
    <>
      <ul className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
        {answer.items.map((item) => {
          const key = item.listing.listingKey;
          return (
            <ComparableItem
              key={key}
              comparable={item}
              actions={{
                busy: update.isPending,
                onPin: () => save({ ...choice, pinned: [...choice.pinned, key] }),
                onUnpin: () => save({ ...choice, pinned: without(choice.pinned, key) }),
                onDrop: () =>
                  save({
                    pinned: without(choice.pinned, key),
                    dropped: [...choice.dropped, key],
                  }),
              }}
            />
          );
        })}
      </ul>
      {answer.dropped.length > 0 ? (
        <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          {text.dropped(answer.dropped.length)}
          <button
            type="button"
            disabled={update.isPending}
            onClick={() => save({ ...choice, dropped: [] })}
            className="font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            {text.restore}
          </button>
        </p>
      ) : null}
      {update.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {text.saveFailed}
        </p>
      ) : null}
    </>
  );
};

/**
 * "Similar homes that sold" (REQ-COST-COMPARABLES): where the MLS lets sold data reach clients,
 * the nearest sales with why each was chosen (the realtor's pins first); where it does not, a buyer
 * reads why, and a realtor sees the sales marked as not shown to the buyer. A realtor viewing a
 * buyer's home pins and drops sales for that buyer.
 */
export const ComparablesSection = ({
  listingKey,
  thread,
}: {
  listingKey: string;
  thread: HomeThread | undefined;
}) => {
  const buyer = thread?.side === 'realtor' ? thread.buyer : undefined;
  const comparables = useComparables(listingKey, buyer);
  const answer = comparables.data;
  return (
    <section aria-labelledby={`comparables-${listingKey}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={`comparables-${listingKey}`} className="text-base font-semibold text-slate-900">
          {text.heading}
        </h3>
        {answer?.chosenBy === 'realtor' && !buyer ? (
          <p className="text-xs font-medium text-slate-500">{text.chosenByRealtor}</p>
        ) : null}
      </div>
      {comparables.isError ? (
        <p className="mt-2 text-sm text-slate-600">{text.failed}</p>
      ) : !answer ? (
        <p role="status" className="mt-2 flex items-center gap-3 text-sm text-slate-600">
          <Spinner size="sm" />
          {text.loading}
        </p>
      ) : !answer.shown ? (
        <p className={`${notice} bg-slate-50 text-slate-700`}>{costMessages.soldNotShown}</p>
      ) : (
        <>
          {answer.hiddenFromBuyer ? (
            <p className={`${notice} bg-amber-50 text-amber-900 ring-1 ring-amber-200`}>
              {costMessages.soldNotShownToBuyer}
            </p>
          ) : null}
          {answer.items.length === 0 && answer.dropped.length === 0 ? (
            <p className="mt-2 text-sm text-slate-500">{costMessages.noComparables}</p>
          ) : buyer ? (
            <RealtorChoice listingKey={listingKey} buyer={buyer} answer={answer} />
          ) : (
            <ul className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
              {answer.items.map((item) => (
                <ComparableItem key={item.listing.listingKey} comparable={item} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
};
