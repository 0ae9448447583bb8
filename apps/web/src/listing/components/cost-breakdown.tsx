import type { MonthlyCostResponse } from '@rela/contracts';
import { cx } from '../../lib/class-names';
import { costTexts } from '../costs/cost-texts';
import {
  formatMonth,
  formatPercent,
  hoaSourceLine,
  insuranceSourceLine,
  taxSourceLine,
} from '../costs/cost-words';
import { formatPrice } from '../model/format';

const text = costTexts;

type Part = {
  key: 'principalAndInterest' | 'tax' | 'insurance' | 'hoa' | 'mortgageInsurance';
  color: string;
  lines: string[];
};

const partsOf = (answer: MonthlyCostResponse): Part[] => {
  const { sources } = answer;
  const loan = answer.price - answer.downPayment;
  return [
    {
      key: 'principalAndInterest',
      color: 'bg-brand-700',
      lines: [text.loanLine(formatPrice(loan), formatPercent(answer.rate), answer.termYears)],
    },
    {
      key: 'tax',
      color: 'bg-sky-500',
      lines: [
        taxSourceLine(sources.tax),
        ...(answer.sellersLastTax === null
          ? []
          : [text.sellersLastBill(formatPrice(answer.sellersLastTax))]),
      ],
    },
    { key: 'insurance', color: 'bg-amber-400', lines: [insuranceSourceLine(sources.insurance)] },
    { key: 'hoa', color: 'bg-violet-500', lines: [hoaSourceLine(sources.hoa)] },
    {
      key: 'mortgageInsurance',
      color: 'bg-rose-400',
      lines:
        answer.mortgageInsurance > 0
          ? [
              text.sources.mortgageInsuranceRate(
                formatPercent(sources.mortgageInsurance.ratePercent),
              ),
              ...(answer.mortgageInsuranceEndsOn
                ? [text.mortgageInsuranceEnds(formatMonth(answer.mortgageInsuranceEndsOn))]
                : []),
            ]
          : [text.noMortgageInsurance],
    },
  ];
};

/**
 * The breakdown of one answer: a bar of the parts' shares, then each part with where it came from
 * (the tax re-estimated at the price, the seller's last bill beside it; mortgage insurance with the
 * month it ends), and the total, which is the sum of the parts shown.
 */
export const CostBreakdown = ({
  answer,
  stale,
}: {
  answer: MonthlyCostResponse;
  /** A new answer is on its way: the figures dim. */
  stale?: boolean;
}) => {
  const parts = partsOf(answer);
  return (
    <div className={cx('transition-opacity', stale && 'opacity-60')} aria-busy={stale || undefined}>
      <div
        aria-hidden="true"
        className="flex h-2.5 w-full overflow-hidden rounded-full bg-slate-100"
      >
        {parts.map(({ key, color }) =>
          answer[key] > 0 ? (
            <span
              key={key}
              className={cx('h-full', color)}
              style={{ width: `${(answer[key] / Math.max(1, answer.total)) * 100}%` }}
            />
          ) : null,
        )}
      </div>
      <dl className="mt-3 divide-y divide-slate-100">
        {parts.map(({ key, color, lines }) => (
          <div key={key} data-cost-part={key} className="flex items-start gap-3 py-2.5">
            <span
              aria-hidden="true"
              className={cx('mt-1.5 size-2.5 shrink-0 rounded-full', color)}
            />
            <dt className="min-w-0 flex-1">
              <span className="block text-sm font-medium text-slate-800">{text.parts[key]}</span>
              {lines.map((line) => (
                <span key={line} className="block text-xs leading-snug text-slate-500">
                  {line}
                </span>
              ))}
            </dt>
            <dd className="shrink-0 text-sm font-semibold text-slate-900 tabular-nums">
              {formatPrice(answer[key])}
            </dd>
          </div>
        ))}
        <div data-cost-part="total" className="flex items-baseline gap-3 pt-3">
          <dt className="flex-1 text-sm font-semibold text-slate-900">{text.parts.total}</dt>
          <dd className="text-lg font-bold text-slate-900 tabular-nums">
            {formatPrice(answer.total)}
          </dd>
        </div>
      </dl>
    </div>
  );
};
