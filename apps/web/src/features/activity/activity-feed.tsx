import { activityMessages } from '@rela/contracts';

/** A realtor's timeline of what their buyers do, with filters and Hot homes (issue 23). */
export const ActivityFeed = () => (
  <section aria-labelledby="activity-feed-title">
    <h2 id="activity-feed-title" className="text-lg font-semibold text-slate-900">
      {activityMessages.title}
    </h2>
  </section>
);

/** A team lead's counts per realtor, an owner's per team lead: never the events themselves. */
export const ActivityCounts = () => (
  <section aria-labelledby="activity-counts-title">
    <h2 id="activity-counts-title" className="text-lg font-semibold text-slate-900">
      {activityMessages.countsTitle}
    </h2>
  </section>
);
