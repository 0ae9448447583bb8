import { labels } from '../../../lib/labels';

/** A role's main view until its feature fills the slot: the view's heading and a short note. */
export const ViewPlaceholder = ({ title }: { title: string }) => (
  <section
    aria-labelledby="view-title"
    className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
  >
    <h1 id="view-title" className="text-2xl font-bold tracking-tight text-slate-900">
      {title}
    </h1>
    <p className="mt-2 text-sm text-slate-600">{labels.views.comingSoon}</p>
  </section>
);
