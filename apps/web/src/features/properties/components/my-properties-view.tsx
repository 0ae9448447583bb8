import { useState, type ReactNode } from 'react';
import { messages } from '@rela/contracts';
import { PropertyDialog } from '../../../components/property';
import { Spinner } from '../../../components/spinner';
import { useRemoveProperty } from '../api/remove-property';
import { useLockingKeys, useSetLiked } from '../api/set-liked';
import { useMyProperties, type MyProperty } from '../hooks/use-my-properties';
import { CountBadge } from './count-badge';
import { PropertyList } from './property-list';

const text = messages.properties;

/** The view's frame: the heading, the count badge once the keys are known, and the content. */
export const MyPropertiesFrame = ({ count, children }: { count?: number; children: ReactNode }) => (
  <section aria-labelledby="my-properties-title" className="space-y-5">
    <div className="flex items-center gap-3">
      <h1 id="my-properties-title" className="text-2xl font-bold tracking-tight text-slate-900">
        {messages.ui.views.buyer}
      </h1>
      {count === undefined ? null : <CountBadge count={count} />}
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

/** The buyer's homes: states, ordered cards, lock and remove, and the detail dialog. */
export const MyPropertiesView = ({ now }: { now?: () => number }) => {
  const { state, count } = useMyProperties({ now });
  const setLiked = useSetLiked();
  const remove = useRemoveProperty();
  const lockingKeys = useLockingKeys();
  const [openKey, setOpenKey] = useState<string | null>(null);

  const toggleLock = (property: MyProperty) =>
    setLiked.mutate({ listingKey: property.listingKey, liked: !property.locked });
  const removeOne = async (property: MyProperty) => {
    await remove.mutateAsync({ listingKey: property.listingKey, liked: property.locked });
    setOpenKey((current) => (current === property.listingKey ? null : current));
  };

  const open =
    state.kind === 'list'
      ? state.properties.find((item) => item.listingKey === openKey)
      : undefined;

  return (
    <MyPropertiesFrame count={count}>
      {state.kind === 'loading' ? <StatusPanel busy>{text.loading}</StatusPanel> : null}
      {state.kind === 'error' ? (
        <p
          role="alert"
          className="rounded-2xl bg-red-50 px-6 py-5 text-sm text-red-800 ring-1 ring-red-200"
        >
          {text.loadError(state.error)}
        </p>
      ) : null}
      {state.kind === 'empty' ? <StatusPanel>{text.none}</StatusPanel> : null}
      {state.kind === 'list' ? (
        <PropertyList
          properties={state.properties}
          lockingKeys={lockingKeys}
          onToggleLock={toggleLock}
          onRemove={removeOne}
          onOpen={(property) => setOpenKey(property.listingKey)}
        />
      ) : null}
      {open ? (
        <PropertyDialog
          listingKey={open.listingKey}
          record={open.record ?? undefined}
          open
          onOpenChange={(next) => {
            if (!next) setOpenKey(null);
          }}
          buyerActions={{
            locked: open.locked,
            lockBusy: lockingKeys.includes(open.listingKey),
            onToggleLock: () => toggleLock(open),
            onRemove: () => removeOne(open),
          }}
        />
      ) : null}
    </MyPropertiesFrame>
  );
};
