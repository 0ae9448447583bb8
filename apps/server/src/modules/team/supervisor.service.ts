import { fullName, type SupervisorInfo, type SupervisorInfoResponse } from '@rela/contracts';
import { hierarchyFromChains } from '../../platform/policy/hierarchy';
import { ancestorsOf } from '../../platform/policy/hierarchy.queries';
import { enforce, type Actor } from '../../platform/policy/policy';
import type { TeamDeps } from './team-deps';
import { findPeopleByIds, type Person } from './team.queries';

const noChain = hierarchyFromChains(new Map());

const nameOrNull = (person: Person | undefined) => (person && fullName(person)) || null;

/**
 * The caller's supervisor card: the direct supervisor, the nearest realtor above (a buyer's
 * realtor is their supervisor) and the nearest team lead above; null where absent.
 */
export const supervisorInfoOf = async (
  deps: Pick<TeamDeps, 'db'>,
  actor: Actor,
): Promise<SupervisorInfoResponse> => {
  enforce(actor, 'read-supervisor', actor, noChain);
  const chainIds = await ancestorsOf(deps.db, actor.id);
  const people = await findPeopleByIds(deps.db, chainIds);
  const chain = chainIds
    .map((id) => people.find((person) => person.id === id))
    .filter((person): person is Person => person !== undefined);
  const supervisor = chain[0];
  const realtor = chain.find((person) => person.role === 'realtor');
  const teamLead = chain.find((person) => person.role === 'team-leader');
  const data: SupervisorInfo = {
    supervisorFirstName: supervisor?.firstName ?? null,
    supervisorLastName: supervisor?.lastName ?? null,
    supervisorFullName: nameOrNull(supervisor),
    supervisorEmail: supervisor?.email ?? null,
    supervisorProfileImage: supervisor?.profileImage ?? null,
    supervisorRole: supervisor?.role ?? null,
    supervisorPhone: supervisor?.phone ?? null,
    realtorFirstName: realtor?.firstName ?? null,
    realtorLastName: realtor?.lastName ?? null,
    realtorEmail: realtor?.email ?? null,
    realtorProfileImage: realtor?.profileImage ?? null,
    realtorPhone: realtor?.phone ?? null,
    teamLeadFullName: nameOrNull(teamLead),
  };
  return { status: 200, data };
};
