import {
  fairHousingAuditCsvQuerySchema,
  fairHousingAuditCsvSchema,
  fairHousingAuditQuerySchema,
  fairHousingAuditResponseSchema,
} from '../fair-housing';
import { apiRoute } from '../route';

/** The fair-housing audit (REQ-FAIR-HOUSING-AUDIT, ADR 050): the company owner's alone. */
export const fairHousingRoutes = {
  /** Company owners only; anyone else signed in gets 403. */
  fairHousingAudit: apiRoute({
    method: 'GET',
    path: '/:product/fair-housing/audit',
    access: 'signed-in',
    tag: 'fair-housing',
    query: fairHousingAuditQuerySchema,
    ok: { 200: fairHousingAuditResponseSchema },
    errors: [400, 401, 403],
  }),
  /** Company owners only: every entry the filters take, with a header row. */
  fairHousingAuditCsv: apiRoute({
    method: 'GET',
    path: '/:product/fair-housing/audit.csv',
    access: 'signed-in',
    tag: 'fair-housing',
    query: fairHousingAuditCsvQuerySchema,
    produces: 'text/csv',
    ok: { 200: fairHousingAuditCsvSchema },
    errors: [400, 401, 403],
  }),
} as const;
