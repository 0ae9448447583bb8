import { useState } from 'react';
import { activityMessages } from '@rela/contracts';
import { PropertyDialog } from '../../../listing/components';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { useActivityFeed, type FeedFilters } from '../api/activity-feed';
import { useMyBuyers } from '../../../lib/team-users';
import { dayHeading, groupByDay } from '../utils/day-groups';
import { ActivityFilters } from './activity-filters';
import { ActivityRow } from './activity-row';
import { HotHomes } from './hot-homes';

/** The home a line or a Hot home opens, in that buyer's thread. */
type OpenHome = { listingKey: string; buyerUsername: string };

/**
 * A realtor's timeline of what their buyers do, by day, with filters and Hot homes (ADR 033);
 * every line and Hot home opens its home's dialog.
 */
export const ActivityFeed = ({ now = () => new Date() }: { now?: () => Date }) => {
  const [filters, setFilters] = useState<FeedFilters>({});
  const [open, setOpen] = useState<OpenHome | null>(null);
  const buyers = useMyBuyers();
  const feed = useActivityFeed(filters);
  const pages = feed.data?.pages ?? [];
  const events = pages.flatMap((page) => page.items);
  const hot = pages[0]?.hot ?? [];
  const filtered = Boolean(filters.buyer || filters.kind);
  const today = now();

  return (
    <section aria-labelledby="activity-feed-title" className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h2 id="activity-feed-title" className="text-lg font-semibold text-slate-900">
          {activityMessages.feedTitle}
        </h2>
        <ActivityFilters buyers={buyers.data ?? []} value={filters} onChange={setFilters} />
      </div>
      {feed.isSuccess ? <HotHomes homes={hot} onOpen={setOpen} /> : null}
      {feed.isPending ? (
        <p role="status" className="flex items-center justify-center gap-3 py-10 text-slate-600">
          <Spinner />
          <span>{activityMessages.loading}</span>
        </p>
      ) : feed.isError ? (
        <Alert>
          {activityMessages.loadFailed}{' '}
          <Button variant="link" onClick={() => void feed.refetch()}>
            {activityMessages.retry}
          </Button>
        </Alert>
      ) : events.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center text-sm text-slate-600">
          {filtered ? activityMessages.noneMatching : activityMessages.empty}
        </p>
      ) : (
        <div className="rounded-2xl bg-white px-4 shadow-sm ring-1 ring-slate-200 sm:px-6">
          {groupByDay(events).map((group) => {
            const heading = dayHeading(group.day, today, activityMessages);
            return (
              <section key={group.day} aria-label={heading} className="py-2">
                <h3 className="sticky top-0 z-10 -mx-4 border-b border-slate-100 bg-white/95 px-4 pt-3 pb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase backdrop-blur sm:-mx-6 sm:px-6">
                  {heading}
                </h3>
                <ul className="divide-y divide-slate-100">
                  {group.items.map((event) => (
                    <ActivityRow key={event.id} event={event} onOpen={setOpen} />
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      )}
      {feed.hasNextPage ? (
        <div className="flex justify-center">
          <Button
            variant="secondary"
            busy={feed.isFetchingNextPage}
            disabled={feed.isFetchingNextPage}
            onClick={() => void feed.fetchNextPage()}
          >
            {activityMessages.loadMore}
          </Button>
        </div>
      ) : null}
      {open ? (
        <PropertyDialog
          listingKey={open.listingKey}
          open
          onOpenChange={(next) => {
            if (!next) setOpen(null);
          }}
          thread={{ side: 'realtor', buyer: open.buyerUsername }}
        />
      ) : null}
    </section>
  );
};
