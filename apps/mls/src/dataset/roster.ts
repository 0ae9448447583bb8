import { cities } from './cities';
import { datasetReferenceDate } from './listing-dates';
import { createRandom } from './random';

/** A listing firm as the Office resource serves it (RESO Data Dictionary 2.0 names). */
export type OfficeRecord = {
  OfficeKey: string;
  OfficeMlsId: string;
  OfficeName: string;
  OfficePhone: string;
  OfficeEmail: string;
  OfficeCity: string;
  OfficeStateOrProvince: string;
  ModificationTimestamp: string;
};

/** A listing agent as the Member resource serves it. */
export type MemberRecord = {
  MemberKey: string;
  MemberMlsId: string;
  MemberFirstName: string;
  MemberLastName: string;
  MemberFullName: string;
  MemberEmail: string;
  MemberDirectPhone: string;
  OfficeKey: string;
  OfficeName: string;
  ModificationTimestamp: string;
};

/** Each city's telephone area code; the numbers are 555-01xx, the range kept for fiction. */
const areaCodes: Record<string, string> = {
  Austin: '512',
  Boise: '208',
  Columbus: '614',
  Denver: '303',
  Nashville: '615',
  Portland: '503',
  Raleigh: '919',
  Sacramento: '916',
};

const brands = [
  ['Keystone Realty', 'keystonerealty'],
  ['Hearth & Home Properties', 'hearthandhome'],
  ['Northstar Real Estate', 'northstarre'],
  ['Bluebird Realty Group', 'bluebirdrealty'],
  ['Cornerstone Homes', 'cornerstonehomes'],
  ['Parkside Realty', 'parksiderealty'],
] as const;

const firstNames = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Ava',
  'Mateo',
  'Sophia',
  'Elijah',
  'Isabella',
  'Lucas',
  'Mia',
  'Ethan',
  'Amelia',
  'James',
  'Harper',
  'Daniel',
  'Evelyn',
  'Henry',
  'Priya',
  'Wei',
  'Fatima',
  'Diego',
  'Grace',
  'Samuel',
  'Chloe',
  'David',
  'Nora',
  'Omar',
  'Hannah',
  'Julian',
];
const lastNames = [
  'Garcia',
  'Nguyen',
  'Smith',
  'Johnson',
  'Patel',
  'Kim',
  'Martinez',
  'Brown',
  'Davis',
  'Lopez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Moore',
  'Clark',
  'Lewis',
  'Walker',
  'Hall',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Hill',
  'Green',
  'Adams',
  'Baker',
  'Nelson',
  'Carter',
  'Rivera',
];

/** Agents per office. */
const agentsPerOffice = 8;

const phone = (city: string, line: number) =>
  `${areaCodes[city] ?? '555'}-555-01${String(line).padStart(2, '0')}`;

/** `ava.garcia@keystonerealty.example`, numbered when the firm has that name already. */
const emails = new Set<string>();
const emailOf = (first: string, last: string, domain: string) => {
  const name = `${first}.${last}`.toLowerCase();
  let email = `${name}@${domain}.example`;
  for (let n = 2; emails.has(email); n += 1) email = `${name}${n}@${domain}.example`;
  emails.add(email);
  return email;
};

/**
 * The embedded MLS's listing firms and agents: six offices in each city, eight agents in each, the
 * same on every run (a generator seeded with the city), stamped with the dataset's reference date.
 */
const buildRoster = () => {
  const offices: OfficeRecord[] = [];
  const members: MemberRecord[] = [];
  for (const [city] of cities) {
    const random = createRandom(`roster:${city.city}`);
    brands.forEach(([brand, domain], index) => {
      const number = String(index + 1).padStart(2, '0');
      const office: OfficeRecord = {
        OfficeKey: `O-${city.mlsPrefix}-${number}`,
        OfficeMlsId: `${city.mlsPrefix}O${number}`,
        OfficeName: `${brand} ${city.city}`,
        OfficePhone: phone(city.city, index),
        OfficeEmail: `${city.city.toLowerCase()}@${domain}.example`,
        OfficeCity: city.city,
        OfficeStateOrProvince: city.state,
        ModificationTimestamp: datasetReferenceDate,
      };
      offices.push(office);
      for (let agent = 0; agent < agentsPerOffice; agent += 1) {
        const first = random.pick(firstNames);
        const last = random.pick(lastNames);
        const agentNumber = `${number}${String(agent + 1).padStart(2, '0')}`;
        members.push({
          MemberKey: `M-${city.mlsPrefix}-${agentNumber}`,
          MemberMlsId: `${city.mlsPrefix}M${agentNumber}`,
          MemberFirstName: first,
          MemberLastName: last,
          MemberFullName: `${first} ${last}`,
          MemberEmail: emailOf(first, last, domain),
          MemberDirectPhone: phone(city.city, 10 + index * agentsPerOffice + agent),
          OfficeKey: office.OfficeKey,
          OfficeName: office.OfficeName,
          ModificationTimestamp: datasetReferenceDate,
        });
      }
    });
  }
  return { offices, members };
};

export const roster = buildRoster();

const membersByCity = new Map<string, MemberRecord[]>();
for (const member of roster.members) {
  const office = roster.offices.find((item) => item.OfficeKey === member.OfficeKey);
  const list = membersByCity.get(office?.OfficeCity ?? '') ?? [];
  list.push(member);
  membersByCity.set(office?.OfficeCity ?? '', list);
}
export const officesByKey = new Map(roster.offices.map((office) => [office.OfficeKey, office]));

/** The agents who list in a city (every agent, for a city the MLS does not cover). */
export const agentsIn = (city: string): readonly MemberRecord[] =>
  membersByCity.get(city) ?? roster.members;
