import type { MonthlyCostQuery, MonthlyCostResponse, RawProperty } from '@rela/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { appError, invalidInput } from '../../platform/errors';
import type { Actor } from '../../platform/policy/policy';
import { orUnavailable } from '../mls';
import type { ListingReader } from '../replica';
import { callerDefaults, type CostsDeps } from './cost-defaults.service';
import { estimateOf, type EstimateOutcome } from './monthly-cost-estimate';

/**
 * The monthly estimate of a listing already read (as the caller may see it) for this caller: the
 * inputs asked, their own defaults for the rest (ADR 051). What the route answers and what Rela
 * tells; a refused input is an outcome, not an error, so each says it its own way.
 */
export const estimateMonthlyCost = async (
  deps: CostsDeps,
  actor: Actor,
  property: RawProperty,
  query: MonthlyCostQuery,
): Promise<EstimateOutcome> =>
  estimateOf(property, query, await callerDefaults(deps, actor), deps.clock.now());

/**
 * GET /{product}/listings/{listingKey}/monthly-cost (REQ-COST-MONTHLY): the listing through the
 * replica's reader as the caller may see it (a listing its seller keeps from clients is, for a
 * buyer, one the MLS never had: 404), then its estimate; a down payment over the price is a 400
 * naming `downPayment`.
 */
export const monthlyCostOfListing = async (
  deps: CostsDeps & { listings: Pick<ListingReader, 'readProperties'> },
  actor: Actor,
  listingKey: string,
  query: MonthlyCostQuery,
  log: FastifyBaseLogger,
): Promise<MonthlyCostResponse> => {
  const read = await orUnavailable(log, deps.listings.readProperties([listingKey], actor.role));
  const property = read.value.find((record) => record.ListingKey === listingKey);
  if (!property) throw appError('NOT_FOUND');
  const outcome = await estimateMonthlyCost(deps, actor, property, query);
  if (!outcome.ok) throw invalidInput(outcome.issue.path, outcome.issue.message);
  return outcome.answer;
};
