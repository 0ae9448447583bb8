import { useEffect, useRef, useState } from 'react';
import { costMessages, type MonthlyCostResponse } from '@rela/contracts';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { useViewerProfile } from '../../lib/account-info';
import { costTexts } from '../costs/cost-texts';
import { useCostDefaults } from '../costs/cost-defaults';
import { askedQuery, downPaymentPercent, type AskedCosts } from '../costs/cost-fields';
import { monthlyCostSectionId } from '../costs/estimate';
import { useMonthlyCost } from '../costs/monthly-cost';
import { useUpdateCostDefaults } from '../costs/update-cost-defaults';
import { formatPrice } from '../model/format';
import { CostBreakdown } from './cost-breakdown';
import { CostInputs, type DefaultsSave } from './cost-inputs';

const text = costTexts;

const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : text.failed;

/**
 * The dialog's "Monthly cost" (REQ-COST-MONTHLY): the server's breakdown under the caller's
 * defaults and what was changed here; each input editable, with where it came from. A buyer's
 * change of down payment, rate or term becomes their household's default (the cards and Compare
 * follow at once); a price offered and an insurance quote stay with this dialog. The estimate's
 * caveat is always there.
 */
export const MonthlyCostSection = ({
  listingKey,
  listPrice,
  shownAt = 0,
}: {
  listingKey: string;
  listPrice: number;
  /** Counts the asks to show the section (the estimate beside the price): each scrolls to it. */
  shownAt?: number;
}) => {
  const [asked, setAsked] = useState<AskedCosts>({});
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (shownAt > 0) ref.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [shownAt]);
  const defaults = useCostDefaults();
  const saves = defaults.data?.scope === 'buyer' && defaults.data.editable;
  const update = useUpdateCostDefaults();
  const monthly = useMonthlyCost(listingKey, askedQuery(asked, listPrice));
  const profile = useViewerProfile();
  const viewer = {
    name: profile ? `${profile.firstName} ${profile.lastName}`.trim() : null,
    buyer: profile ? profile.role === 'buyer' : saves,
  };
  const price = asked.price ?? listPrice;

  const ask = (change: Partial<AskedCosts>) => setAsked((current) => ({ ...current, ...change }));
  // A buyer's down payment, rate or term is saved for every home; if it cannot be, it stays here.
  const keep: DefaultsSave = (change) => {
    const body = {
      ...(change.downPayment
        ? { downPaymentPercent: downPaymentPercent(change.downPayment, price) }
        : {}),
      ...(change.rate === undefined ? {} : { rate: change.rate }),
      ...(change.termYears === undefined ? {} : { termYears: change.termYears }),
    };
    if (!saves) return ask(change);
    update.mutate(body, {
      // The household's default now applies: what was asked here of the same input gives way.
      onSuccess: () =>
        setAsked((current) =>
          Object.fromEntries(Object.entries(current).filter(([name]) => !(name in change))),
        ),
      onError: () => ask(change),
    });
  };
  const answer: MonthlyCostResponse | undefined = monthly.data;

  return (
    <section
      ref={ref}
      id={monthlyCostSectionId(listingKey)}
      aria-labelledby={`${monthlyCostSectionId(listingKey)}-title`}
      className="scroll-mt-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3
          id={`${monthlyCostSectionId(listingKey)}-title`}
          className="text-base font-semibold text-slate-900"
        >
          {text.monthlyCost}
        </h3>
        {answer ? (
          <p className="text-2xl font-bold tracking-tight text-slate-900 tabular-nums">
            {text.perMonth(formatPrice(answer.total))}
          </p>
        ) : null}
      </div>
      {monthly.isError ? (
        <div
          role="alert"
          className="mt-3 flex flex-wrap items-center gap-3 rounded-lg bg-red-50 px-3 py-2.5 text-sm text-red-800"
        >
          <span className="flex-1">{errorText(monthly.error)}</span>
          <Button
            variant="secondary"
            className="min-h-9 py-1.5"
            onClick={() => void monthly.refetch()}
          >
            {text.tryAgain}
          </Button>
        </div>
      ) : null}
      {answer ? (
        <div className="mt-3 grid gap-x-8 gap-y-6 md:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)]">
          <CostBreakdown answer={answer} stale={monthly.isPlaceholderData} />
          <div className="md:order-first">
            <CostInputs
              answer={answer}
              viewer={viewer}
              onAsk={ask}
              onKeep={keep}
              saving={update.isPending}
            />
            <SaveStatus saves={saves} update={update} />
            {Object.keys(asked).length > 0 ? (
              <Button variant="link" className="mt-3 text-sm" onClick={() => setAsked({})}>
                {text.reset}
              </Button>
            ) : null}
          </div>
        </div>
      ) : monthly.isPending ? (
        <p role="status" className="mt-3 flex items-center gap-3 py-6 text-sm text-slate-600">
          <Spinner size="sm" />
          {text.loading}
        </p>
      ) : null}
      <p className="mt-4 rounded-lg bg-slate-50 px-3 py-2 text-xs leading-relaxed text-slate-600">
        {costMessages.estimate}
      </p>
    </section>
  );
};

const SaveStatus = ({
  saves,
  update,
}: {
  saves: boolean;
  update: ReturnType<typeof useUpdateCostDefaults>;
}) => {
  if (!saves || update.isIdle) return null;
  const line = update.isPending
    ? text.savingDefaults
    : update.isError
      ? text.saveFailed
      : text.savedDefaults;
  return (
    <p
      role="status"
      className={`mt-3 text-xs font-medium ${update.isError ? 'text-amber-800' : 'text-brand-800'}`}
    >
      {line}
    </p>
  );
};
