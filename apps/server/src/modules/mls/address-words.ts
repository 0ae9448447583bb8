/** USPS street suffixes (Publication 28, the common ones) and directionals, keyed by lowercase spelling. */

const suffixSpellings: Readonly<Record<string, readonly string[]>> = {
  Aly: ['alley', 'aly', 'ally'],
  Ave: ['avenue', 'ave', 'av', 'aven', 'avenu', 'avn', 'avnue'],
  Bnd: ['bend', 'bnd'],
  Blvd: ['boulevard', 'blvd', 'boul', 'boulv'],
  Cir: ['circle', 'cir', 'circ', 'circl', 'crcl', 'crcle'],
  Ct: ['court', 'ct', 'crt'],
  Cv: ['cove', 'cv'],
  Xing: ['crossing', 'xing', 'crssng'],
  Dr: ['drive', 'dr', 'drv', 'driv'],
  Expy: ['expressway', 'expy', 'exp', 'expr', 'expw'],
  Fwy: ['freeway', 'fwy', 'frwy'],
  Hwy: ['highway', 'hwy', 'hiway', 'hiwy', 'hway'],
  Ln: ['lane', 'ln'],
  Loop: ['loop', 'loops'],
  Pkwy: ['parkway', 'pkwy', 'parkwy', 'pkway', 'pky'],
  Pass: ['pass'],
  Path: ['path', 'paths'],
  Pike: ['pike', 'pikes'],
  Pl: ['place', 'pl'],
  Plz: ['plaza', 'plz', 'plza'],
  Rd: ['road', 'rd'],
  Row: ['row'],
  Run: ['run'],
  Sq: ['square', 'sq', 'sqr', 'sqre', 'squ'],
  St: ['street', 'st', 'str', 'strt', 'stre'],
  Ter: ['terrace', 'ter', 'terr'],
  Trce: ['trace', 'trce', 'traces'],
  Trl: ['trail', 'trl', 'trails', 'trls'],
  Walk: ['walk', 'walks'],
  Way: ['way', 'wy'],
};

const directionSpellings: Readonly<Record<string, readonly string[]>> = {
  N: ['n', 'north'],
  S: ['s', 'south'],
  E: ['e', 'east'],
  W: ['w', 'west'],
  NE: ['ne', 'northeast', 'north-east'],
  NW: ['nw', 'northwest', 'north-west'],
  SE: ['se', 'southeast', 'south-east'],
  SW: ['sw', 'southwest', 'south-west'],
};

const invert = (table: Readonly<Record<string, readonly string[]>>): Map<string, string> =>
  new Map(
    Object.entries(table).flatMap(([standard, spellings]) =>
      spellings.map((spelling) => [spelling, standard] as const),
    ),
  );

const suffixes = invert(suffixSpellings);
const directions = invert(directionSpellings);

const key = (word: string): string => word.toLowerCase().replace(/\.+$/, '');

/** `Street`, `st`, `St.`, `Str` -> `St`; null when the word is not a suffix. */
export const streetSuffix = (word: string): string | null => suffixes.get(key(word)) ?? null;

/** `North`, `n`, `N.` -> `N`; `Northeast`, `NE` -> `NE`; null when the word is not a directional. */
export const directional = (word: string): string | null => directions.get(key(word)) ?? null;

/** The unit designators people type before a unit number (`#` is handled on its own). */
export const unitDesignators = ['unit', 'apt', 'apartment', 'ste', 'suite', 'no', 'rm', 'room'];

const stateSpellings: Readonly<Record<string, string>> = {
  alabama: 'AL',
  alaska: 'AK',
  arizona: 'AZ',
  arkansas: 'AR',
  california: 'CA',
  colorado: 'CO',
  connecticut: 'CT',
  delaware: 'DE',
  'district of columbia': 'DC',
  florida: 'FL',
  georgia: 'GA',
  hawaii: 'HI',
  idaho: 'ID',
  illinois: 'IL',
  indiana: 'IN',
  iowa: 'IA',
  kansas: 'KS',
  kentucky: 'KY',
  louisiana: 'LA',
  maine: 'ME',
  maryland: 'MD',
  massachusetts: 'MA',
  michigan: 'MI',
  minnesota: 'MN',
  mississippi: 'MS',
  missouri: 'MO',
  montana: 'MT',
  nebraska: 'NE',
  nevada: 'NV',
  'new hampshire': 'NH',
  'new jersey': 'NJ',
  'new mexico': 'NM',
  'new york': 'NY',
  'north carolina': 'NC',
  'north dakota': 'ND',
  ohio: 'OH',
  oklahoma: 'OK',
  oregon: 'OR',
  pennsylvania: 'PA',
  'rhode island': 'RI',
  'south carolina': 'SC',
  'south dakota': 'SD',
  tennessee: 'TN',
  texas: 'TX',
  utah: 'UT',
  vermont: 'VT',
  virginia: 'VA',
  washington: 'WA',
  'west virginia': 'WV',
  wisconsin: 'WI',
  wyoming: 'WY',
};

const stateCodes = new Set(Object.values(stateSpellings));

/** `TX`, `tx`, `Texas` -> `TX`; null otherwise. */
export const stateCode = (text: string): string | null => {
  const lower = text.trim().toLowerCase().replace(/\.+$/, '');
  if (lower.length === 2 && stateCodes.has(lower.toUpperCase())) return lower.toUpperCase();
  return stateSpellings[lower] ?? null;
};
