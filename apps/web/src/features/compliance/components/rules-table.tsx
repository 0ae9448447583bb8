import { complianceMessages, lookupDisplayName, type ComplianceResponse } from '@rela/contracts';

const text = complianceMessages.page;
const allowed = (yes: boolean) => (yes ? text.allowed : text.notAllowed);

/** The rule sets in force, one per MLS (the last for any other), as a list of facts each. */
export const RulesTable = ({ rules }: { rules: ComplianceResponse['rules'] }) => (
  <div className="grid gap-4 lg:grid-cols-2">
    {rules.map((set) => (
      <dl
        key={set.mls ?? '*'}
        aria-label={set.mls ?? text.anyMls}
        className="divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200"
      >
        <div className="flex items-baseline justify-between gap-4 bg-slate-50 px-4 py-2.5">
          <dt className="text-xs font-medium text-slate-500">{text.mls}</dt>
          <dd className="text-sm font-semibold text-slate-900">{set.mls ?? text.anyMls}</dd>
        </div>
        {(
          [
            [text.source, set.source],
            [text.attribution, text.attributionStyles[set.attribution]],
            [
              text.statuses,
              // As people read them, whichever form the operator wrote (ADR 047).
              set.clientStatuses
                .map((status) => lookupDisplayName('StandardStatus', status))
                .join(', '),
            ],
            [text.soldData, allowed(set.soldDataToClients)],
            [text.maxAge, text.hours(set.maxDataAgeHours)],
            [text.comments, allowed(set.commentsAllowed)],
            [text.valuations, allowed(set.automatedValuationsAllowed)],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="flex items-baseline justify-between gap-4 px-4 py-2">
            <dt className="text-sm text-slate-500">{label}</dt>
            <dd className="text-right text-sm font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    ))}
  </div>
);
