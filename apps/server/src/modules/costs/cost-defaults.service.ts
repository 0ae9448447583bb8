import type { CostDefaultsBody, CostDefaultsResponse } from '@rela/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { appError } from '../../platform/errors';
import { hierarchyFromChains } from '../../platform/policy/hierarchy';
import { loadHierarchy } from '../../platform/policy/hierarchy.queries';
import { findHouseholdId, type HouseholdOf } from '../../platform/policy/households.queries';
import { can, enforce, type Actor } from '../../platform/policy/policy';
import {
  companyOf,
  defaultsRows,
  personByUsername,
  saveDefaults,
  settersOf,
} from './cost-defaults.queries';
import { resolveDefaults, setterIdsOf, type ResolvedDefaults } from './cost-levels';

/** What the defaults' services use; the household reader is the app's cached one where given. */
export type CostsDeps = { db: Db; clock: Clock; householdOf?: HouseholdOf };

/**
 * Whose defaults a call is about: a buyer household's (with its company behind it), or a company's;
 * and whether the caller may change them.
 */
type Whose = {
  scope: 'buyer' | 'company';
  householdId: string | null;
  companyId: string | null;
  editable: boolean;
};

const householdOfActor = (deps: CostsDeps, actor: Actor) =>
  deps.householdOf ? deps.householdOf(actor.id) : findHouseholdId(deps.db, actor.id);

/** A buyer's household named by `?buyer=`, once the policy allows `cost-defaults` on them. */
const namedBuyers = async (deps: CostsDeps, actor: Actor, username: string): Promise<Whose> => {
  const person = await personByUsername(deps.db, username);
  if (!person) throw appError('NOT_FOUND');
  const target = { id: person.id, role: person.role };
  enforce(actor, 'cost-defaults', target, await loadHierarchy(deps.db, [person.id]));
  if (!person.householdId) throw appError('NOT_FOUND');
  return {
    scope: 'buyer',
    householdId: person.householdId,
    companyId: await companyOf(deps.db, person.id),
    editable: true,
  };
};

/** The caller's own: a buyer's household's, anyone else's company's (its owner alone changes it). */
const callersOwn = async (deps: CostsDeps, actor: Actor): Promise<Whose> => {
  const companyId = await companyOf(deps.db, actor.id);
  if (actor.role === 'buyer')
    return {
      scope: 'buyer',
      householdId: await householdOfActor(deps, actor),
      companyId,
      editable: true,
    };
  const owner = can(actor, 'set-company-cost-defaults', null, hierarchyFromChains(new Map()));
  return {
    scope: 'company',
    householdId: null,
    companyId,
    editable: owner && companyId === actor.id,
  };
};

const whose = (deps: CostsDeps, actor: Actor, buyer: string | undefined) =>
  buyer === undefined ? callersOwn(deps, actor) : namedBuyers(deps, actor, buyer);

const resolvedFor = async (deps: CostsDeps, of: Whose) => {
  const rows = await defaultsRows(deps.db, of);
  return resolveDefaults(rows, await settersOf(deps.db, setterIdsOf(rows)));
};

const answerOf = (resolved: ResolvedDefaults, of: Whose): CostDefaultsResponse => ({
  ...resolved.values,
  scope: of.scope,
  sources: resolved.sources,
  companyRate: resolved.companyRate,
  editable: of.editable,
});

/**
 * The defaults a caller's own estimates use (ADR 051): a buyer's household's, else their company's,
 * else Rela's; a realtor, lead or owner's are the company's. What the monthly cost, Rela and the
 * search's limit read.
 */
export const callerDefaults = async (deps: CostsDeps, actor: Actor) =>
  resolvedFor(deps, await callersOwn(deps, actor));

/** The caller's default values alone, as the search's monthly limit reads them (REQ-COST-SEARCH). */
export const callerDefaultValues = (deps: CostsDeps) => async (actor: Actor) =>
  (await callerDefaults(deps, actor)).values;

/** GET /{product}/cost-defaults (REQ-COST-DEFAULTS). */
export const readCostDefaults = async (
  deps: CostsDeps,
  actor: Actor,
  buyer: string | undefined,
): Promise<CostDefaultsResponse> => {
  const of = await whose(deps, actor, buyer);
  if (of.scope === 'buyer' && !of.householdId) throw appError('NOT_FOUND');
  return answerOf(await resolvedFor(deps, of), of);
};

/**
 * PUT /{product}/cost-defaults: a buyer's household's values by a member or their realtor, the
 * company's by its owner (anyone else 403); null clears a value. The schema refused bad values
 * before this runs, so nothing is stored for them.
 */
export const updateCostDefaults = async (
  deps: CostsDeps,
  actor: Actor,
  buyer: string | undefined,
  body: CostDefaultsBody,
): Promise<CostDefaultsResponse> => {
  const of = await whose(deps, actor, buyer);
  if (of.scope === 'company') {
    enforce(actor, 'set-company-cost-defaults', null, hierarchyFromChains(new Map()));
    if (!of.editable) throw appError('FORBIDDEN');
  }
  const scope =
    of.scope === 'buyer'
      ? of.householdId && { householdId: of.householdId }
      : of.companyId && { companyId: of.companyId };
  if (!scope) throw appError('NOT_FOUND');
  await saveDefaults(deps.db, scope, body, actor.id, deps.clock.now());
  return answerOf(await resolvedFor(deps, of), of);
};
