import type { ListingFreshness } from '@rela/contracts';
import { labels } from '../../lib/labels';

const text = labels.property.updated;
const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;

/** Each listing's freshness by key, as the properties call answers it (ADR 021). */
export type FreshnessByKey = Readonly<Record<string, ListingFreshness>>;

/**
 * `Updated just now` under a minute, then `Updated N min ago`, `N h ago` and `N d ago`, each
 * rounded down; a time ahead of the clock (skew) is just now; `null` for a time that does not parse.
 */
export const updatedLabel = (confirmedAt: string, now: number): string | null => {
  const at = Date.parse(confirmedAt);
  if (Number.isNaN(at)) return null;
  const age = now - at;
  if (age < minuteMs) return text.justNow;
  if (age < hourMs) return text.ago(text.minutes(Math.floor(age / minuteMs)));
  if (age < dayMs) return text.ago(text.hours(Math.floor(age / hourMs)));
  return text.ago(text.days(Math.floor(age / dayMs)));
};

const fullDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short' });

/** The confirmation time in full, in the browser's time zone: `Wednesday, November 25, 2026 at 12:08 PM`. */
export const confirmedDate = (confirmedAt: string) => fullDate.format(new Date(confirmedAt));

/** A listing that left the feed: the replica keeps its last known facts (ADR 021). */
export const isOffMarket = (freshness: ListingFreshness | undefined) =>
  freshness?.onMarket === false;
