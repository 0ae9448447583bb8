import type { ListingAttribution as Attribution } from '@rela/contracts';
import { cx } from '../../lib/class-names';

/** The quiet text of a listing (ADR 048): the size and grey of its "Updated" line, never less. */
export const listingQuietText = 'text-xs text-slate-500';

/** "(919) 555-0100" never breaks across two lines: its space becomes a no-break space. */
export const keepPhonesWhole = (line: string) => line.replace(/\((\d{3})\) (?=\d)/g, '($1)\u00a0');

/**
 * The listing's attribution (REQ-DISPLAY-ATTRIBUTION, ADR 048): "Listing courtesy of Acme Realty,
 * (919) 555-0100" as listing sites write it. At least as prominent as the listing's own smallest
 * text: the same size and grey as the card's and dialog's other quiet lines (text-xs, slate-500,
 * 4.8:1 on white), never smaller, lighter or hidden behind a tooltip. Every surface that shows a
 * listing uses this one line: the cards, the dialog, search and its map, compare and tours.
 */
export const ListingAttribution = ({
  attribution,
  variant,
  as: Tag = 'p',
  className,
}: {
  /** The answer's attribution (`display[key].attribution`, a search item's, a tour's). */
  attribution: Attribution | undefined;
  /** `compact`: a card's one line (the office); `full`: the dialog's, with the contact. */
  variant: 'compact' | 'full';
  /** `span` inside a button (a search result, a map card); a paragraph elsewhere. */
  as?: 'p' | 'span';
  className?: string;
}) => {
  const line = attribution?.[variant];
  if (!line) return null;
  return (
    <Tag
      title={variant === 'compact' ? attribution?.full : undefined}
      // Wrapped, never cut: a firm's name is the rule's whole point (a card grows a line).
      className={cx(listingQuietText, Tag === 'span' && 'block', 'text-pretty', className)}
    >
      {keepPhonesWhole(line)}
    </Tag>
  );
};

/** The MLS's disclaimer at the foot of the listing's facts: source, reliability, data time. */
export const ListingDisclaimer = ({ disclaimer }: { disclaimer: string | undefined }) =>
  disclaimer ? (
    <p className={cx('mt-4 leading-relaxed text-pretty', listingQuietText)}>{disclaimer}</p>
  ) : null;

/**
 * The disclaimers of the listings on a page (search, compare, tours), each once, at its foot: one
 * per MLS on a search page, one per home where each names its own data time.
 */
export const ListingDisclaimers = ({
  disclaimers,
  label,
  className,
}: {
  disclaimers: readonly (string | null | undefined)[];
  /** Names the group for a screen reader ("Listing data"). */
  label: string;
  className?: string;
}) => {
  const each = [...new Set(disclaimers.filter((text): text is string => Boolean(text)))];
  if (each.length === 0) return null;
  return (
    <section
      aria-label={label}
      className={cx('space-y-1 leading-relaxed text-pretty', listingQuietText, className)}
    >
      {each.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </section>
  );
};
