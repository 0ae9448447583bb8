import { useCallback, useState, type ReactNode } from 'react';
import { propertiesMessages, pushMessages, type RemovalReason } from '@rela/contracts';
import { Button } from '../../../components/button';
import { HouseIcon, PropertyDialog } from '../../../listing/components';
import { Spinner } from '../../../components/spinner';
import { useRemoveProperty } from '../api/remove-property';
import { useLockingKeys, useSetLiked } from '../api/set-liked';
import { useMyProperties, type MyProperty } from '../hooks/use-my-properties';
import { animateMove } from '../utils/animate-move';
import { CountBadge } from './count-badge';
import { FilterEmpty, HouseholdFilters } from './household-filters';
import { useHouseholdHomes } from '../hooks/use-household-homes';
import { useOfflineCopy } from '../../../lib/offline-copy';
import { PropertyList } from './property-list';
import { UndoRemovalToast, type RemovedHome } from './undo-removal-toast';
import { labels } from '../../../lib/labels';
import { ownThread } from '../../../listing/model/home-thread';
import { useHomeSlots } from '../../../listing/slots/home-slots';

const text = propertiesMessages;

/** The view's frame: the heading, the count badge once the keys are known, and the content. */
export const MyPropertiesFrame = ({
  count,
  actions,
  children,
}: {
  count?: number;
  /** Beside the heading (Compare). */
  actions?: ReactNode;
  children: ReactNode;
}) => (
  <section aria-labelledby="my-properties-title" className="space-y-5">
    <div className="flex items-center gap-3">
      <h1
        id="my-properties-title"
        className="text-xl font-bold tracking-tight whitespace-nowrap text-slate-900 sm:text-2xl"
      >
        {labels.views.buyer}
      </h1>
      {count === undefined ? null : <CountBadge count={count} />}
      {actions ? <div className="ml-auto">{actions}</div> : null}
    </div>
    {children}
  </section>
);

export const StatusPanel = ({
  children,
  busy = false,
}: {
  children: ReactNode;
  busy?: boolean;
}) => (
  <p
    role="status"
    className="flex items-center justify-center gap-3 rounded-2xl bg-white px-6 py-12 text-sm text-slate-600 shadow-sm ring-1 ring-slate-200"
  >
    {busy ? <Spinner size="sm" className="text-slate-500" /> : null}
    {children}
  </p>
);

/** No homes yet: the catalogue's sentence and how homes get here. */
const EmptyPanel = () => (
  <div
    role="status"
    className="flex flex-col items-center gap-3 rounded-2xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-slate-200"
  >
    <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
      <HouseIcon className="size-6" />
    </span>
    <p className="text-base font-semibold text-slate-900">{text.none}</p>
    <p className="max-w-sm text-sm text-slate-600">{labels.myProperties.noneHint}</p>
  </div>
);

const asOfTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Without a network: the list shown is the one last seen, and since when (REQ-APP-OFFLINE). */
const OfflineLine = ({ asOf }: { asOf: number }) => (
  <p
    role="status"
    className="flex items-center gap-2 rounded-xl bg-amber-50 px-4 py-2.5 text-sm font-medium text-amber-900 ring-1 ring-amber-200 ring-inset"
  >
    <svg viewBox="0 0 20 20" fill="currentColor" className="size-4 shrink-0" aria-hidden="true">
      <path d="M10 3a7 7 0 1 0 0 14 7 7 0 0 0 0-14Zm.75 3.5v3.69l2.28 2.28-1.06 1.06-2.72-2.72V6.5h1.5Z" />
    </svg>
    {pushMessages.offline(asOfTime.format(asOf))}
  </p>
);

