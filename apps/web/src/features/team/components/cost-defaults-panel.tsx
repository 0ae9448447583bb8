import { useState } from 'react';
import { costMessages, type CostDefaultsResponse } from '@rela/contracts';
import { Button } from '../../../components/button';
import { useCostDefaults } from '../../../listing/costs/cost-defaults';
import { formatPercent, inputSourceLine, shortDate } from '../../../listing/costs/cost-words';
import { useUpdateCostDefaults } from '../../../listing/costs/update-cost-defaults';
import { useViewerProfile } from '../../../lib/account-info';
import { costTexts } from '../../../listing/costs/cost-texts';
import { CostDefaultsForm } from './cost-defaults-form';

const text = costTexts.defaults;

const summary = (defaults: CostDefaultsResponse) =>
  text.summary(
    formatPercent(defaults.downPaymentPercent),
    formatPercent(defaults.rate),
    defaults.termYears,
  );

/** When and by whom the company's rate was set, or that nobody did (REQ-COST-DEFAULTS). */
const companyRateLine = ({ companyRate }: CostDefaultsResponse) => {
  const date = companyRate.at ? shortDate(companyRate.at) : null;
  return companyRate.by && date ? text.rateSet(companyRate.by, date) : costMessages.rateNeverSet;
};

/** Where each of a buyer's values came from, as their realtor reads it. */
const buyerSourceLines = (defaults: CostDefaultsResponse, viewerName: string | null) => {
  const viewer = { name: viewerName, buyer: false };
  const names = costTexts.inputs;
  return [
    {
      key: 'downPayment',
      line: `${names.downPayment}: ${inputSourceLine(
        'downPayment',
        defaults.sources.downPaymentPercent,
        formatPercent(defaults.downPaymentPercent),
        viewer,
      )}`,
    },
    {
      key: 'rate',
      line: `${names.rate}: ${inputSourceLine('rate', defaults.sources.rate, formatPercent(defaults.rate), viewer)}`,
    },
    {
      key: 'termYears',
      line: `${names.termYears}: ${inputSourceLine(
        'termYears',
        defaults.sources.termYears,
        costTexts.years(defaults.termYears),
        viewer,
      )}`,
    },
  ];
};

const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : text.failed;

/**
 * The loan defaults every estimate starts from (REQ-COST-DEFAULTS, ADR 051): one buyer's household's
 * for their realtor (`buyer`), or the company's (its owner edits them; the others read them), with
 * where each value came from and, for the company, when and by whom its rate was last set.
 */
export const CostDefaultsPanel = ({ buyer }: { buyer?: string }) => {
  const defaults = useCostDefaults(buyer);
  const update = useUpdateCostDefaults(buyer);
  const [editing, setEditing] = useState(false);
  const profile = useViewerProfile();
  const viewerName = profile ? `${profile.firstName} ${profile.lastName}`.trim() : null;
  const heading = buyer ? text.buyerHeading : text.companyHeading;
  const data = defaults.data;
  return (
    <section
      aria-label={heading}
      className={
        buyer
          ? 'mt-4 border-t border-slate-100 pt-4'
          : 'mb-5 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:px-5'
      }
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h2
            className={
              buyer
                ? 'text-sm font-semibold text-slate-900'
                : 'text-base font-semibold text-slate-900'
            }
          >
            {heading}
          </h2>
          <p className="mt-0.5 text-sm text-slate-500">
            {buyer ? text.buyerHint : text.companyHint}
          </p>
        </div>
        {data?.editable && !editing ? (
          <Button variant="secondary" className="min-h-9 py-1.5" onClick={() => setEditing(true)}>
            {text.edit}
          </Button>
        ) : null}
      </div>
      {defaults.isError ? (
        <p className="mt-2 text-sm text-slate-600">{errorText(defaults.error)}</p>
      ) : !data ? (
        <p role="status" className="mt-2 text-sm text-slate-600">
          {text.loading}
        </p>
      ) : editing ? (
        <CostDefaultsForm
          defaults={data}
          saving={update.isPending}
          error={update.isError ? errorText(update.error) : null}
          onCancel={() => {
            update.reset();
            setEditing(false);
          }}
          onSave={(body) => update.mutate(body, { onSuccess: () => setEditing(false) })}
        />
      ) : (
        <div className="mt-2">
          <p className="text-lg font-semibold tracking-tight text-slate-900">{summary(data)}</p>
          {buyer ? (
            <div className="mt-1 space-y-0.5 text-xs text-slate-500">
              {buyerSourceLines(data, viewerName).map(({ key, line }) => (
                <p key={key}>{line}</p>
              ))}
            </div>
          ) : (
            <p className="mt-1 text-xs text-slate-500">
              {companyRateLine(data)}
              {data.editable ? null : ` ${text.readOnly}`}
            </p>
          )}
          {update.isSuccess ? (
            <p role="status" className="mt-1 text-xs font-medium text-brand-800">
              {text.saved}
            </p>
          ) : null}
        </div>
      )}
    </section>
  );
};
