import { useState } from 'react';
import { Link } from 'react-router';
import { teamPerformanceMessages, type AttentionItem } from '@rela/contracts';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { useAttention } from '../api/attention';
import { attentionTexts as text } from '../attention-texts';
import { attentionText, whoShould } from '../utils/attention-line';
import { AttentionIcon } from './attention-icon';

/** Lines shown before "Show all". */
const FIRST_LINES = 5;

const AttentionLine = ({ item, now }: { item: AttentionItem; now: number }) => {
  const sentence = attentionText(item, now);
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:gap-4">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <AttentionIcon kind={item.kind} />
        <p className="min-w-0 text-sm text-slate-800">{sentence}</p>
      </div>
      {item.href ? (
        <Link
          to={item.href}
          aria-label={`${text.open[item.kind]}: ${sentence}`}
          className="ml-11 inline-flex min-h-10 shrink-0 items-center self-start rounded-lg px-3 text-sm font-semibold text-brand-700 ring-1 ring-slate-300 ring-inset hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:ml-0 sm:self-auto"
        >
          {text.open[item.kind]}
        </Link>
      ) : (
        <p className="ml-11 shrink-0 text-sm font-medium text-slate-600 sm:ml-0">
          {whoShould(item)}
        </p>
      )}
    </li>
  );
};

/** "Needs attention" on top of the page: each line with where to act, or who should. */
export const AttentionList = ({ now }: { now: number }) => {
  const attention = useAttention();
  const [all, setAll] = useState(false);
  const items = attention.data?.items ?? [];
  const shown = all ? items : items.slice(0, FIRST_LINES);
  const total = attention.data?.total ?? 0;
  return (
    <section
      aria-labelledby="attention-title"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <div className="flex items-center gap-2">
        <h2 id="attention-title" className="text-base font-semibold text-slate-900">
          {text.title}
        </h2>
        {total > 0 ? (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            {text.count(total)}
          </span>
        ) : null}
      </div>
      {attention.isPending ? (
        <div aria-hidden="true" className="mt-3 space-y-3">
          {[0, 1].map((line) => (
            <div key={line} className="h-8 animate-pulse rounded-lg bg-slate-100" />
          ))}
        </div>
      ) : attention.isError ? (
        <Alert className="mt-3">{text.loadFailed}</Alert>
      ) : items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          {teamPerformanceMessages.nothingNeedsAttention}
        </p>
      ) : (
        <>
          <ul className="mt-1 divide-y divide-slate-100">
            {shown.map((item) => (
              <AttentionLine
                key={`${item.kind}-${item.realtor.username}-${item.buyer?.username ?? ''}-${item.since}`}
                item={item}
                now={now}
              />
            ))}
          </ul>
          <div className="flex flex-wrap items-center gap-3 pt-2 text-sm text-slate-600">
            {items.length > FIRST_LINES ? (
              <Button variant="link" onClick={() => setAll(!all)}>
                {all ? text.fewer : text.more(items.length)}
              </Button>
            ) : null}
            {total > items.length ? <span>{text.notShown(total - items.length)}</span> : null}
          </div>
        </>
      )}
    </section>
  );
};