/** The buyer's homes: states, ordered cards, lock and remove, and the detail dialog. */
export const MyPropertiesView = ({ now }: { now?: () => number }) => {
  // A lock moves its card at once (locked first, REQ-BUYER-HOMES), before the server answers.
  const [shownLocks, setShownLocks] = useState<Readonly<Record<string, boolean>>>({});
  const { state, count, retry } = useMyProperties({ now, locks: shownLocks });
  const offlineAsOf = useOfflineCopy();
  const setLiked = useSetLiked();
  const remove = useRemoveProperty();
  const lockingKeys = useLockingKeys();
  const [openKey, setOpenKey] = useState<string | null>(null);
  const [removed, setRemoved] = useState<RemovedHome | null>(null);
  const { ChooseHomes, homeOpened } = useHomeSlots();
  const household = useHouseholdHomes(state.kind === 'list' ? state.properties : []);

  // The handlers keep their identity, so that a card is drawn again only for its own change.
  const { mutate: mutateLiked } = setLiked;
  const toggleLock = useCallback(
    ({ listingKey, locked }: MyProperty) => {
      const liked = !locked;
      // The transition applies its change a frame later: an answer that came first wins.
      let settled = false;
      animateMove(() => {
        if (!settled) setShownLocks((shown) => ({ ...shown, [listingKey]: liked }));
      });
      mutateLiked(
        { listingKey, liked },
        {
          // The keys now carry the answer (or the rollback): they alone order the list again.
          onSettled: () => {
            settled = true;
            setShownLocks(({ [listingKey]: _settled, ...others }) => others);
          },
        },
      );
    },
    [mutateLiked],
  );
  const { mutateAsync: removeAsync } = remove;
  const removeOne = useCallback(
    async (property: MyProperty, reason?: RemovalReason) => {
      const { listingKey, locked: liked } = property;
      const { undoToken } = await removeAsync({ listingKey, liked, reason });
      const address = property.record?.UnparsedAddress ?? propertiesMessages.goneHome;
      setRemoved(undoToken ? { undoToken, listingKey, liked, address } : null);
      setOpenKey((current) => (current === property.listingKey ? null : current));
    },
    [removeAsync],
  );
  const openOne = useCallback(
    (property: MyProperty) => {
      setOpenKey(property.listingKey);
      homeOpened(property.listingKey, ownThread);
    },
    [homeOpened],
  );

  const open =
    state.kind === 'list'
      ? state.properties.find((item) => item.listingKey === openKey)
      : undefined;

  return (
    <ChooseHomes>
      {(choice) => (
        <MyPropertiesFrame
          count={count}
          actions={state.kind === 'list' && state.properties.length > 1 ? choice.toggle : null}
        >
          {offlineAsOf === null ? null : <OfflineLine asOf={offlineAsOf} />}
          {state.kind === 'loading' ? <StatusPanel busy>{text.loading}</StatusPanel> : null}
          {state.kind === 'error' ? (
            <div
              role="alert"
              className="flex flex-col items-center gap-4 rounded-2xl bg-white px-6 py-10 text-center shadow-sm ring-1 ring-slate-200"
            >
              <p className="text-sm text-red-700">{text.loadError(state.error)}</p>
              <Button variant="secondary" onClick={retry}>
                {labels.myProperties.tryAgain}
              </Button>
            </div>
          ) : null}
          {state.kind === 'empty' ? <EmptyPanel /> : null}
          {state.kind === 'list' && household.together ? (
            <HouseholdFilters
              filter={household.filter}
              onChange={household.setFilter}
              allLikeLabel={household.allLikeLabel}
              shownKeys={household.shown.map((property) => property.listingKey)}
            />
          ) : null}
          {state.kind === 'list' && household.filter !== 'all' && household.shown.length === 0 ? (
            <FilterEmpty filter={household.filter} />
          ) : null}
          {state.kind === 'list' ? (
            <PropertyList
              properties={household.shown}
              likedByLine={household.likedByLine}
              removeConfirm={household.removeConfirm}
              lockingKeys={lockingKeys}
              onToggleLock={toggleLock}
              onRemove={removeOne}
              onOpen={openOne}
              choice={choice}
            />
          ) : null}
          {state.kind === 'list' ? choice.bar : null}
          {open ? (
            <PropertyDialog
              listingKey={open.listingKey}
              record={open.record ?? undefined}
              freshness={open.freshness}
              display={open.display}
              open
              onOpenChange={(next) => {
                if (!next) setOpenKey(null);
              }}
              buyerActions={{
                locked: open.locked,
                lockBusy: lockingKeys.includes(open.listingKey),
                onToggleLock: () => toggleLock(open),
                onRemove: (reason) => removeOne(open, reason),
                likedByLine: household.likedByLine(open),
                removeConfirm: household.removeConfirm,
              }}
              thread={ownThread}
            />
          ) : null}
          {removed ? (
            <UndoRemovalToast
              key={removed.undoToken}
              removed={removed}
              onClose={() => setRemoved(null)}
            />
          ) : null}
        </MyPropertiesFrame>
      )}
    </ChooseHomes>
  );
};
