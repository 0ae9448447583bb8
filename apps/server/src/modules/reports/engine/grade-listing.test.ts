import { type RawProperty, type ReportGrade, reportsMessages } from '@rela/contracts';
import { describe, expect, it } from 'vitest';
import { compileReport } from '../report-compile';
import { bareListing as bare } from '../reports.test-support';
import { builtInDescriptions, describedSections } from '../report-writer';
import type { ItemId, ListingPhoto } from './assessment';
import { gradeListing } from './grade-listing';

const NOW = new Date('2026-06-01T12:00:00Z');
const NA = reportsMessages.notApplicable;

type Grades = {
  overall: ReportGrade | null;
  cosmetic: ReportGrade | null;
  nonCosmetic: ReportGrade | null;
};
type Case = {
  name: string;
  listing: Partial<RawProperty>;
  grades: Grades;
  areas: [ReportGrade | null, ReportGrade | null, ReportGrade | null];
  items?: Partial<Record<ItemId, ReportGrade | null>>;
  absent?: ItemId[];
};

/** What a person reading each listing would expect; exterior, interior, systems in `areas`. */
const cases: Case[] = [
  {
    name: 'new construction, updated and move-in ready',
    listing: {
      YearBuilt: 2023,
      Heating: ['Forced Air'],
      Cooling: ['Central Air'],
      Basement: ['Finished'],
      PublicRemarks:
        'Brand-new construction with a chef’s kitchen, quartz counters and stainless appliances. Move-in ready.',
    },
    grades: { overall: 'Green', cosmetic: 'Green', nonCosmetic: 'Green' },
    areas: ['Green', 'Green', 'Green'],
    items: {
      roof: 'Green',
      kitchen: 'Green',
      basement: 'Green',
      heating: 'Green',
      cooling: 'Green',
    },
  },
  {
    name: 'a 1925 investor special sold as-is',
    listing: {
      YearBuilt: 1925,
      Heating: ['Steam'],
      Cooling: ['None'],
      Basement: ['Unfinished'],
      PublicRemarks: 'Investor special! Needs major work throughout. Sold as-is.',
    },
    grades: { overall: 'Red', cosmetic: 'Red', nonCosmetic: 'Red' },
    // "Needs major work throughout" bounds the home's grades but names no floor; nobody can say
    // how old the roof and the boiler that replaced the originals of 1925 are.
    areas: ['Yellow', 'Yellow', 'Yellow'],
    items: {
      roof: null,
      foundation: 'Yellow',
      heating: null,
      cooling: 'Yellow',
      basement: 'Yellow',
    },
    absent: ['finishes'],
  },
  {
    name: 'a 1962 home with a new roof, new HVAC and updated electrical',
    listing: {
      YearBuilt: 1962,
      Heating: ['Forced Air'],
      Cooling: ['Central Air'],
      PublicRemarks:
        'New roof in 2021, an updated electrical panel and new HVAC. The updated kitchen features quartz counters.',
    },
    grades: { overall: 'Yellow', cosmetic: 'Green', nonCosmetic: 'Yellow' },
    areas: ['Green', 'Green', 'Yellow'],
    items: {
      roof: 'Green',
      electrical: 'Green',
      heating: 'Green',
      cooling: 'Green',
      plumbing: 'Yellow',
    },
  },
  {
    name: 'disclosed foundation issues',
    listing: {
      YearBuilt: 1988,
      PublicRemarks:
        'Foundation issues disclosed; priced accordingly. Updated kitchen with granite counters.',
    },
    grades: { overall: 'Red', cosmetic: 'Green', nonCosmetic: 'Red' },
    areas: ['Red', 'Green', null],
    items: { foundation: 'Red', kitchen: 'Green' },
  },
  {
    name: 'water in the basement',
    listing: {
      YearBuilt: 2005,
      Basement: ['Finished'],
      PublicRemarks: 'The basement has had water intrusion after heavy rains.',
    },
    grades: { overall: 'Red', cosmetic: 'Green', nonCosmetic: 'Red' },
    areas: ['Red', 'Green', 'Green'],
    items: { water: 'Red', roof: 'Yellow', foundation: 'Green', electrical: 'Green' },
  },
  {
    name: 'sound and young but tired inside',
    listing: {
      YearBuilt: 2014,
      Heating: ['Heat Pump'],
      Cooling: ['Central Air'],
      PublicRemarks:
        'Needs some TLC and cosmetic updates. The original kitchen is ready for your ideas.',
    },
    grades: { overall: 'Yellow', cosmetic: 'Yellow', nonCosmetic: 'Green' },
    areas: ['Green', 'Yellow', 'Green'],
    items: { finishes: 'Yellow', kitchen: 'Yellow', heating: 'Green' },
  },
  {
    name: 'bare MLS data',
    listing: {},
    grades: { overall: null, cosmetic: null, nonCosmetic: null },
    areas: [null, null, null],
    absent: ['roof', 'kitchen', 'heating', 'water'],
  },
  {
    name: 'remarks only, no facts',
    listing: { PublicRemarks: 'Charming home with a new roof and refinished hardwood floors.' },
    grades: { overall: 'Green', cosmetic: 'Green', nonCosmetic: 'Green' },
    areas: ['Green', 'Green', null],
    items: { roof: 'Green', finishes: 'Green' },
    absent: ['heating', 'foundation'],
  },
  {
    name: 'knob-and-tube wiring in a 1940 home',
    listing: {
      YearBuilt: 1940,
      PublicRemarks:
        'Original knob-and-tube wiring remains in parts of the home. Hardwood floors throughout.',
    },
    grades: { overall: 'Red', cosmetic: null, nonCosmetic: 'Red' },
    areas: [null, null, 'Red'],
    items: { electrical: 'Red', plumbing: 'Yellow', roof: null },
  },
  {
    name: 'denied problems are not problems',
    listing: {
      YearBuilt: 1999,
      PublicRemarks:
        'No foundation issues and no water damage, per the seller. The roof was replaced in 2019.',
    },
    grades: { overall: 'Green', cosmetic: null, nonCosmetic: 'Green' },
    areas: ['Green', null, null],
    items: { roof: 'Green', foundation: 'Green' },
    absent: ['water'],
  },
  {
    name: 'a 1955 home nobody says anything about',
    listing: { YearBuilt: 1955, Heating: ['Forced Air'], Cooling: ['Window Unit(s)'] },
    grades: { overall: 'Yellow', cosmetic: null, nonCosmetic: 'Yellow' },
    // Wiring and pipes of 1955 may well remain; a roof or a furnace of 1955 does not, so the
    // replacements' age is unknown and grades nothing.
    areas: [null, null, 'Yellow'],
    items: {
      roof: null,
      electrical: 'Yellow',
      plumbing: 'Yellow',
      heating: null,
      cooling: 'Yellow',
    },
    absent: ['foundation'],
  },
  {
    name: 'no heating at all',
    listing: { YearBuilt: 2015, Heating: ['None'], Cooling: ['Central Air'] },
    grades: { overall: 'Red', cosmetic: null, nonCosmetic: 'Red' },
    areas: ['Green', null, 'Red'],
    items: { heating: 'Red', cooling: 'Green' },
  },
  {
    name: 'marketing words that only sound like problems',
    listing: {
      YearBuilt: 2015,
      PublicRemarks:
        'Crown molding and a living room flooded with natural light. Perfect for settling in on a quiet street.',
    },
    grades: { overall: 'Green', cosmetic: null, nonCosmetic: 'Green' },
    areas: ['Green', null, 'Green'],
    absent: ['water'],
    items: { foundation: 'Green' },
  },
];

