import {
  assistantMessages,
  bathroomsOf,
  bathsLabel,
  bedsLabel,
  formatFigure,
  lotSizeLabel,
  type RawProperty,
} from '@rela/contracts';

const na = assistantMessages.notAvailable;
const labels = assistantMessages.factLabels;

/** Text from users or the MLS inside a reply: Markdown punctuation escaped, so it stays text. */
export const escapeMarkdown = (text: string) =>
  text
    .replace(/[\\`*_{}[\]()<>#+!|~]/g, (char) => `\\${char}`)
    .replace(/\s+/g, ' ')
    .trim();

const money = (value: number | null) =>
  value === null
    ? na
    : new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: 'USD',
        maximumFractionDigits: 0,
      }).format(value);

const count = (value: number | null, unit = '') =>
  value === null ? na : `${new Intl.NumberFormat('en-US').format(value)}${unit}`;

type AddressParts = Pick<
  RawProperty,
  'UnparsedAddress' | 'City' | 'StateOrProvince' | 'PostalCode'
>;

const placeOf = (raw: Omit<AddressParts, 'UnparsedAddress'>) =>
  [raw.City, [raw.StateOrProvince, raw.PostalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');

/** `Austin, TX 78704`, escaped: the place without the street. */
export const placeLine = (raw: Omit<AddressParts, 'UnparsedAddress'>) =>
  escapeMarkdown(placeOf(raw));

/** `8073 S Congress Ave, Austin, TX 78704`, escaped. */
export const addressLine = (raw: AddressParts) =>
  escapeMarkdown([raw.UnparsedAddress ?? na, placeOf(raw)].filter(Boolean).join(', '));

/** Paragraphs of an answer, the empty ones left out. */
export const paragraphs = (...parts: readonly (string | null | undefined)[]) =>
  parts.filter(Boolean).join('\n\n');

/** `$649,900 · 2 beds · 2.5 baths · 1,850 sq ft · built 1998 · Active` */
export const summaryLine = (raw: RawProperty) =>
  [
    money(raw.ListPrice),
    bedsLabel(raw.BedroomsTotal),
    bathsLabel(bathroomsOf(raw)),
    count(raw.LivingArea, ' sq ft'),
    `built ${raw.YearBuilt ?? na}`,
    escapeMarkdown(raw.StandardStatus ?? na),
  ].join(' · ');

/** The facts a question can ask about (the list), and how each reads from the MLS record. */
export const factNames = [
  'price',
  'beds',
  'baths',
  'size',
  'year',
  'schools',
  'taxes',
  'status',
  'remarks',
  'type',
  'lot',
] as const;
export type FactName = (typeof factNames)[number];

/** `2.5 (2 full, 1 half)`: the figure of the card and the dialog, then how it is made up. */
const baths = (raw: RawProperty) => {
  const figure = formatFigure(bathroomsOf(raw));
  if (raw.BathroomsFull === null && raw.BathroomsHalf === null) return figure;
  const parts = [`${count(raw.BathroomsFull)} full`];
  if (raw.BathroomsHalf) parts.push(`${count(raw.BathroomsHalf)} half`);
  return `${figure} (${parts.join(', ')})`;
};

const schools = (raw: RawProperty) => {
  const list = [
    ['Elementary', raw.ElementarySchool],
    ['Middle', raw.MiddleOrJuniorSchool],
    ['High', raw.HighSchool],
  ].filter((entry): entry is [string, string] => Boolean(entry[1]));
  return list.length === 0
    ? na
    : list.map(([level, name]) => `${level}: ${escapeMarkdown(name)}`).join('; ');
};

const readers: Record<FactName, (raw: RawProperty) => string> = {
  price: (raw) => money(raw.ListPrice),
  beds: (raw) => count(raw.BedroomsTotal),
  baths,
  size: (raw) => count(raw.LivingArea, ' sq ft'),
  year: (raw) => (raw.YearBuilt === null ? na : String(raw.YearBuilt)),
  schools,
  taxes: (raw) => (raw.TaxAnnualAmount === null ? na : `${money(raw.TaxAnnualAmount)} a year`),
  status: (raw) => escapeMarkdown(raw.StandardStatus ?? na),
  remarks: (raw) => escapeMarkdown(raw.PublicRemarks ?? na),
  type: (raw) => escapeMarkdown(raw.PropertyType ?? na),
  lot: (raw) => lotSizeLabel(raw),
};

export const factValue = (raw: RawProperty, fact: FactName) => readers[fact](raw);

/** `- **Price:** $649,900` for each fact. */
export const factList = (raw: RawProperty, facts: readonly FactName[]) =>
  facts.map((fact) => `- **${labels[fact]}:** ${factValue(raw, fact)}`).join('\n');
