import { type RawProperty, reportsMessages } from '@rela/contracts';
import { generateDataset, type PropertyRecord } from '@rela/mls';
import { describe, expect, it } from 'vitest';
import { compileReport } from '../report-compile';
import { builtInDescriptions, describedSections } from '../report-writer';
import { bareListing } from '../reports.test-support';
import type { Assessment, ItemId } from './assessment';
import { gradeListing } from './grade-listing';
import { plausibleAge } from './lifespans';
import { itemFacts, mentions } from './mentions';

const NOW = new Date('2026-06-01T12:00:00Z');
const YEAR = NOW.getUTCFullYear();
const NA = reportsMessages.notApplicable;

const findingsOf = (assessment: Assessment) =>
  Object.values(assessment.areas).flatMap((area) =>
    area.items.flatMap((item) => item.findings.map((finding) => ({ item: item.id, finding }))),
  );

/** A quoted sentence must name the part; a listing field must be one that describes it. */
const citesItsSubject = (item: ItemId, evidence: string): boolean => {
  const quote = /^Remarks: "(.*)"$/s.exec(evidence)?.[1];
  if (quote !== undefined) return mentions(item, quote);
  const field = /^(\w+): /.exec(evidence)?.[1];
  return itemFacts[item].some((fact) => fact === field);
};

/** "… would be 31 years old", "a structure of 96 years": every age a reason states. */
const statedAges = (reason: string): number[] =>
  [...reason.matchAll(/\b(\d+) years old\b|\bof (\d+) years\b/g)].map((match) =>
    Number(match[1] ?? match[2]),
  );

/** An age follows from a year of construction in the evidence, and is one the part can reach. */
const ageSupported = (item: ItemId, age: number, evidence: string): boolean => {
  const built = Number(/^YearBuilt: (\d{4})$/.exec(evidence)?.[1]);
  const plausible = plausibleAge(item);
  return YEAR - built === age && (plausible === null || age <= plausible);
};

/** The embedded MLS's own listings, straight from its seeded generator: houses, condos and duplexes. */
const homes = generateDataset({ count: 400 }).properties.filter(
  (record) => record.PropertyType !== 'Land',
);
const sample: PropertyRecord[] = [
  ...new Set([
    ...homes.slice(0, 40),
    ...homes.filter((record) => record.PropertyType === 'Residential Income').slice(0, 10),
  ]),
];

const grade = (listing: Partial<RawProperty>) =>
  gradeListing({ ...bareListing('K1'), ...listing }, [], NOW);

const compiled = (assessment: Assessment) => {
  const sections = describedSections(assessment);
  return compileReport({
    assessment,
    sections,
    descriptions: builtInDescriptions(sections),
    imageOf: () => null,
    credit: { attribution: null, disclaimer: 'Listing data from the MLS.' },
    generatedAt: NOW,
    writer: 'built-in',
  }).final_compiled_response;
};

describe('every finding follows from its evidence', () => {
  it('samples enough of the dataset, with old homes and income properties in it', () => {
    expect(sample.length).toBeGreaterThanOrEqual(30);
    expect(sample.some((record) => (record.YearBuilt ?? YEAR) < 1940)).toBe(true);
    expect(sample.some((record) => /turnkey/.test(record.PublicRemarks ?? ''))).toBe(true);
  });

  it.each(sample.map((record) => [record.ListingKey, record] as const))(
    'listing %s',
    (_key, record) => {
      const assessment = gradeListing(record as RawProperty, [], NOW);
      for (const { item, finding } of findingsOf(assessment)) {
        const where = `${item}: ${finding.reason} [${finding.evidence}]`;
        expect(citesItsSubject(item, finding.evidence), where).toBe(true);
        for (const age of statedAges(finding.reason))
          expect(ageSupported(item, age, finding.evidence), where).toBe(true);
      }
    },
  );
});

describe('the two reasonings the issue found', () => {
  it('says nothing about the age of an original air conditioner in a 1920 house', () => {
    const assessment = grade({
      YearBuilt: 1920,
      Heating: ['Forced Air'],
      Cooling: ['Central Air'],
    });
    const systems = assessment.areas.systems.items;
    const cooling = systems.find((item) => item.id === 'cooling');
    expect(cooling?.grade ?? null).toBeNull();
    for (const item of systems.filter(({ id }) => id === 'cooling' || id === 'heating'))
      for (const finding of item.findings) expect(finding.reason).not.toMatch(/years old|106/);
    const report = compiled(assessment);
    const coolingSection = report.detailedAssessments.systems.find(
      (section) => section.name === 'Cooling',
    );
    expect(coolingSection?.grade).toBe(NA);
    expect(coolingSection?.description).toMatch(/Ask for its age\. No information was found/);
  });

  it('still dates the systems of a young house by its age', () => {
    const cooling = grade({ YearBuilt: 2015, Cooling: ['Central Air'] }).areas.systems.items.find(
      (item) => item.id === 'cooling',
    );
    expect(cooling?.grade).toBe('Green');
    expect(cooling?.findings.map((finding) => finding.reason).join(' ')).toMatch(
      /even an original air conditioner would be 11 years old or less/,
    );
  });

  it('grades no floors from "Both units are currently leased, making this a turnkey investment."', () => {
    const assessment = grade({
      PropertyType: 'Residential Income',
      PublicRemarks: 'Both units are currently leased, making this a turnkey investment.',
    });
    expect(findingsOf(assessment)).toEqual([]);
    expect(assessment.areas.interior.grade).toBeNull();
    expect(compiled(assessment).keyAreas.interior).toMatchObject({ grade: NA, description: NA });
  });

  it('still grades floors from a sentence about them', () => {
    const finishes = grade({
      PublicRemarks: 'Fresh paint, new lighting and refinished floors make it truly move-in ready.',
    }).areas.interior.items.find((item) => item.id === 'finishes');
    expect(finishes?.grade).toBe('Green');
  });
});
