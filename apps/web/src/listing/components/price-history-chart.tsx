import type { ListingHistoryEvent } from '@rela/contracts';
import { costTexts } from '../costs/cost-texts';
import { shortDate } from '../costs/cost-words';
import { formatPrice } from '../model/format';

/** `at` in milliseconds; `when` as the answer wrote it (a date stays a date). */
type Point = { at: number; when: string; price: number };

/** The list price at each priced event, oldest first. */
export const pricePoints = (events: readonly ListingHistoryEvent[]): Point[] =>
  events
    .filter((event) => typeof event.price === 'number')
    .map((event) => ({ at: Date.parse(event.at), when: event.at, price: event.price as number }))
    .filter((point) => !Number.isNaN(point.at))
    .sort((a, b) => a.at - b.at);

/** The chart's box in percent: room above and below the line for its dots. */
const box = { top: 12, bottom: 88 };

/**
 * The list price over time as steps (a price holds until it changes, and up to today), with a dot
 * at each change: a plain SVG stretched to its box, the dots drawn over it so they stay round. The
 * timeline beside it reads the same figures: the chart itself is one image. Nothing to draw (no
 * change of price yet): no chart.
 */
export const PriceHistoryChart = ({
  events,
  now,
}: {
  events: readonly ListingHistoryEvent[];
  now: number;
}) => {
  const changes = pricePoints(events);
  if (changes.length < 2) return null;
  const last = changes.at(-1)!;
  const points = last.at < now ? [...changes, { ...last, at: now, when: '' }] : changes;
  const first = points[0]!;
  const end = points.at(-1)!;
  const prices = points.map((point) => point.price);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const x = (at: number) => ((at - first.at) / Math.max(1, end.at - first.at)) * 100;
  const y = (price: number) =>
    high === low ? 50 : box.top + ((high - price) / (high - low)) * (box.bottom - box.top);
  const line = points
    .map((point, index) =>
      index === 0
        ? `M${x(point.at).toFixed(2)} ${y(point.price).toFixed(2)}`
        : `H${x(point.at).toFixed(2)} V${y(point.price).toFixed(2)}`,
    )
    .join(' ');
  return (
    <figure className="rounded-xl bg-slate-50 px-4 pt-4 pb-2 ring-1 ring-slate-200/70">
      <div
        role="img"
        aria-label={`${costTexts.history.chart}: ${formatPrice(first.price)} to ${formatPrice(last.price)}`}
        className="relative h-24 sm:h-28"
      >
        <svg
          viewBox="0 0 100 100"
          preserveAspectRatio="none"
          aria-hidden="true"
          className="absolute inset-0 size-full overflow-visible"
        >
          <path d={`${line} V100 H0 Z`} className="fill-brand-600/10" />
          <path
            d={line}
            fill="none"
            strokeWidth={2}
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
            className="stroke-brand-700"
          />
        </svg>
        {changes.map((point) => (
          <span
            key={`${point.at}-${point.price}`}
            aria-hidden="true"
            style={{ left: `${x(point.at)}%`, top: `${y(point.price)}%` }}
            className="absolute size-2.5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-brand-700 bg-white"
          />
        ))}
      </div>
      <figcaption className="mt-2 flex justify-between gap-2 text-[11px] text-slate-500 tabular-nums">
        <span>{shortDate(first.when, now)}</span>
        <span>
          {formatPrice(low)} – {formatPrice(high)}
        </span>
        <span>{costTexts.history.today}</span>
      </figcaption>
    </figure>
  );
};
