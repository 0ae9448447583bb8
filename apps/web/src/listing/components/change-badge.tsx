import { useContext } from 'react';
import { QueryClientContext, useQuery } from '@tanstack/react-query';
import { cx } from '../../lib/class-names';
import { recentNoticesQueryOptions } from '../../lib/notices';
import { changeBadges, type ChangeBadge as Badge } from '../model/change-badge';
import { useMinuteClock } from '../model/use-minute-clock';

const toneClass: Record<Badge['tone'], string> = {
  good: 'bg-emerald-700 text-white',
  caution: 'bg-amber-400 text-amber-950',
  new: 'bg-sky-700 text-white',
};

/**
 * The latest change of a home in the last 7 days ("Price ↓ $15,000", "Pending", "Back on
 * market", "New"), read from the notices the header's bell keeps fresh; it never asks by itself.
 */
const NoticeBadge = ({ listingKey, className }: { listingKey: string; className?: string }) => {
  const now = useMinuteClock();
  const { data } = useQuery({ ...recentNoticesQueryOptions(), enabled: false });
  const badge = data ? changeBadges(data.items, now).get(listingKey) : undefined;
  if (!badge) return null;
  return (
    <span
      data-change-badge={badge.tone}
      className={cx(
        'inline-flex items-center rounded-md px-2 py-0.5 text-xs font-bold tracking-tight shadow-sm',
        toneClass[badge.tone],
        className,
      )}
    >
      {badge.text}
    </span>
  );
};

/** The badge, where a query client holds the notices (a card drawn alone has none: no badge). */
export const ChangeBadge = (props: { listingKey: string; className?: string }) =>
  useContext(QueryClientContext) ? <NoticeBadge {...props} /> : null;
