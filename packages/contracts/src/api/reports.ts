import { z } from 'zod/mini';
import type { reportsMessages } from '../messages/reports';
import { reportDeclinedReasons } from '../rules/display-rules';
import { listingKeySchema } from './listings';

/**
 * The AI report (REQ-AI-REPORT-SHAPE). Two kinds share one shape: the MLS-based report
 * Rela writes from the listing, and a fully scanned walkthrough report the schema can carry too.
 */
export const reportKinds = ['mls', 'walkthrough'] as const;
export type ReportKind = (typeof reportKinds)[number];

/** The report file of each kind, in the listing's folder: the one file whose name ends `Report.json`. */
export const reportFileNames: Readonly<Record<ReportKind, string>> = {
  mls: 'MlsReport.json',
  walkthrough: 'WalkthroughReport.json',
};
export const REPORT_FILE_SUFFIX = 'Report.json';

/** Green is good, Yellow fair, anything else poor; `notApplicable` text where nothing supports a grade. */
export const reportGrades = ['Green', 'Yellow', 'Red'] as const;
export type ReportGrade = (typeof reportGrades)[number];
/** A grade as written in a report: one of the three, or the no-information text. */
export type ReportGradeValue = ReportGrade | typeof reportsMessages.notApplicable;

export const reportAreas = ['exterior', 'interior', 'systems'] as const;
export type ReportArea = (typeof reportAreas)[number];

/**
 * What the tab reads. Lenient on purpose: a report from another writer (the walkthrough kind) may
 * lack parts, and the tab says so part by part rather than refusing the whole file.
 */
const text = z.catch(z.string(), '');
const optionalText = z.catch(z.optional(z.nullable(z.string())), null);
const evidence = z.catch(z.optional(z.array(z.string())), undefined);

export const reportKeyAreaSchema = z.object({
  grade: text,
  image: optionalText,
  description: text,
  evidence,
});
export type ReportKeyArea = z.infer<typeof reportKeyAreaSchema>;

export const reportAssessmentSchema = z.object({
  name: text,
  grade: text,
  image: optionalText,
  description: text,
  evidence,
});
export type ReportAssessment = z.infer<typeof reportAssessmentSchema>;

/** A part of the report that may be missing: absent, or dropped when it is malformed. */
const lenient = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);

const areasOf = <T extends z.ZodMiniType>(schema: T) =>
  z.object({
    exterior: lenient(schema),
    interior: lenient(schema),
    systems: lenient(schema),
  });

export const finalCompiledResponseSchema = z.object({
  propertyGrades: lenient(z.object({ overall: text, cosmetic: text, nonCosmetic: text })),
  /** Why each property grade is what it is (Rela's reports; absent from others). */
  propertyGradeBasis: lenient(z.object({ overall: text, cosmetic: text, nonCosmetic: text })),
  keyAreas: lenient(areasOf(reportKeyAreaSchema)),
  detailedAssessments: lenient(areasOf(z.array(reportAssessmentSchema))),
});
export type FinalCompiledResponse = z.infer<typeof finalCompiledResponseSchema>;

/** The `…Report.json` file. */
export const reportFileSchema = z.object({
  reportKind: lenient(z.enum(reportKinds)),
  listingKey: lenient(z.string()),
  generatedAt: lenient(z.string()),
  disclaimer: lenient(z.string()),
  /**
   * The listing's full attribution line when the report was made (REQ-DISPLAY-ATTRIBUTION); null
   * when the record names neither office nor agent; absent from reports made before it.
   */
  attribution: z.optional(z.nullable(z.string())),
  /** The disclaimer of the listing's MLS with the time its data was obtained for the report. */
  dataDisclaimer: z.optional(z.string()),
  final_compiled_response: z.optional(finalCompiledResponseSchema),
});
export type ReportFile = z.infer<typeof reportFileSchema>;

/** POST /{product}/generate-report: any 2xx is success; asking while a job runs makes no second job. */
export const generateReportBodySchema = z.object({ listing_key: listingKeySchema });
export type GenerateReportBody = z.infer<typeof generateReportBodySchema>;
export const generateReportResponseSchema = z.object({
  status: z.literal(202),
  message: z.string(),
  data: z.object({ listingKey: z.string(), generating: z.literal(true) }),
});
export type GenerateReportResponse = z.infer<typeof generateReportResponseSchema>;

/** GET /report/ai/{listingKey}: signed, short-lived URLs of the report file and its images. */
export const aiReportParamsSchema = z.object({ listingKey: listingKeySchema });
export const aiReportResponseSchema = z.object({
  status: z.literal(200),
  data: z.object({
    listingKey: z.string(),
    /** One file ending `Report.json` plus image files; empty when there is no report yet. */
    reportURLs: z.array(z.string()),
    /** A generation is queued or running for this listing. */
    generating: z.boolean(),
    /**
     * Present when Rela declines the listing's report (REQ-DISPLAY-NO-REPORT): why. No URLs then,
     * even of a report made before the seller's opt-out.
     */
    declined: z.optional(z.enum(reportDeclinedReasons)),
    /**
     * The listing's full attribution line and its MLS's disclaimer with the time the data was
     * last obtained (REQ-DISPLAY-ATTRIBUTION): present when Rela holds the listing.
     */
    attribution: z.optional(z.nullable(z.string())),
    disclaimer: z.optional(z.string()),
  }),
});
export type AiReportResponse = z.infer<typeof aiReportResponseSchema>;

/** A stored report file's name: the report or one of its images. */
export const reportFileNamePattern =
  /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}\.(json|jpg|jpeg|png|webp|gif|svg)$/;

/** GET /report/files/{listingKey}/{fileName}?expires=&signature= (the URLs the lookup signs). */
export const reportFileParamsSchema = z.object({
  listingKey: listingKeySchema,
  fileName: z.string().check(z.regex(reportFileNamePattern)),
});
export const reportFileQuerySchema = z.object({
  expires: z.optional(z.string().check(z.regex(/^\d{1,15}$/))),
  signature: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,128}$/))),
});
