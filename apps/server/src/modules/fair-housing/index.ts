/**
 * The fair-housing module's face (ADR 050, REQ-FAIR-HOUSING): the screen every Rela turn, answer
 * and AI report text passes, the audit of what it redirected or replaced (told by the
 * `fair-housing-screened` event), and the company owner's audit page and CSV.
 */
export { fairHousingAuditSubscriber } from './audit-reaction';
export { fairHousingRoutes, type FairHousingRoutesDeps } from './fair-housing.routes';
export {
  excerptAround,
  fairHousingFinding,
  tellFinding,
  type FairHousingFinding,
} from './fair-housing-check';
export { fairHousingPromptRule } from './prompt-rule';
