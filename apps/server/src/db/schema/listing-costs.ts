import { monthlyFee, resoLookups } from '@rela/contracts';

/**
 * What a home's monthly estimate reads of its record (ADR 051, REQ-COST-SEARCH), as the SQL of the
 * generated columns of `replica_listings`: contracts' `countyKey` as a state key and a county key,
 * `monthlyFee` of `AssociationFee` and its frequency, and `priceCutAt` as an instant. Each is
 * written from contracts' own code and tables and reads the record as `toRawProperty` does, so
 * that the search's figure is the cards' (`modules/replica/listing-costs.test.ts` holds them
 * together). Nothing here may fail a write: a value the rules cannot read is null (or no fee),
 * never an error.
 */

/** The characters JavaScript's `trim()` and `\s` take as blanks (WhiteSpace and LineTerminator). */
export const jsBlanks = [
  '\t',
  '\n',
  '\v',
  '\f',
  '\r',
  ' ',
  '\u00a0',
  '\u1680',
  ...Array.from({ length: 11 }, (_, index) => String.fromCharCode(0x2000 + index)),
  '\u2028',
  '\u2029',
  '\u202f',
  '\u205f',
  '\u3000',
  '\ufeff',
];

/** A PostgreSQL string literal of any text, every character outside printable ASCII escaped. */
export const sqlText = (value: string) => {
  const escaped = [...value]
    .map((char) => {
      const code = char.codePointAt(0) ?? 0;
      if (char === "'") return "''";
      if (char === '\\') return '\\\\';
      if (code >= 0x20 && code < 0x7f) return char;
      return code > 0xffff
        ? `\\U${code.toString(16).padStart(8, '0')}`
        : `\\u${code.toString(16).padStart(4, '0')}`;
    })
    .join('');
  return `E'${escaped}'`;
};

const blanks = jsBlanks.join('');
const lowerAscii = 'abcdefghijklmnopqrstuvwxyz';
const upperAscii = lowerAscii.toUpperCase();

/**
 * The characters outside ASCII that JavaScript's `toUpperCase()` makes ASCII (ß is SS, the
 * ligature ﬁ is FI): a state written with one reads as that state in contracts, so here too.
 * `modules/replica/listing-costs.test.ts` checks every code point for others.
 */
export const upperCaseToAscii: readonly (readonly [string, string])[] = [
  '\u00df',
  '\u0131',
  '\u017f',
  '\ufb00',
  '\ufb01',
  '\ufb02',
  '\ufb03',
  '\ufb04',
  '\ufb05',
  '\ufb06',
].map((char) => [char, char.toUpperCase()] as const);

/** The one character outside ASCII that `toLowerCase()` makes ASCII: the Kelvin sign, k. */
export const lowerCaseToAscii: readonly (readonly [string, string])[] = [
  ['\u212a', '\u212a'.toLowerCase()],
];

/**
 * Letters outside ASCII that stay themselves in lower case and become one ASCII letter in upper
 * case (dotless ı is I, long ſ is S): `countyKey` capitalises a word's first letter, so at a
 * word's start they read as that letter.
 */
export const titleCaseToAscii: readonly (readonly [string, string])[] = ['\u0131', '\u017f'].map(
  (char) => [char, char.toUpperCase().toLowerCase()] as const,
);

/** `(value ?? '').trim()`. */
const trimmed = (value: string) => `btrim(coalesce(${value}, ''), ${sqlText(blanks)})`;

/**
 * `(state ?? '').trim().toUpperCase()` of contracts' `countyKey`, for every result that can be a
 * key of the rates (ASCII): the state column as the rates read it.
 */
export const stateKeyOf = (state: string) =>
  `translate(${upperCaseToAscii.reduce(
    (expression, [from, to]) => `replace(${expression}, ${sqlText(from)}, ${sqlText(to)})`,
    trimmed(state),
  )}, '${lowerAscii}', '${upperAscii}')`;

/**
 * The county part of contracts' `countyKey` in lower case: trimmed, without a last word "County"
 * or "Parish", lower case; equal to a rate's county in lower case exactly when `countyKey` gives
 * that rate's county (the rates' counties are written as `countyKey` writes them, a test checks).
 */
