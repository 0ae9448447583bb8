import { useState } from 'react';
import { Link, useNavigate, useSearchParams, useLocation } from 'react-router';
import { compareMessages } from '@rela/contracts';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { PropertyDialog } from '../../listing/components';
import { CompareTable } from './components/compare-table';
import { useCompareHomes } from './hooks/use-compare-homes';
import { parseCompareKeys } from './utils/compare-keys';

const text = compareMessages;

const panel =
  'flex flex-col items-center gap-4 rounded-2xl bg-white px-6 py-12 text-center text-sm text-slate-600 shadow-sm ring-1 ring-slate-200';

const backClass =
  'inline-flex min-h-10 items-center gap-1.5 rounded-lg pr-3 text-sm font-semibold text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900';

/**
 * Back to the homes compared: a buyer's homes (a realtor's view) open on that buyer; otherwise
 * where the user came from, or home after a reload.
 */
const BackLink = ({ buyer }: { buyer: string | null }) => {
  const navigate = useNavigate();
  const location = useLocation();
  const cameFromApp = location.key !== 'default';
  return (
    <Link
      to={buyer ? `/home?buyerId=${encodeURIComponent(buyer)}` : '/home'}
      onClick={(event) => {
        if (buyer || !cameFromApp) return;
        event.preventDefault();
        void navigate(-1);
      }}
      className={backClass}
    >
      <svg viewBox="0 0 20 20" aria-hidden="true" fill="currentColor" className="size-4">
        <path d="M12.5 4.2 6.7 10l5.8 5.8-1.1 1.1L4.5 10l6.9-6.9z" />
      </svg>
      {text.back}
    </Link>
  );
};

const Homes = ({ listingKeys }: { listingKeys: string[] }) => {
  const state = useCompareHomes(listingKeys);
  const [open, setOpen] = useState<{ listingKey: string; tab: 'mls' | 'ai' } | null>(null);
  if (state.kind === 'loading') {
    return (
      <p role="status" className={panel}>
        <Spinner size="sm" />
        {text.loading}
      </p>
    );
  }
  if (state.kind === 'error') {
    return (
      <div role="alert" className={panel}>
        <p className="text-red-700">{text.loadFailed}</p>
        <Button variant="secondary" onClick={state.retry}>
          {text.tryAgain}
        </Button>
      </div>
    );
  }
  const shownHome = open ? state.homes.find((home) => home.listingKey === open.listingKey) : null;
  return (
    <>
      {state.gone.length > 0 ? (
        <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
          {text.gone}: {state.gone.join(', ')}
        </p>
      ) : null}
      <p className="text-xs text-slate-500 sm:hidden" aria-hidden="true">
        {text.swipeHint} →
      </p>
      <CompareTable
        homes={state.homes}
        onOpen={(listingKey, tab) => setOpen({ listingKey, tab })}
      />
      {open && shownHome ? (
        <PropertyDialog
          key={`${open.listingKey}-${open.tab}`}
          listingKey={open.listingKey}
          record={shownHome.record}
          display={shownHome.display}
          initialTab={open.tab}
          open
          onOpenChange={(next) => {
            if (!next) setOpen(null);
          }}
        />
      ) : null}
    </>
  );
};

/** `/compare?keys=K1,K2,K3`: 2 to 4 homes side by side (ADR 022). */
export const ComparePage = () => {
  const [params] = useSearchParams();
  const listingKeys = parseCompareKeys(params.get('keys'));
  return (
    <div className="mx-auto w-full max-w-7xl space-y-4 px-4 py-5 sm:px-6 sm:py-8 lg:px-8">
      <div className="space-y-1">
        <BackLink buyer={params.get('buyer')} />
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {text.title}
        </h1>
      </div>
      {listingKeys ? (
        <Homes key={listingKeys.join(',')} listingKeys={listingKeys} />
      ) : (
        <p role="alert" className={panel}>
          {text.wrongCount}
        </p>
      )}
    </div>
  );
};
