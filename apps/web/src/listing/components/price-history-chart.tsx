import type { ListingHistoryEvent } from '@rela/contracts';
import { costTexts } from '../costs/cost-texts';
import { formatPrice } from '../model/format';
import { shortDate } from '../costs/cost-words';

const width = 560;
const height = 132;
const pad = { top: 14, right: 12, bottom: 22, left: 12 };

/** `at` in milliseconds; `when` as the answer wrote it (a date stays a date). */
type Point = { at: number; when: string; price: number };

/** The list price at each priced event, oldest first, held until today. */
export const pricePoints = (events: readonly ListingHistoryEvent[], now: number): Point[] => {
  const points = events
    .filter((event) => typeof event.price === 'number')
    .map((event) => ({ at: Date.parse(event.at), when: event.at, price: event.price as number }))
    .filter((point) => !Number.isNaN(point.at))
    .sort((a, b) => a.at - b.at);
  const last = points.at(-1);
  return last && last.at < now
    ? [...points, { at: now, when: new Date(now).toISOString(), price: last.price }]
    : points;
};

/**
 * The list price over time as steps (a price holds until it changes), with a dot at each change;
 * plain SVG that scales to its box. Read by the timeline beside it: the chart itself is one image.
 */
export const PriceHistoryChart = ({
  events,
  now,
}: {
  events: readonly ListingHistoryEvent[];
  now: number;
}) => {
  const points = pricePoints(events, now);
  if (points.length < 2) return null;
  const first = points[0]!;
  const last = points.at(-1)!;
  const prices = points.map((point) => point.price);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const span = Math.max(1, last.at - first.at);
  const range = Math.max(1, high - low);
  const x = (at: number) => pad.left + ((at - first.at) / span) * (width - pad.left - pad.right);
  const y = (price: number) =>
    high === low
      ? height / 2
      : pad.top + ((high - price) / range) * (height - pad.top - pad.bottom);
  const path = points
    .map((point, index) =>
      index === 0
        ? `M${x(point.at).toFixed(1)} ${y(point.price).toFixed(1)}`
        : `H${x(point.at).toFixed(1)} V${y(point.price).toFixed(1)}`,
    )
    .join(' ');
  const area = `${path} V${height - pad.bottom} H${x(first.at).toFixed(1)} Z`;
  const marks = points.slice(0, -1);
  return (
    <figure className="rounded-xl bg-slate-50 px-3 pt-3 pb-2 ring-1 ring-slate-200/70">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={`${costTexts.history.chart}: ${formatPrice(first.price)} to ${formatPrice(last.price)}`}
        className="h-auto w-full overflow-visible"
      >
        <path d={area} className="fill-brand-600/10" />
        <path
          d={path}
          fill="none"
          strokeWidth={2}
          strokeLinejoin="round"
          vectorEffect="non-scaling-stroke"
          className="stroke-brand-700"
        />
        {marks.map((point) => (
          <circle
            key={point.at}
            cx={x(point.at)}
            cy={y(point.price)}
            r={3.5}
            className="fill-white stroke-brand-700"
            strokeWidth={2}
            vectorEffect="non-scaling-stroke"
          />
        ))}
      </svg>
      <figcaption className="mt-1 flex justify-between text-[11px] text-slate-500 tabular-nums">
        <span>{shortDate(first.when, now)}</span>
        <span>
          {formatPrice(low)} – {formatPrice(high)}
        </span>
        <span>{shortDate(last.when, now)}</span>
      </figcaption>
    </figure>
  );
};
