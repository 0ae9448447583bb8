/**
 * OData 4.0 `$filter` building for values people type (REQ-SEC-ODATA): every string goes out as a
 * literal with its single quotes doubled, and the whole query string is URL-encoded by `buildQuery`.
 * Field names are ours, never the user's: a name that is not a plain identifier is a programming error.
 */

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const identifier = /^[A-Za-z_][A-Za-z0-9_]*(?:\/[A-Za-z_][A-Za-z0-9_]*)*$/;

/** A lone UTF-16 surrogate cannot be URL-encoded; it becomes U+FFFD (well-formed text is unchanged). */
export const wellFormed = (value: string): string => value.replace(loneSurrogate, '\uFFFD');

const isControl = (char: string): boolean => {
  const code = char.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
};

/**
 * What a string literal can carry: control characters (C0 and DEL) are not allowed inside an OData
 * literal (the ABNF's `pchar`, and the parser rejects them), so they become spaces; lone surrogates
 * become U+FFFD. Every other string, quotes, `%`, `&`, `#`, `+` and all of Unicode included, is
 * unchanged.
 */
export const literalText = (value: string): string =>
  Array.from(wellFormed(value), (char) => (isControl(char) ? ' ' : char)).join('');

/** `O'Brien` -> `'O''Brien'`: the value of `literalText`, single quotes doubled, in quotes. */
export const quote = (value: string): string => `'${literalText(value).replaceAll("'", "''")}'`;

const field = (name: string): string => {
  if (!identifier.test(name)) throw new Error(`Not an OData property path: ${name}`);
  return name;
};

/** A number as an OData literal; NaN, Infinity and anything not a number are refused. */
export const numericLiteral = (value: number): string => {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new Error(`Not a finite number: ${String(value)}`);
  }
  return Object.is(value, -0) ? '0' : String(value);
};

export type FilterValue = string | number | boolean | null;

const literal = (value: FilterValue): string => {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return numericLiteral(value);
  return quote(value);
};

/** `Field eq 'value'` (strings quoted, numbers guarded). */
export const eqFilter = (name: string, value: FilterValue): string =>
  `${field(name)} eq ${literal(value)}`;

/** `tolower(Field) eq 'value'` with the value lowercased (needs string functions). */
export const tolowerEqFilter = (name: string, value: string): string =>
  `tolower(${field(name)}) eq ${quote(value.toLowerCase())}`;

/** `contains(tolower(Field), 'value')` with the value lowercased (needs string functions). */
export const containsFilter = (name: string, value: string): string =>
  `contains(tolower(${field(name)}), ${quote(value.toLowerCase())})`;

const stringLiteral = "'(?:[^']|'')*'";
const atomic = new RegExp(
  `^(?:[A-Za-z_][\\w/]* (?:eq|ne|gt|ge|lt|le) (?:${stringLiteral}|-?\\d+(?:\\.\\d+)?(?:e[+-]?\\d+)?|true|false|null)` +
    `|(?:contains|startswith|endswith)\\((?:tolower\\()?[A-Za-z_][\\w/]*\\)?, ${stringLiteral}\\)` +
    `|tolower\\([A-Za-z_][\\w/]*\\) eq ${stringLiteral})$`,
);

const group = (clause: string): string => (atomic.test(clause) ? clause : `(${clause})`);

const join = (operator: 'and' | 'or', clauses: readonly string[]): string => {
  const present = clauses.filter((clause) => clause.length > 0);
  if (present.length === 0) throw new Error(`An ${operator} of no clauses`);
  return present.length === 1 ? present[0]! : present.map(group).join(` ${operator} `);
};

/** Clauses joined by `or`; compound clauses are parenthesised. */
export const orFilter = (clauses: readonly string[]): string => join('or', clauses);

/** Clauses joined by `and`; compound clauses are parenthesised. */
export const andFilter = (clauses: readonly string[]): string => join('and', clauses);

/** How many `or` operators a filter built here holds (quoted text does not count). */
export const orCount = (filter: string): number =>
  filter.replace(new RegExp(stringLiteral, 'g'), "''").split(' or ').length - 1;

export type QueryParams = Readonly<Record<string, string | number | undefined>>;

const encodeKey = (key: string): string =>
  /^\$?[A-Za-z]+$/.test(key) ? key : encodeURIComponent(wellFormed(key));

/**
 * A URL query string (without `?`) with every value percent-encoded (`encodeURIComponent`: a space is
 * `%20`, `+` is `%2B`, `&` `%26`, `#` `%23`); `$` system query option names stay readable.
 */
export const buildQuery = (params: QueryParams): string =>
  Object.entries(params)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => `${encodeKey(key)}=${encodeURIComponent(wellFormed(String(value)))}`)
    .join('&');
