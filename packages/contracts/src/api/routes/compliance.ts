import {
  auditCsvSchema,
  complianceResponseSchema,
  problemReportBodySchema,
  problemReportParamsSchema,
  problemReportResponseSchema,
} from '../compliance';
import { apiRoute } from '../route';

/** The MLS display rules' calls (REQ-COMPLIANCE-PAGE, REQ-PROBLEM-REPORT, ADR 048). */
export const complianceRoutes = {
  /** Company owners only; anyone else signed in gets 403. */
  compliance: apiRoute({
    method: 'GET',
    path: '/:product/compliance',
    access: 'signed-in',
    tag: 'compliance',
    ok: { 200: complianceResponseSchema },
    errors: [401, 403],
  }),
  /** Company owners only: one row per listing held, with a header row (ADR 048). */
  complianceAuditCsv: apiRoute({
    method: 'GET',
    path: '/:product/compliance/audit.csv',
    access: 'signed-in',
    tag: 'compliance',
    produces: 'text/csv',
    ok: { 200: auditCsvSchema },
    errors: [401, 403],
  }),
  /** A buyer's words about a listing, sent to their realtor's feed; rate-limited. */
  reportListingProblem: apiRoute({
    method: 'POST',
    path: '/:product/listings/:listingKey/problem-reports',
    access: 'signed-in',
    tag: 'compliance',
    params: problemReportParamsSchema,
    body: problemReportBodySchema,
    ok: { 201: problemReportResponseSchema },
    errors: [400, 401, 403, 404, 409, 429],
  }),
} as const;
