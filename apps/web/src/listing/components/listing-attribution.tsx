import type { ListingDisplay } from '@rela/contracts';
import { cx } from '../../lib/class-names';

/**
 * The listing's attribution (REQ-DISPLAY-ATTRIBUTION, ADR 048): "Listing courtesy of Acme Realty,
 * (919) 555-0100" as listing sites write it. At least as prominent as the listing's own smallest
 * text: the same size and grey as the card's and dialog's other quiet lines (text-xs, slate-500,
 * 4.8:1 on white), never smaller, lighter or hidden behind a tooltip.
 */
export const ListingAttribution = ({
  display,
  variant,
  className,
}: {
  display: ListingDisplay | undefined;
  /** `compact`: a card's one line (the office); `full`: the dialog's, with the contact. */
  variant: 'compact' | 'full';
  className?: string;
}) => {
  const line = display?.attribution?.[variant];
  if (!line) return null;
  return (
    <p
      title={variant === 'compact' ? display?.attribution?.full : undefined}
      className={cx(
        'text-xs text-slate-500',
        variant === 'compact' ? 'truncate' : 'text-pretty',
        className,
      )}
    >
      {line}
    </p>
  );
};

/** The MLS's disclaimer at the foot of the listing's facts: source, reliability, data time. */
export const ListingDisclaimer = ({ display }: { display: ListingDisplay | undefined }) =>
  display ? (
    <p className="mt-4 text-xs leading-relaxed text-pretty text-slate-500">{display.disclaimer}</p>
  ) : null;
