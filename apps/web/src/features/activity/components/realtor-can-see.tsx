import { useId } from 'react';
import { activityMessages, fairHousingMessages } from '@rela/contracts';

const Lines = () => (
  <>
    <ul className="list-disc space-y-1.5 pl-5 text-sm text-slate-700 marker:text-slate-400">
      {activityMessages.disclosure.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
    <p className="mt-3 text-sm text-slate-500">{activityMessages.disclosureFooter}</p>
    <p className="mt-2 text-sm text-slate-500">{fairHousingMessages.screeningDisclosure}</p>
  </>
);

/**
 * "What my realtor can see" (ADR 033): exactly what the activity feed records of a buyer. A card
 * among My Account's sections, or a quiet box in the invited registration's form.
 */
export const RealtorCanSee = ({ variant = 'card' }: { variant?: 'card' | 'inline' }) => {
  const headingId = useId();
  if (variant === 'inline') {
    return (
      <section
        aria-labelledby={headingId}
        className="mb-5 rounded-lg bg-slate-50 px-4 py-3 ring-1 ring-slate-200 ring-inset"
      >
        <h2 id={headingId} className="mb-2 text-sm font-semibold text-slate-900">
          {activityMessages.disclosureTitle}
        </h2>
        <Lines />
      </section>
    );
  }
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <div className="border-b border-slate-100 px-5 py-4 sm:px-6">
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          {activityMessages.disclosureTitle}
        </h2>
      </div>
      <div className="px-5 py-4 sm:px-6">
        <Lines />
      </div>
    </section>
  );
};