export const countyPartOf = (county: string) => {
  const word = (text: string) => [...text].map((char) => `[${char.toUpperCase()}${char}]`).join('');
  const suffix = `[${blanks}]+(${word('county')}|${word('parish')})$`;
  const stripped = `regexp_replace(${trimmed(county)}, ${sqlText(suffix)}, '')`;
  const lowered = lowerCaseToAscii.reduce(
    (expression, [from, to]) => `replace(${expression}, ${sqlText(from)}, ${sqlText(to)})`,
    stripped,
  );
  const titled = titleCaseToAscii.reduce(
    (expression, [from, to]) =>
      `regexp_replace(${expression}, ${sqlText(`(^|[${blanks}-])${from}`)}, ${sqlText(`\\1${to}`)}, 'g')`,
    lowered,
  );
  return `translate(${titled}, '${upperAscii}', '${lowerAscii}')`;
};

/** A text field of the record as `toRawProperty` reads text: a string, or a number's digits. */
const recordText = (field: string) =>
  `case when jsonb_typeof("record" -> '${field}') in ('string', 'number') then "record" ->> '${field}' end`;

/** The rates' county key (`STATE:county`, the county in lower case): contracts' `countyKey`. */
export const countyKeySql = `${stateKeyOf('"state"')} || ':' || ${countyPartOf(recordText('CountyOrParish'))}`;

/** The rates' state key: `STATE` of `countyKey`, read by `propertyTaxRate` and `insuranceRate`. */
export const stateKeySql = stateKeyOf('"state"');

/**
 * The least number that a double rounds to Infinity (2^1024 - 2^970): JavaScript reads a larger
 * one as Infinity, where PostgreSQL's cast to a double fails.
 */
const doubleOverflow = (2n ** 1024n - 2n ** 970n).toString();

/**
 * A number field of the record as `toRawProperty` reads it (`numberValue`): a JSON number (null
 * when no double holds it), or text of digits with an optional sign and decimals, blanks around
 * (Infinity when too large). Magnitudes below 1e-300 read as 0 (a double's cast would fail).
 */
export const recordNumberSql = (field: string) => {
  const value = `"record" ->> '${field}'`;
  const typed = `jsonb_typeof("record" -> '${field}')`;
  const pattern = `^[${blanks}]*-?[0-9]+(\\.[0-9]+)?[${blanks}]*$`;
  const double = (numeric: string, tooLarge: string) =>
    `case when abs(${numeric}) >= ${doubleOverflow} then ${tooLarge} when abs(${numeric}) < 1e-300 then 0::float8 else (${numeric})::float8 end`;
  const asText = `btrim(${value}, ${sqlText(blanks)})::numeric`;
  return `case when ${typed} = 'number' then ${double(`(${value})::numeric`, 'null')} when ${typed} = 'string' and ${value} ~ ${sqlText(pattern)} then ${double(asText, `case when ${asText} > 0 then 'Infinity'::float8 else '-Infinity'::float8 end`)} end`;
};

/**
 * How many times a year each frequency is paid, by every name a provider may send it under (the
 * lookup name and the display name), from contracts' `monthlyFee`; any other is monthly.
 */
export const feeFrequencyTimes = (): [string, number][] =>
  Object.entries(resoLookups.FeeFrequency).flatMap(([name, display]) => {
    const times = monthlyFee(12, display);
    return name === display
      ? [[name, times]]
      : [
          [name, times],
          [display, times],
        ];
  });

/**
 * HOA dues a month: `monthlyFee(AssociationFee, AssociationFeeFrequency)` as `toListing` reads
 * them (0 without a fee, for a fee of 0 or less, or one no double holds). A fee above 1e300 is
 * read as endless (PostgreSQL's product of such a double fails), beyond any limit either way.
 */
export const hoaMonthlySql = (() => {
  const fee = recordNumberSql('AssociationFee');
  const frequency = `case when jsonb_typeof("record" -> 'AssociationFeeFrequency') = 'string' then "record" ->> 'AssociationFeeFrequency' end`;
  const times = `(case ${frequency} ${feeFrequencyTimes()
    .map(([name, count]) => `when ${sqlText(name)} then ${count}`)
    .join(' ')} else 12 end)`;
  return `case when coalesce(${fee}, 0) <= 0 or ${fee} = 'Infinity'::float8 or ${times} = 0 then 0::float8 when ${fee} > 1e300 then 'Infinity'::float8 else (${fee} * ${times}) / 12 end`;
})();

/**
 * When the price was last lowered (`priceCutAt` of contracts): `PriceChangeTimestamp` when
 * `PreviousListPrice` is above the list price, read by `replica_instant` (migration 0031): an ISO
 * 8601 date and time with its offset (RESO's DateTimeOffset) that is a real instant, else null.
 */
export const priceCutAtSql = `case when ${recordNumberSql('PreviousListPrice')} > "list_price" and jsonb_typeof("record" -> 'PriceChangeTimestamp') = 'string' then replica_instant("record" ->> 'PriceChangeTimestamp') end`;
