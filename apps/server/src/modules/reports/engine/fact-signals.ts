import type { RawProperty } from '@rela/contracts';
import type { Finding, ItemId } from './assessment';
import { lifespans, type Lifespan } from './lifespans';

/** The listing facts the engine reads beside the remarks. */
export type ListingFacts = Pick<
  RawProperty,
  'YearBuilt' | 'Heating' | 'Cooling' | 'Basement' | 'PublicRemarks' | 'PropertyType'
>;

const fromField = (grade: Finding['grade'], reason: string, evidence: string): Finding => ({
  grade,
  reason,
  evidence,
  basis: 'listed',
});

const fromAge = (grade: Finding['grade'], reason: string, evidence: string): Finding => ({
  grade,
  reason,
  evidence,
  basis: 'age',
});

/** The home's age this year, when YearBuilt is a plausible year. */
export const ageOf = (yearBuilt: number | null, year: number): number | null =>
  yearBuilt !== null && Number.isInteger(yearBuilt) && yearBuilt >= 1600 && yearBuilt <= year + 2
    ? Math.max(0, year - yearBuilt)
    : null;

const listed = (values: readonly string[] | null) =>
  (values ?? []).map((value) => value.trim()).filter(Boolean);

/**
 * A part as old as the house, if it is the original: good while young, worth asking about once past
 * its usual life. When an original one is implausible (an air conditioner of 1920), its age is not
 * known and nothing is said about it: the listing does not say when it was replaced.
 */
const systemByAge = (
  { name, usual, plausible, askPastLife }: Lifespan,
  built: Built,
): Finding[] => {
  const { year, age, evidence } = built;
  const life = `${usual[0]} to ${usual[1]} years`;
  if (age < usual[0])
    return [
      fromAge(
        'Green',
        `Built in ${year}: even an original ${name} would be ${age} years old or less, within the ${life} it usually lasts.`,
        evidence,
      ),
    ];
  if (!askPastLife) return [];
  if (age <= plausible)
    return [
      fromAge(
        'Yellow',
        `Built in ${year}: an original ${name} would be ${age} years old, ${age > usual[1] ? 'past' : 'near the end of'} the ${life} it usually lasts, and nothing says it was replaced. Ask for its age.`,
        evidence,
      ),
    ];
  return [
    fromAge(
      null,
      `The listing does not say when the ${name} was installed, and a house built in ${year} is far older than one lasts. Ask for its age.`,
      evidence,
    ),
  ];
};

const heatingFindings = (heating: string[], built: Built | null): Finding[] => {
  if (heating.length === 0) return [];
  const evidence = `Heating: ${heating.join(', ')}`;
  if (heating.every((value) => /^none$/i.test(value)))
    return [fromField('Red', 'No heating system is listed.', evidence)];
  const named = fromField(null, `Heating is listed as ${heating.join(', ')}.`, evidence);
  if (!built) return [named];
  const boiler = heating.some((value) => /hot water|steam|radiant/i.test(value));
  return [named, ...systemByAge(boiler ? lifespans.boiler : lifespans.furnace, built)];
};

const coolingFindings = (cooling: string[], built: Built | null): Finding[] => {
  if (cooling.length === 0) return [];
  const evidence = `Cooling: ${cooling.join(', ')}`;
  const real = cooling.filter((value) => !/^none$|ceiling fan/i.test(value));
  if (real.length === 0) return [fromField('Yellow', 'No air conditioning is listed.', evidence)];
  if (real.every((value) => /window/i.test(value)))
    return [fromField('Yellow', 'Cooling comes from window units only.', evidence)];
  const named = fromField(null, `Cooling is listed as ${cooling.join(', ')}.`, evidence);
  return built ? [named, ...systemByAge(lifespans.airConditioner, built)] : [named];
};

const basementFindings = (basement: string[]): Finding[] => {
  const evidence = `Basement: ${basement.join(', ')}`;
  if (basement.some((value) => /partial/i.test(value)))
    return [fromField('Yellow', 'The basement is partly finished.', evidence)];
  if (basement.some((value) => /^finished$/i.test(value)))
    return [fromField('Green', 'The basement is finished living space.', evidence)];
  if (basement.some((value) => /unfinished/i.test(value)))
    return [
      fromField('Yellow', 'The basement is unfinished: storage now, a project later.', evidence),
    ];
  return [];
};

type Built = { year: number; age: number; evidence: string };

/** Findings from the age of the structure for the parts that age with it. */
const ageFindings = (built: Built): Partial<Record<ItemId, Finding[]>> => {
  const { year, age, evidence } = built;
  const findings: Partial<Record<ItemId, Finding[]>> = {};
  findings.roof = systemByAge(lifespans.roof, built);
  if (age <= 30)
    findings.foundation = [
      fromAge(
        'Green',
        `Built in ${year}: a structure of ${age} years rarely shows age-related settling.`,
        evidence,
      ),
    ];
  else if (age >= 90)
    findings.foundation = [
      fromAge(
        'Yellow',
        `Built in ${year}: a structure of ${age} years; have the foundation and framing checked.`,
        evidence,
      ),
    ];
  if (age <= 25)
    findings.electrical = [
      fromAge('Green', `Built in ${year}: wiring of this age meets modern code.`, evidence),
    ];
  else if (year < 1960)
    findings.electrical = [
      fromAge(
        'Yellow',
        `Built in ${year}: wiring of that era (ungrounded outlets, small panels, sometimes knob-and-tube) is common; ask whether it was updated.`,
        evidence,
      ),
    ];
  if (age <= 25)
    findings.plumbing = [
      fromAge('Green', `Built in ${year}: pipes of this age are modern materials.`, evidence),
    ];
  else if (year < 1970)
    findings.plumbing = [
      fromAge(
        'Yellow',
        `Built in ${year}: galvanized steel or cast-iron pipes of that era are common; ask whether they were replaced.`,
        evidence,
      ),
    ];
  findings.waterHeater = systemByAge(lifespans.waterHeater, built);
  return findings;
};

/** Every finding the listing's facts support, by part of the home. */
export const factFindings = (facts: ListingFacts, year: number): Map<ItemId, Finding[]> => {
  const age = ageOf(facts.YearBuilt, year);
  const built =
    age === null || facts.YearBuilt === null
      ? null
      : { year: facts.YearBuilt, age, evidence: `YearBuilt: ${facts.YearBuilt}` };
  const byItem = new Map<ItemId, Finding[]>();
  const add = (item: ItemId, findings: readonly Finding[]) => {
    if (findings.length > 0) byItem.set(item, [...(byItem.get(item) ?? []), ...findings]);
  };
  if (built)
    for (const [item, findings] of Object.entries(ageFindings(built)))
      add(item as ItemId, findings);
  add('heating', heatingFindings(listed(facts.Heating), built));
  add('cooling', coolingFindings(listed(facts.Cooling), built));
  add('basement', basementFindings(listed(facts.Basement)));
  return byItem;
};
