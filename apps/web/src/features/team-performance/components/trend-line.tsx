import { performanceTexts as text } from '../texts';

/**
 * A row's buyer engagement over the period as a small line (no chart library): the area under it
 * tinted, the last point marked. Flat at the bottom when nothing happened.
 */
export const TrendLine = ({
  values,
  width = 96,
  height = 28,
}: {
  values: readonly number[];
  width?: number;
  height?: number;
}) => {
  if (values.length < 2)
    return (
      <span className="text-slate-400" title={text.trendLabel(values)}>
        {text.notKnown}
      </span>
    );
  const top = Math.max(...values, 1);
  const pad = 3;
  const x = (index: number) => pad + (index * (width - 2 * pad)) / (values.length - 1);
  const y = (value: number) => height - pad - (value / top) * (height - 2 * pad);
  const points = values.map((value, index) => `${x(index).toFixed(1)},${y(value).toFixed(1)}`);
  const last = values.length - 1;
  return (
    <svg
      role="img"
      aria-label={text.trendLabel(values)}
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      className="overflow-visible text-brand-700"
    >
      <path
        d={`M${x(0).toFixed(1)},${height - pad} L${points.join(' L')} L${x(last).toFixed(1)},${height - pad} Z`}
        className="fill-brand-50"
      />
      <polyline
        points={points.join(' ')}
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      <circle cx={x(last)} cy={y(values[last] ?? 0)} r={2.5} fill="currentColor" />
    </svg>
  );
};
