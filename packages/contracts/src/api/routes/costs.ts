import {
  comparablesChoiceBodySchema,
  comparablesChoiceQuerySchema,
  comparablesQuerySchema,
  comparablesResponseSchema,
  costDefaultsBodySchema,
  costDefaultsQuerySchema,
  costDefaultsResponseSchema,
  listingCostParamsSchema,
  listingHistoryResponseSchema,
  monthlyCostQuerySchema,
  monthlyCostResponseSchema,
} from '../costs';
import { apiRoute } from '../route';

/**
 * What a home costs a month (REQ-COST-MONTHLY, REQ-COST-DEFAULTS, ADR 051). A listing a caller may
 * not see (withheld from a buyer) is a 404, as everywhere.
 */
export const costRoutes = {
  monthlyCost: apiRoute({
    method: 'GET',
    path: '/:product/listings/:listingKey/monthly-cost',
    access: 'signed-in',
    tag: 'costs',
    params: listingCostParamsSchema,
    query: monthlyCostQuerySchema,
    ok: { 200: monthlyCostResponseSchema },
    errors: [400, 401, 404, 503],
  }),
  /** A buyer's household's own; `?buyer=` their realtor's view; the company's for the rest. */
  costDefaults: apiRoute({
    method: 'GET',
    path: '/:product/cost-defaults',
    access: 'signed-in',
    tag: 'costs',
    query: costDefaultsQuerySchema,
    ok: { 200: costDefaultsResponseSchema },
    errors: [400, 401, 403, 404],
  }),
  /** A buyer their own; a realtor `?buyer=` one of theirs; the company owner the company's. */
  updateCostDefaults: apiRoute({
    method: 'PUT',
    path: '/:product/cost-defaults',
    access: 'signed-in',
    tag: 'costs',
    query: costDefaultsQuerySchema,
    body: costDefaultsBodySchema,
    ok: { 200: costDefaultsResponseSchema },
    errors: [400, 401, 403, 404],
  }),
} as const;

/**
 * How a home's price moved and what homes like it sold for (REQ-COST-HISTORY, -COMPARABLES). The
 * home is read as the other listing calls read it: a key the replica lacks is asked of the MLS, so
 * an MLS that does not answer then is a 503.
 */
export const marketRoutes = {
  listingHistory: apiRoute({
    method: 'GET',
    path: '/:product/listings/:listingKey/history',
    access: 'signed-in',
    tag: 'costs',
    params: listingCostParamsSchema,
    ok: { 200: listingHistoryResponseSchema },
    errors: [400, 401, 404, 503],
  }),
  /** A buyer sees their realtor's choice; a realtor names the buyer with `?buyer=`. */
  comparables: apiRoute({
    method: 'GET',
    path: '/:product/listings/:listingKey/comparables',
    access: 'signed-in',
    tag: 'costs',
    params: listingCostParamsSchema,
    query: comparablesQuerySchema,
    ok: { 200: comparablesResponseSchema },
    errors: [400, 401, 403, 404, 503],
  }),
  /** The realtor's pins and drops for one of their buyers; anyone else 403. */
  updateComparables: apiRoute({
    method: 'PUT',
    path: '/:product/listings/:listingKey/comparables',
    access: 'signed-in',
    tag: 'costs',
    params: listingCostParamsSchema,
    query: comparablesChoiceQuerySchema,
    body: comparablesChoiceBodySchema,
    ok: { 200: comparablesResponseSchema },
    errors: [400, 401, 403, 404, 503],
  }),
} as const;
