/**
 * The costs module's face (ADR 044, ADR 051): what a home costs a month and the defaults behind it
 * (a buyer household's, the company's, Rela's). Rela's answer and the search's limit use the same
 * defaults and the same estimate through the functions below.
 */
export { costsDepsOf, costsRoutes, type CostsRoutesDeps } from './costs.routes';
export { callerDefaults, callerDefaultValues, type CostsDeps } from './cost-defaults.service';
export { estimateMonthlyCost } from './monthly-cost.service';
export type { EstimateOutcome } from './monthly-cost-estimate';
export type { ResolvedDefaults } from './cost-levels';
