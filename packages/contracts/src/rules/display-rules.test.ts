import { describe, expect, it } from 'vitest';
import {
  addressShown,
  attributionOf,
  clientMaySee,
  defaultDisplayRuleSet,
  defaultDisplayRules,
  disclaimerOf,
  formatListingPhone,
  isDataStale,
  parseDisplayRules,
  reportAllowed,
  reportDeclinedOf,
  rulesFor,
} from './display-rules';

const rules = defaultDisplayRuleSet;
const listing = {
  ListingKey: 'K1',
  StandardStatus: 'Active',
  OriginatingSystemName: 'TriangleMLS',
  ListOfficeName: 'Acme Realty',
  ListOfficePhone: '919.555.0100',
  ListAgentFullName: 'Dana Agent',
  ListAgentDirectPhone: '+1 (919) 555-0111',
  ListAgentEmail: 'dana@acme.example',
};

describe('the display rules (REQ-DISPLAY-RULES)', () => {
  it('ships defaults that satisfy the common IDX rules', () => {
    expect(defaultDisplayRuleSet).toMatchObject({
      maxDataAgeHours: 12,
      soldDataToClients: false,
      attribution: 'office',
    });
  });

  it('reads MLS_DISPLAY_RULES over the defaults, "*" for any other MLS', () => {
    const parsed = parseDisplayRules(
      JSON.stringify({
        '*': { source: 'Any MLS' },
        TriangleMLS: { source: 'Triangle MLS', soldDataToClients: true, maxDataAgeHours: 6 },
      }),
    );
    if (!parsed.ok) throw new Error(parsed.problems.join('; '));
    expect(parsed.rules.default).toEqual({ ...defaultDisplayRuleSet, source: 'Any MLS' });
    expect(rulesFor(parsed.rules, listing)).toMatchObject({
      source: 'Triangle MLS',
      soldDataToClients: true,
      maxDataAgeHours: 6,
      attribution: 'office',
    });
    expect(rulesFor(parsed.rules, { OriginatingSystemName: 'Other' }).source).toBe('Any MLS');
    expect(rulesFor(defaultDisplayRules, listing)).toBe(defaultDisplayRuleSet);
  });

  it('names every problem of a bad MLS_DISPLAY_RULES', () => {
    expect(parseDisplayRules('{')).toMatchObject({ ok: false });
    const bad = parseDisplayRules(
      JSON.stringify({
        TriangleMLS: { maxDataAgeHours: -1, attribution: 'nobody', colour: 'red' },
        Other: { timeZone: 'Mars/Olympus' },
      }),
    );
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.problems.join('\n')).toMatch(/TriangleMLS\.maxDataAgeHours/);
    expect(bad.problems.join('\n')).toMatch(/TriangleMLS\.attribution/);
    // The unknown key is named by its rule set (the server's zod names the key itself).
    expect(bad.problems.some((problem) => problem.startsWith('TriangleMLS:'))).toBe(true);
    const zone = parseDisplayRules(JSON.stringify({ Other: { timeZone: 'Mars/Olympus' } }));
    expect(zone).toEqual({ ok: false, problems: ['timeZone: Mars/Olympus is not a time zone'] });
  });

  it('attributes the listing office and its phone, else the agent and their contact', () => {
    expect(attributionOf(listing, rules)).toEqual({
      full: 'Listing courtesy of Acme Realty, (919) 555-0100',
      compact: 'Listing courtesy of Acme Realty',
    });
    expect(attributionOf({ ...listing, ListOfficePhone: null }, rules)?.full).toBe(
      'Listing courtesy of Dana Agent of Acme Realty, (919) 555-0111',
    );
    expect(attributionOf(listing, { ...rules, attribution: 'office-and-agent' })?.full).toBe(
      'Listing courtesy of Dana Agent of Acme Realty, (919) 555-0111',
    );
    expect(
      attributionOf(
        { ListAgentFullName: 'Dana Agent', ListAgentEmail: 'dana@acme.example' },
        rules,
      ),
    ).toEqual({
      full: 'Listing courtesy of Dana Agent, dana@acme.example',
      compact: 'Listing courtesy of Dana Agent',
    });
    expect(attributionOf({ ListOfficeName: 'Acme Realty' }, rules)?.full).toBe(
      'Listing courtesy of Acme Realty',
    );
    expect(attributionOf({ ListingKey: 'K1' }, rules)).toBeNull();
    expect(formatListingPhone('ext. 12')).toBe('ext. 12');
  });

  it('writes the disclaimer with the MLS as source and the time the data was obtained', () => {
    expect(
      disclaimerOf({ ...rules, source: 'Triangle MLS' }, new Date('2026-11-29T17:05:00Z')),
    ).toBe(
      'Listing data from Triangle MLS. Information deemed reliable but not guaranteed. Data last obtained Nov 29, 2026, 12:05 PM EST.',
    );
  });

  it('keeps opted-out, sold and other statuses from buyers as the rules say', () => {
    expect(clientMaySee(listing, rules)).toBe(true);
    expect(clientMaySee({ ...listing, StandardStatus: 'Active Under Contract' }, rules)).toBe(true);
    expect(clientMaySee({ ...listing, StandardStatus: 'ActiveUnderContract' }, rules)).toBe(true);
    expect(clientMaySee({ ...listing, InternetEntireListingDisplayYN: false }, rules)).toBe(false);
    expect(clientMaySee({ ...listing, InternetEntireListingDisplayYN: 'N' }, rules)).toBe(false);
    expect(clientMaySee({ ...listing, StandardStatus: 'Closed' }, rules)).toBe(false);
    expect(
      clientMaySee({ ...listing, StandardStatus: 'Closed' }, { ...rules, soldDataToClients: true }),
    ).toBe(true);
    expect(clientMaySee({ ...listing, StandardStatus: 'Withdrawn' }, rules)).toBe(false);
  });

  it('hides the address and the AI report where the seller said no', () => {
    expect(addressShown(listing, rules)).toBe(true);
    expect(addressShown({ ...listing, InternetAddressDisplayYN: false }, rules)).toBe(false);
    expect(reportAllowed(listing, rules)).toBe(true);
    expect(reportAllowed({ ...listing, InternetConsumerCommentYN: false }, rules)).toBe(false);
    expect(reportAllowed({ ...listing, InternetAutomatedValuationDisplayYN: 'false' }, rules)).toBe(
      false,
    );
    expect(reportAllowed(listing, { ...rules, automatedValuationsAllowed: false })).toBe(false);
  });

  it('names why the AI report is declined: the seller first, then the MLS (REQ-DISPLAY-NO-REPORT)', () => {
    expect(reportDeclinedOf(listing, rules)).toBeNull();
    expect(reportDeclinedOf({ ...listing, InternetConsumerCommentYN: 'N' }, rules)).toBe('seller');
    expect(
      reportDeclinedOf({ ...listing, InternetAutomatedValuationDisplayYN: false }, rules),
    ).toBe('seller');
    expect(reportDeclinedOf({ ...listing, InternetConsumerCommentYN: 'Y' }, rules)).toBeNull();
    const noComments = { ...rules, commentsAllowed: false };
    expect(reportDeclinedOf(listing, noComments)).toBe('mls');
    expect(reportDeclinedOf({ ...listing, InternetConsumerCommentYN: false }, noComments)).toBe(
      'seller',
    );
  });

  it('calls data stale past the longest the rules allow', () => {
    const obtained = new Date('2026-11-29T00:00:00Z');
    expect(isDataStale(rules, obtained, new Date('2026-11-29T12:00:00Z'))).toBe(false);
    expect(isDataStale(rules, obtained, new Date('2026-11-29T12:00:01Z'))).toBe(true);
  });
});
