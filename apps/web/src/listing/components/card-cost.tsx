import { costMessages, type EstimateFacts } from '@rela/contracts';
import { cx } from '../../lib/class-names';
import { useEstimateDefaults } from '../costs/cost-defaults';
import { cardEstimateText, daysSincePriceCut } from '../costs/estimate';
import { useMinuteClock } from '../model/use-minute-clock';

type CardEstimateProps = {
  /** The listing's facts; null without a price: no estimate. */
  facts: EstimateFacts | null;
  className?: string;
  as?: 'p' | 'span';
};

const estimateClass = 'text-sm font-medium text-slate-600';

/**
 * Under a card's price: "about $3,420/mo" (REQ-COST-MONTHLY), the contracts' estimate under the
 * caller's defaults, computed here without a call; Rela's starting values until they are read.
 */
export const CardEstimate = ({ facts, className, as: Tag = 'p' }: CardEstimateProps) => {
  const line = cardEstimateText(facts, useEstimateDefaults());
  return line ? (
    <Tag data-card-estimate className={cx(estimateClass, className)}>
      {line}
    </Tag>
  ) : null;
};

/** "Price cut 3 days ago" beside a card's estimate, when the price was last lowered (REQ-COST-HISTORY). */
export const PriceCutBadge = ({
  priceCutAt,
  className,
}: {
  priceCutAt: string | null | undefined;
  className?: string;
}) => {
  const days = daysSincePriceCut(priceCutAt, useMinuteClock());
  if (days === null) return null;
  return (
    <span
      data-price-cut
      className={cx(
        'inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-emerald-800 ring-1 ring-emerald-600/20',
        className,
      )}
    >
      <svg viewBox="0 0 12 12" aria-hidden="true" fill="currentColor" className="size-3">
        <path d="M6 10.5 1.5 5.2h2.9V1.5h3.2v3.7h2.9z" />
      </svg>
      {costMessages.priceCut(days)}
    </span>
  );
};
