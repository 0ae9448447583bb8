import type { ListingHistoryEvent } from '@rela/contracts';
import { Spinner } from '../../components/spinner';
import { cx } from '../../lib/class-names';
import { costTexts } from '../costs/cost-texts';
import { formatSignedPercent, formatSignedPrice, shortDate } from '../costs/cost-words';
import { useListingHistory } from '../costs/listing-history';
import { formatPrice } from '../model/format';
import { useMinuteClock } from '../model/use-minute-clock';
import { PriceHistoryChart } from './price-history-chart';

const text = costTexts.history;

type Line = { title: string; detail?: string; tone: 'good' | 'caution' | 'plain' };

/** One event in words: "Price cut · −$15,000 (−3.2%)", "Status: Pending", "Listed". */
export const historyLine = (event: ListingHistoryEvent): Line => {
  switch (event.kind) {
    case 'listed':
      return { title: text.listed, tone: 'plain' };
    case 'price-change': {
      const { price, previousPrice } = event;
      if (price === undefined || previousPrice === undefined || previousPrice <= 0)
        return { title: text.priceChange, tone: 'plain' };
      const change = price - previousPrice;
      return {
        title: change < 0 ? text.priceDown : text.priceUp,
        detail: text.change(formatSignedPrice(change), formatSignedPercent(change, previousPrice)),
        tone: change < 0 ? 'good' : 'caution',
      };
    }
    case 'status-change':
      return {
        title: event.status ? text.status(event.status) : text.statusChanged,
        tone: 'plain',
      };
    case 'back-on-market':
      return { title: text.backOnMarket, tone: 'good' };
    case 'off-market':
      return { title: text.offMarket, tone: 'caution' };
  }
};

const dotClass: Record<Line['tone'], string> = {
  good: 'bg-brand-600',
  caution: 'bg-amber-500',
  plain: 'bg-slate-400',
};

/**
 * "Price history" (REQ-COST-HISTORY): the days on market, a small chart of the list price, and the
 * timeline newest first (listed, each price change with its amount and percent, status changes).
 */
export const PriceHistorySection = ({ listingKey }: { listingKey: string }) => {
  const history = useListingHistory(listingKey);
  const now = useMinuteClock();
  const data = history.data;
  return (
    <section aria-labelledby={`history-${listingKey}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={`history-${listingKey}`} className="text-base font-semibold text-slate-900">
          {text.heading}
        </h3>
        {data?.daysOnMarket !== null && data?.daysOnMarket !== undefined ? (
          <p className="text-sm font-medium text-slate-600">
            {text.daysOnMarket(data.daysOnMarket)}
          </p>
        ) : null}
      </div>
      {history.isError ? (
        <p className="mt-2 text-sm text-slate-600">{text.failed}</p>
      ) : !data ? (
        <p role="status" className="mt-2 flex items-center gap-3 text-sm text-slate-600">
          <Spinner size="sm" />
          {text.loading}
        </p>
      ) : data.events.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">{text.none}</p>
      ) : (
        <div className="mt-3 space-y-3">
          <PriceHistoryChart events={data.events} now={now} />
          <ol className="divide-y divide-slate-100">
            {[...data.events].reverse().map((event, index) => {
              const line = historyLine(event);
              return (
                <li
                  key={`${event.at}-${event.kind}-${index}`}
                  className="grid grid-cols-[5.5rem_minmax(0,1fr)_auto] items-baseline gap-x-3 py-2 text-sm sm:grid-cols-[7rem_minmax(0,1fr)_auto]"
                >
                  <span className="text-slate-500 tabular-nums">
                    {shortDate(event.at, now) ?? event.at}
                  </span>
                  <span className="min-w-0">
                    <span className="flex items-center gap-2 font-medium text-slate-800">
                      <span
                        aria-hidden="true"
                        className={cx('size-2 shrink-0 rounded-full', dotClass[line.tone])}
                      />
                      {line.title}
                    </span>
                    {line.detail ? (
                      <span
                        className={cx(
                          'block pl-4 text-xs',
                          line.tone === 'good' ? 'text-brand-800' : 'text-amber-800',
                        )}
                      >
                        {line.detail}
                      </span>
                    ) : null}
                  </span>
                  <span className="text-right font-semibold text-slate-900 tabular-nums">
                    {event.price === undefined ? '' : formatPrice(event.price)}
                  </span>
                </li>
              );
            })}
          </ol>
        </div>
      )}
    </section>
  );
};
