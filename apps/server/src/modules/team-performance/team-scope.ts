import { teamPerformanceMessages, type TeamPerformanceResponse } from '@rela/contracts';
import type { Db } from '../../db/client';
import { appError } from '../../platform/errors';
import { hierarchyFromChains } from '../../platform/policy/hierarchy';
import { can, decide, type Actor, type Hierarchy } from '../../platform/policy/policy';
import {
  householdsOf,
  teamBelow,
  type Household,
  type Member,
  type Person,
} from './team-performance.queries';

/** A row of the table: a realtor, or a team lead with the realtors it sums. */
export type RowOwner = { person: Person; realtors: Person[] };

export type TeamScope = {
  scope: TeamPerformanceResponse['scope'];
  rows: RowOwner[];
  /** Every realtor the rows cover, and their buyers' households. */
  realtors: Person[];
  households: Household[];
};

const noChain = hierarchyFromChains(new Map());

/** The display name, as the team pages show it: first and last name, else the username. */
export const nameOf = (person: Member) =>
  [person.first_name, person.last_name].filter(Boolean).join(' ').trim() || person.username;

/** A buyer asks: 403 with the contract's text (the policy decides). */
export const enforceLeader = (actor: Actor) => {
  if (decide(actor, 'read-team-performance', null, noChain) !== 'allow')
    throw appError('FORBIDDEN', teamPerformanceMessages.notForBuyers);
};

/** Each person's supervisors within the tree, nearest first (the caller at the top). */
const hierarchyOf = (people: readonly Person[]): Hierarchy => {
  const byId = new Map(people.map((person) => [person.id, person]));
  const chains = new Map<string, string[]>();
  for (const person of people) {
    const chain: string[] = [];
    let next = person.supervisor_id;
    while (next && byId.has(next) && !chain.includes(next)) {
      chain.push(next);
      next = byId.get(next)?.supervisor_id ?? null;
    }
    chains.set(person.id, chain);
  }
  return hierarchyFromChains(chains);
};

/**
 * Whose figures the caller reads (ADR 053): a realtor their own, a lead their realtors, an owner
 * their leads (each summing the lead's realtors) or, with `lead`, that lead's realtors. Every row
 * is one the policy lets the caller read; `lead` names one of the owner's leads or it is 404.
 */
export const teamScopeOf = async (
  db: Db,
  actor: Actor,
  lead: string | undefined,
): Promise<TeamScope> => {
  enforceLeader(actor);
  const people = await teamBelow(db, actor.id);
  const hierarchy = hierarchyOf(people);
  const readable = (person: Person) =>
    can(actor, 'read-performance', { id: person.id, role: person.role }, hierarchy);
  const below = (id: string, role: Person['role']) =>
    people.filter((person) => person.supervisor_id === id && person.role === role);
  const realtorRow = (person: Person): RowOwner => ({ person, realtors: [person] });
  let scope: TeamScope['scope'];
  let rows: RowOwner[];
  if (lead !== undefined) {
    const target = people.find((person) => person.username === lead);
    if (
      !target ||
      decide(actor, 'read-lead-performance', { id: target.id, role: target.role }, hierarchy) !==
        'allow'
    )
      throw appError('NOT_FOUND', teamPerformanceMessages.leadNotFound);
    scope = 'realtors';
    rows = below(target.id, 'realtor').map(realtorRow);
  } else if (actor.role === 'company-owner') {
    scope = 'team-leaders';
    rows = below(actor.id, 'team-leader').map((person) => ({
      person,
      realtors: below(person.id, 'realtor').filter(readable),
    }));
  } else if (actor.role === 'team-leader') {
    scope = 'realtors';
    rows = below(actor.id, 'realtor').map(realtorRow);
  } else {
    scope = 'self';
    rows = people.filter((person) => person.id === actor.id).map(realtorRow);
  }
  rows = rows
    .filter((row) => readable(row.person))
    .sort((a, b) => nameOf(a.person).localeCompare(nameOf(b.person)));
  const realtors = rows.flatMap((row) => row.realtors);
  const households = await householdsOf(
    db,
    realtors.map((realtor) => realtor.id),
  );
  return { scope, rows, realtors, households };
};
