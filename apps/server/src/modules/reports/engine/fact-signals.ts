import type { RawProperty } from '@rela/contracts';
import type { Finding, ItemId } from './assessment';

/** The listing facts the engine reads beside the remarks. */
export type ListingFacts = Pick<
  RawProperty,
  'YearBuilt' | 'Heating' | 'Cooling' | 'Basement' | 'PublicRemarks' | 'PropertyType'
>;

const inferred = (grade: Finding['grade'], reason: string, evidence: string): Finding => ({
  grade,
  reason,
  evidence,
  specific: false,
});

/** The home's age this year, when YearBuilt is a plausible year. */
export const ageOf = (yearBuilt: number | null, year: number): number | null =>
  yearBuilt !== null && Number.isInteger(yearBuilt) && yearBuilt >= 1600 && yearBuilt <= year + 2
    ? Math.max(0, year - yearBuilt)
    : null;

const listed = (values: readonly string[] | null) =>
  (values ?? []).map((value) => value.trim()).filter(Boolean);

/** A system as old as the house: good while young, worth asking about once past its usual life. */
const systemByAge = (
  name: string,
  builtEvidence: string,
  yearBuilt: number,
  age: number,
  lifeYears: string,
): Finding =>
  age <= 15
    ? inferred(
        'Green',
        `Built in ${yearBuilt}: even an original ${name} would be ${age} years old or less, within the ${lifeYears} years it usually lasts.`,
        builtEvidence,
      )
    : inferred(
        'Yellow',
        `Built in ${yearBuilt}: an original ${name} would be ${age} years old, beyond the ${lifeYears} years it usually lasts, and nothing says it was replaced. Ask for its age.`,
        builtEvidence,
      );

const heatingFindings = (heating: string[], built: Built | null): Finding[] => {
  if (heating.length === 0) return [];
  const evidence = `Heating: ${heating.join(', ')}`;
  if (heating.every((value) => /^none$/i.test(value)))
    return [inferred('Red', 'No heating system is listed.', evidence)];
  if (!built) return [inferred(null, `Heating is listed as ${heating.join(', ')}.`, evidence)];
  const boiler = heating.some((value) => /hot water|steam|radiant/i.test(value));
  return [
    inferred(null, `Heating is listed as ${heating.join(', ')}.`, evidence),
    systemByAge(
      boiler ? 'boiler' : 'heating system',
      built.evidence,
      built.year,
      built.age,
      boiler ? '25 to 35' : '15 to 25',
    ),
  ];
};

const coolingFindings = (cooling: string[], built: Built | null): Finding[] => {
  if (cooling.length === 0) return [];
  const evidence = `Cooling: ${cooling.join(', ')}`;
  const real = cooling.filter((value) => !/^none$|ceiling fan/i.test(value));
  if (real.length === 0) return [inferred('Yellow', 'No air conditioning is listed.', evidence)];
  if (real.every((value) => /window/i.test(value)))
    return [inferred('Yellow', 'Cooling comes from window units only.', evidence)];
  if (!built) return [inferred(null, `Cooling is listed as ${cooling.join(', ')}.`, evidence)];
  return [
    inferred(null, `Cooling is listed as ${cooling.join(', ')}.`, evidence),
    systemByAge('air conditioner', built.evidence, built.year, built.age, '15 to 20'),
  ];
};

const basementFindings = (basement: string[]): Finding[] => {
  const evidence = `Basement: ${basement.join(', ')}`;
  if (basement.some((value) => /partial/i.test(value)))
    return [inferred('Yellow', 'The basement is partly finished.', evidence)];
  if (basement.some((value) => /^finished$/i.test(value)))
    return [inferred('Green', 'The basement is finished living space.', evidence)];
  if (basement.some((value) => /unfinished/i.test(value)))
    return [
      inferred('Yellow', 'The basement is unfinished: storage now, a project later.', evidence),
    ];
  return [];
};

type Built = { year: number; age: number; evidence: string };

/** Findings from the age of the structure for the parts that age with it. */
const ageFindings = (built: Built): Partial<Record<ItemId, Finding[]>> => {
  const { year, age, evidence } = built;
  const findings: Partial<Record<ItemId, Finding[]>> = {};
  findings.roof = [
    age <= 15
      ? inferred(
          'Green',
          `Built in ${year}: even an original roof would be ${age} years old or less, well within the 20 to 25 years a roof usually lasts.`,
          evidence,
        )
      : inferred(
          'Yellow',
          `Built in ${year}: an original roof would be ${age} years old, ${age >= 25 ? 'past' : 'near the end of'} the 20 to 25 years a roof usually lasts, and nothing says it was replaced.`,
          evidence,
        ),
  ];
  if (age <= 30)
    findings.foundation = [
      inferred(
        'Green',
        `Built in ${year}: a structure of ${age} years rarely shows age-related settling.`,
        evidence,
      ),
    ];
  else if (age >= 90)
    findings.foundation = [
      inferred(
        'Yellow',
        `Built in ${year}: a structure of ${age} years; have the foundation and framing checked.`,
        evidence,
      ),
    ];
  if (age <= 25)
    findings.electrical = [
      inferred('Green', `Built in ${year}: wiring of this age meets modern code.`, evidence),
    ];
  else if (year < 1960)
    findings.electrical = [
      inferred(
        'Yellow',
        `Built in ${year}: wiring of that era (ungrounded outlets, small panels, sometimes knob-and-tube) is common; ask whether it was updated.`,
        evidence,
      ),
    ];
  if (age <= 25)
    findings.plumbing = [
      inferred('Green', `Built in ${year}: pipes of this age are modern materials.`, evidence),
    ];
  else if (year < 1970)
    findings.plumbing = [
      inferred(
        'Yellow',
        `Built in ${year}: galvanized steel or cast-iron pipes of that era are common; ask whether they were replaced.`,
        evidence,
      ),
    ];
  if (age <= 8)
    findings.waterHeater = [
      inferred(
        'Green',
        `Built in ${year}: even an original water heater would be within the 8 to 12 years it usually lasts.`,
        evidence,
      ),
    ];
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
