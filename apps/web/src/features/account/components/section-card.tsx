import { useId, type ReactNode } from 'react';

/** One titled card of the account page. */
export const SectionCard = ({ title, children }: { title: string; children: ReactNode }) => {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <h2
        id={headingId}
        className="border-b border-slate-100 px-5 py-4 text-base font-semibold text-slate-900 sm:px-6"
      >
        {title}
      </h2>
      <div className="divide-y divide-slate-100">{children}</div>
    </section>
  );
};

/** A row of a section: label, value and an action; the editor (if open) below them. */
export const SettingRow = ({
  label,
  value,
  action,
  children,
}: {
  label: string;
  value: ReactNode;
  action?: ReactNode;
  children?: ReactNode;
}) => (
  <div className="px-5 py-4 sm:px-6">
    <div className="flex items-center justify-between gap-4">
      {value === null ? (
        <p className="font-medium text-slate-900">{label}</p>
      ) : (
        <div className="min-w-0">
          <p className="text-sm font-medium text-slate-500">{label}</p>
          <div className="mt-0.5 flex min-w-0 flex-wrap items-center gap-2 text-slate-900">
            {value}
          </div>
        </div>
      )}
      {action ? <div className="shrink-0">{action}</div> : null}
    </div>
    {children}
  </div>
);
