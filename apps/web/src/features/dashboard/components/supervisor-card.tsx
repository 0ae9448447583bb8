import { formatPhone } from '@rela/contracts';
import { Avatar } from '../../../components/avatar';
import { textLinkClass } from '../../../components/text-link';
import type { SupervisorInfo } from '@rela/contracts';
import { supervisorContact } from '../utils/supervisor-contact';
import { labels } from '../../../lib/labels';
import { dashboardMessages } from '../../../lib/web-texts';

const text = labels.supervisor;
const notAvailable = dashboardMessages.notAvailable;

const frameClass = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6';

const ContactLine = ({
  label,
  href,
  value,
}: {
  label: string;
  href: string | null;
  value: string;
}) => (
  <div className="contents">
    <dt className="text-slate-500">{label}</dt>
    <dd className="min-w-0 truncate">
      {href ? (
        <a href={href} className={textLinkClass}>
          {value}
        </a>
      ) : (
        <span className="text-slate-700">{value}</span>
      )}
    </dd>
  </div>
);

/** The supervisor's contact card on top of the dashboard (REQ-SUPERVISOR-CARD). */
export const SupervisorCard = ({ info }: { info: SupervisorInfo | null }) => {
  const contact = supervisorContact(info);
  if (contact.kind === 'unavailable') {
    return (
      <section aria-label={text.cardLabel} className={frameClass}>
        <p className="text-sm text-slate-600">{dashboardMessages.supervisorUnavailable}</p>
      </section>
    );
  }
  return (
    <section
      aria-label={text.cardLabel}
      className={`${frameClass} flex flex-col gap-4 sm:flex-row sm:items-center`}
    >
      <div className="flex min-w-0 items-center gap-4">
        <Avatar
          imageUrl={contact.imageUrl}
          initials={contact.initials}
          className="size-14 text-lg ring-1 ring-slate-200"
        />
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
            {contact.label}
          </p>
          <p className="truncate text-lg font-semibold text-slate-900">
            {contact.name ?? notAvailable}
          </p>
          {contact.reportsTo ? (
            <p className="truncate text-sm text-slate-600">{text.reportsTo(contact.reportsTo)}</p>
          ) : null}
        </div>
      </div>
      <dl className="grid min-w-0 grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm sm:ml-auto">
        <ContactLine
          label={text.email}
          href={contact.email ? `mailto:${contact.email}` : null}
          value={contact.email ?? notAvailable}
        />
        <ContactLine
          label={text.phone}
          href={contact.phone ? `tel:${contact.phone}` : null}
          value={contact.phone ? formatPhone(contact.phone) : notAvailable}
        />
      </dl>
    </section>
  );
};

/**
 * While the supervisor loads: the card's place, announced politely, in the loaded card's shape
 * (photo, three lines, two contact lines) so that nothing below it moves when it arrives.
 */
export const SupervisorCardLoading = () => (
  <section
    aria-label={text.cardLabel}
    aria-busy="true"
    className={`${frameClass} flex flex-col gap-4 sm:flex-row sm:items-center`}
  >
    <div className="flex min-w-0 items-center gap-4">
      <span aria-hidden="true" className="size-14 shrink-0 rounded-full bg-slate-100" />
      <div className="min-w-0 space-y-0">
        <span aria-hidden="true" className="block h-4 w-20 rounded bg-slate-100" />
        <p role="status" className="text-sm leading-7 text-slate-500">
          {text.loading}
        </p>
        <span aria-hidden="true" className="block h-5" />
      </div>
    </div>
    <div aria-hidden="true" className="space-y-1 sm:ml-auto sm:w-56">
      <span className="flex h-5 items-center">
        <span className="h-3 w-44 rounded bg-slate-100" />
      </span>
      <span className="flex h-5 items-center">
        <span className="h-3 w-36 rounded bg-slate-100" />
      </span>
    </div>
  </section>
);