const gradeOf = (listing: Partial<RawProperty>) =>
  gradeListing({ ...bare('K1'), ...listing }, [], NOW);

describe('the grading engine', () => {
  it.each(cases)('$name', ({ listing, grades, areas, items = {}, absent = [] }) => {
    const assessment = gradeOf(listing);
    const { overall, cosmetic, nonCosmetic } = assessment.propertyGrades;
    expect({
      overall: overall.grade,
      cosmetic: cosmetic.grade,
      nonCosmetic: nonCosmetic.grade,
    }).toEqual(grades);
    expect([
      assessment.areas.exterior.grade,
      assessment.areas.interior.grade,
      assessment.areas.systems.grade,
    ]).toEqual(areas);
    const all = Object.values(assessment.areas).flatMap((area) => area.items);
    for (const [id, grade] of Object.entries(items)) {
      expect(all.find((item) => item.id === id)?.grade, id).toBe(grade);
    }
    for (const id of absent)
      expect(
        all.find((item) => item.id === id),
        id,
      ).toBeUndefined();
    // Every grade names what it rests on.
    for (const item of all) expect(item.findings.length, item.id).toBeGreaterThan(0);
    for (const item of all.filter((entry) => entry.grade)) {
      expect(
        item.findings.some((finding) => finding.grade),
        item.id,
      ).toBe(true);
    }
  });

  it('quotes the remark a grade rests on', () => {
    const assessment = gradeOf({
      YearBuilt: 1925,
      PublicRemarks: 'Lovely porch. The roof was replaced in 2020.',
    });
    const roof = assessment.areas.exterior.items.find((item) => item.id === 'roof');
    expect(roof?.grade).toBe('Green');
    expect(roof?.findings.map((finding) => finding.evidence)).toEqual([
      'Remarks: "The roof was replaced in 2020."',
    ]);
  });

  it('writes the no-information text, not invented grades, for a bare MLS record', () => {
    const assessment = gradeOf({});
    const sections = describedSections(assessment);
    const report = compileReport({
      assessment,
      sections,
      descriptions: builtInDescriptions(sections),
      imageOf: () => null,
      credit: { attribution: null, disclaimer: 'Listing data from the MLS.' },
      generatedAt: NOW,
      writer: 'built-in',
    }).final_compiled_response;
    expect(report.propertyGrades).toEqual({ overall: NA, cosmetic: NA, nonCosmetic: NA });
    for (const area of ['exterior', 'interior', 'systems'] as const) {
      expect(report.keyAreas[area]).toEqual({
        grade: NA,
        image: null,
        description: NA,
        evidence: [],
      });
      expect(report.detailedAssessments[area]).toEqual([]);
    }
  });

  it('chooses captioned photos for each part, and the cover for the exterior when none has a caption', () => {
    const photos: ListingPhoto[] = [
      { url: 'https://mls.example/K1/0.jpg', order: 0, caption: 'Front exterior' },
      { url: 'https://mls.example/K1/1.jpg', order: 1, caption: 'Living room' },
      { url: 'https://mls.example/K1/2.jpg', order: 2, caption: 'Kitchen' },
    ];
    const listing = { ...bare('K1'), YearBuilt: 2020, PublicRemarks: 'Updated kitchen.' };
    const assessment = gradeListing(listing, photos, NOW);
    expect(assessment.areas.exterior.photo?.order).toBe(0);
    expect(assessment.areas.interior.photo?.order).toBe(1);
    expect(
      assessment.areas.interior.items.find((item) => item.id === 'kitchen')?.photo?.order,
    ).toBe(2);
    expect(assessment.areas.systems.photo).toBeNull();

    const uncaptioned = photos.map((photo) => ({ ...photo, caption: null }));
    const plain = gradeListing(listing, [...uncaptioned].reverse(), NOW);
    expect(plain.areas.exterior.photo?.order).toBe(0);
    expect(plain.areas.interior.photo).toBeNull();
  });
});
