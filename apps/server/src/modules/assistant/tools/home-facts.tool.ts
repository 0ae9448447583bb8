import { assistantMessages, complianceMessages } from '@rela/contracts';
import { z } from 'zod';
import { displayPolicyOf } from '../../compliance';
import { lookUpListing } from './listing-lookup';
import { describedLines, disclaimerBlock, disclaimersOf, shownData } from './listing-view';
import { factList, factNames, paragraphs, type FactName } from './markdown';
import { listingRefOf } from './refs';
import { defineTool, listingRefSchema, type Utterance } from './tool';

const text = assistantMessages;

/** The words that ask for each fact. */
const factWords: Record<FactName, RegExp> = {
  price: /\b(price|prices|priced|cost|costs|how much|asking|sell(?:ing)? for|listed (?:at|for))\b/,
  beds: /\b(beds?|bedrooms?|br)\b/,
  baths: /\b(baths?|bathrooms?|ba)\b/,
  size: /\b(size|big|square (?:feet|footage)|sq\.? ?ft|sqft|footage|living area|how large)\b/,
  year: /\b(year|built|how old|age|construction)\b/,
  schools: /\b(schools?|elementary|middle|high school|district)\b/,
  taxes: /\b(tax|taxes)\b/,
  status: /\b(status|available|on the market|pending|sold|active|still for sale)\b/,
  remarks: /\b(remarks?|description|describe)\b/,
  type: /\b(type|kind of (?:home|house|property))\b/,
  lot: /\b(lot|acres?|acreage|yard)\b/,
};

/** `tell me about ...` asks for the main facts at once. */
const asksAbout = /\b(tell me (?:more )?about|details|facts|info(?:rmation)?|what about)\b/;
const mainFacts: FactName[] = ['price', 'beds', 'baths', 'size', 'year', 'status'];

const factsAskedIn = (utterance: Utterance): FactName[] | null => {
  const asked = factNames.filter((fact) => factWords[fact].test(utterance.rest));
  if (asked.length > 0) return asked;
  return asksAbout.test(utterance.rest) ? mainFacts : null;
};

export const homeFactsTool = defineTool({
  name: 'home_facts',
  description:
    'Answer facts about a home from the MLS: price, beds, baths, size, year built, schools, taxes, status, remarks, property type, lot size.',
  input: listingRefSchema.extend({
    facts: z
      .array(z.enum(factNames))
      .max(factNames.length)
      .optional()
      .describe('Facts asked for; omit for the main ones'),
  }),
  intent: {
    rank: 70,
    match: (utterance) => {
      const facts = factsAskedIn(utterance);
      return facts ? { ...listingRefOf(utterance), facts } : null;
    },
  },
  run: async (ctx, input) => {
    const lookup = await lookUpListing(ctx, input);
    if (!lookup.ok) return lookup.result;
    const { property, shown } = lookup;
    const facts = input.facts && input.facts.length > 0 ? input.facts : mainFacts;
    // The LLM brain is told not to grade a home whose seller or MLS said no (REQ-DISPLAY-NO-REPORT).
    const declined = displayPolicyOf(ctx.config.displayRules).reportDeclined(property);
    return {
      markdown: paragraphs(
        text.factsHeading(shown.name),
        factList(property, facts),
        ...describedLines(shown),
        disclaimerBlock(ctx, [shown]),
      ),
      // What the asker may see only: a buyer's record has no withheld street (REQ-DISPLAY-ADDRESS).
      data: {
        ...shownData(shown),
        disclaimers: disclaimersOf(ctx, [shown]),
        facts,
        ...(declined ? { noGrading: complianceMessages.reportDeclined[declined] } : {}),
      },
      listingKey: property.ListingKey,
    };
  },
});
