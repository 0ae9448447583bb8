import { assistantMessages, complianceMessages, type RawProperty } from '@rela/contracts';
import { isAppError } from '../../../platform/errors';
import { displayPolicyOf } from '../../compliance';
import { requestReport } from '../../reports';
import { lookUpListing } from './listing-lookup';
import { listingRefOf } from './refs';
import { defineTool, listingRefSchema } from './tool';

const text = assistantMessages;

/**
 * `get me a report on 12 Oak St`, `request an AI report for it`, `how is the condition of ...?`,
 * `grade 12 Oak St`, `can you grade it?`
 */
const asksForReport =
  /\b(?:ai |condition |property )?(?:report|analysis|assessment)\b|\bcondition of\b|\bgrade (?:it|this|that|the|@)/;

/** Rela declines to grade a home, in the AI Report tab's words (REQ-DISPLAY-NO-REPORT). */
const declined = (property: RawProperty, address: string, why: string) => ({
  markdown: text.reportDeclined(address, why),
  data: { requested: false, declined: why },
  listingKey: property.ListingKey,
});

/**
 * Asks for the AI report on a home (REQ-AI-REPORT-REQUEST): the same rule as the AI Report tab's button — a home
 * in the buyer's list, or in one of a realtor's (or their chain's) buyers' lists. A home whose
 * seller or MLS said no to online assessments is declined with the tab's reason
 * (REQ-DISPLAY-NO-REPORT).
 */
export const requestReportTool = defineTool({
  name: 'request_report',
  description:
    'Ask for the AI condition report of one home, by street address (or listing key). The home must be in the homes of the user or of one of their buyers. The report takes a few minutes and appears in the AI Report tab.',
  input: listingRefSchema,
  intent: {
    rank: 35,
    match: (utterance) => (asksForReport.test(utterance.rest) ? listingRefOf(utterance) : null),
  },
  run: async (ctx, input) => {
    const lookup = await lookUpListing(ctx, input);
    if (!lookup.ok) return lookup.result;
    const { property, shown } = lookup;
    const address = shown.name;
    // Whoever asks, and whether or not the home is in their lists: the seller's choice is public.
    const reason = displayPolicyOf(ctx.config.displayRules).reportDeclined(property);
    if (reason) return declined(property, address, complianceMessages.reportDeclined[reason]);
    try {
      const requested = await requestReport(
        { db: ctx.db, clock: ctx.clock, config: ctx.config },
        { id: ctx.actor.id, role: ctx.actor.role },
        property.ListingKey,
      );
      return {
        markdown: requested.alreadyRunning
          ? text.reportAlreadyRunning(address)
          : text.reportRequested(address),
        data: { requested: true, alreadyRunning: requested.alreadyRunning },
        listingKey: property.ListingKey,
      };
    } catch (error) {
      // The replica's record may have changed since: its refusal's message is the catalogue's reason.
      if (isAppError(error) && error.code === 'REPORT_DECLINED')
        return declined(property, address, error.message);
      // The report rule answers 404 for a home outside the user's lists: say so instead.
      if (!isAppError(error) || error.code !== 'NOT_FOUND') throw error;
      return {
        markdown: text.reportNotInHomes(property.UnparsedAddress ?? address),
        data: { requested: false },
        listingKey: property.ListingKey,
      };
    }
  },
});
