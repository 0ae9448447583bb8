import { fullName, initialsOfName } from '@rela/contracts';
import type { SupervisorInfo } from '@rela/contracts';
import { labels } from '../../../lib/labels';
import { dashboardMessages } from '../../../lib/web-texts';

const text = labels.supervisor;

/** What the supervisor card shows (REQ-SUPERVISOR-CARD). */
export type SupervisorContact =
  | { kind: 'unavailable' }
  | {
      kind: 'contact';
      label: string;
      name: string | null;
      initials: string;
      email: string | null;
      phone: string | null;
      imageUrl: string | null;
      /** The team lead's name line; null when the label is Team Leader or Manager. */
      reportsTo: string | null;
    };

const roleLabels: Record<string, string> = {
  'company-owner': text.manager,
  'team-leader': text.teamLeader,
  realtor: text.realtor,
};

/** company-owner: Manager; team-leader: Team Leader; realtor: Your Realtor; else Your Supervisor. */
export const supervisorLabel = (role: string | null): string =>
  (role !== null && Object.hasOwn(roleLabels, role) ? roleLabels[role] : undefined) ?? text.other;

const present = (value: string | null) => (value?.trim() ? value.trim() : null);

type Person = {
  label: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  imageUrl: string | null;
};

const supervisorOf = (info: SupervisorInfo): Person | null => {
  const name =
    present(info.supervisorFullName) ??
    present(fullName({ firstName: info.supervisorFirstName, lastName: info.supervisorLastName }));
  const email = present(info.supervisorEmail);
  if (!name && !email) return null;
  return {
    label: supervisorLabel(info.supervisorRole),
    name,
    email,
    phone: present(info.supervisorPhone),
    imageUrl: present(info.supervisorProfileImage),
  };
};

const realtorOf = (info: SupervisorInfo): Person | null => {
  const name = present(
    fullName({ firstName: info.realtorFirstName, lastName: info.realtorLastName }),
  );
  const email = present(info.realtorEmail);
  if (!name && !email) return null;
  return {
    label: text.realtor,
    name,
    email,
    phone: present(info.realtorPhone),
    imageUrl: present(info.realtorProfileImage),
  };
};

/** Everyone but the top of the hierarchy (a company owner) reports to someone. */
export const hasSupervisor = (role: string): boolean => role !== 'company-owner';

/** The supervisor, else the realtor labelled Your Realtor, else unavailable. */
export const supervisorContact = (info: SupervisorInfo | null): SupervisorContact => {
  const person = info ? (supervisorOf(info) ?? realtorOf(info)) : null;
  if (!info || !person) return { kind: 'unavailable' };
  const showsReportsTo = person.label !== text.teamLeader && person.label !== text.manager;
  return {
    kind: 'contact',
    ...person,
    initials: initialsOfName(person.name),
    reportsTo: showsReportsTo
      ? (present(info.teamLeadFullName) ?? dashboardMessages.notAvailable)
      : null,
  };
};
