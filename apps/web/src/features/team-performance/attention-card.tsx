import { useState } from 'react';
import { Link } from 'react-router';
import { teamPerformanceMessages } from '@rela/contracts';
import { useAttention } from './api/attention';
import { AttentionIcon } from './components/attention-icon';
import { attentionTexts as text } from './attention-texts';
import { attentionText } from './utils/attention-line';

/** Lines the card shows; the rest are on the page. */
const LINES = 3;

/**
 * A lead's and an owner's `/home`: the first lines of "Needs attention" and the way to the
 * performance page (REQ-PERFORMANCE-ATTENTION). Light on purpose: no figures, no chart code.
 */
export const AttentionCard = () => {
  const attention = useAttention();
  const [now] = useState(() => Date.now());
  if (attention.isError) return null;
  const items = attention.data?.items ?? [];
  const total = attention.data?.total ?? 0;
  return (
    <section
      aria-labelledby="attention-card-title"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <h2 id="attention-card-title" className="text-base font-semibold text-slate-900">
            {text.title}
          </h2>
          {total > 0 ? (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              {text.count(total)}
            </span>
          ) : null}
        </div>
        <Link
          to="/performance"
          className="inline-flex min-h-10 items-center text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {text.seeAll}
        </Link>
      </div>
      {attention.isPending ? (
        <div aria-hidden="true" className="mt-2 h-8 animate-pulse rounded-lg bg-slate-100" />
      ) : items.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">
          {teamPerformanceMessages.nothingNeedsAttention}
        </p>
      ) : (
        <ul className="mt-2 space-y-2">
          {items.slice(0, LINES).map((item) => (
            <li
              key={`${item.kind}-${item.realtor.username}-${item.buyer?.username ?? ''}-${item.since}`}
              className="flex items-center gap-3 text-sm text-slate-800"
            >
              <AttentionIcon kind={item.kind} />
              <span className="min-w-0">{attentionText(item, now)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
