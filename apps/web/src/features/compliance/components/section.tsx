import type { ReactNode } from 'react';

/** One card of the compliance page: a heading, an optional caption, its content. */
export const Section = ({
  id,
  title,
  caption,
  children,
}: {
  id: string;
  title: string;
  caption?: string;
  children: ReactNode;
}) => (
  <section
    aria-labelledby={id}
    className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
  >
    <h2 id={id} className="text-base font-semibold text-slate-900">
      {title}
    </h2>
    {caption ? <p className="mt-0.5 text-sm text-slate-500">{caption}</p> : null}
    <div className="mt-4">{children}</div>
  </section>
);

/** A figure: its label above, its value large. */
export const Figure = ({ label, value, tone }: { label: string; value: string; tone?: string }) => (
  <div className="rounded-xl bg-slate-50 px-3 py-2.5 ring-1 ring-slate-200/70">
    <dt className="text-xs font-medium text-slate-500">{label}</dt>
    <dd className={`mt-0.5 text-lg font-semibold tabular-nums ${tone ?? 'text-slate-900'}`}>
      {value}
    </dd>
  </div>
);
