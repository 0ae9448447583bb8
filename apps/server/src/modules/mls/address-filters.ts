import type { ParsedAddress } from './address-parse';
import { nameWords } from './address-match';
import { andFilter, containsFilter, eqFilter, orFilter } from './odata-literal';

/** One query of the plan; `narrow` is the same with fewer `or`s, for an MLS that limits them. */
export type AddressFilter = { full: string; narrow?: string };

const capitalise = (word: string): string =>
  word
    .toLowerCase()
    .replace(
      /(^|[\s-])(\p{L})/gu,
      (_all, before: string, letter: string) => before + letter.toUpperCase(),
    )
    .replace(
      /(^|[\s-])(\p{L})'(\p{L})/gu,
      (_all, before: string, first: string, next: string) =>
        `${before}${first}'${next.toUpperCase()}`,
    )
    .replace(/\bMc(\p{L})/gu, (_all, letter: string) => `Mc${letter.toUpperCase()}`)
    .replace(/ (Of|The|And|De|Del|La|Las|Los) /g, (all) => all.toLowerCase());

const spelledDirections: Readonly<Record<string, string>> = {
  N: 'North',
  S: 'South',
  E: 'East',
  W: 'West',
  NE: 'Northeast',
  NW: 'Northwest',
  SE: 'Southeast',
  SW: 'Southwest',
};

/**
 * The spellings an MLS may store a typed street name in: Title Case, as typed, UPPER, without
 * periods, and with a spelled-out leading directional that may be part of the name (`North Hills`).
 */
export const nameSpellings = (name: string, preDirectional: string | null = null): string[] => {
  const leading = preDirectional ? spelledDirections[preDirectional] : undefined;
  return [
    ...new Set([
      capitalise(name),
      name,
      name.toUpperCase(),
      capitalise(name.replace(/\./g, '')),
      ...(leading ? [capitalise(`${leading} ${name}`)] : []),
    ]),
  ];
};

/**
 * The word to `contains`-match: the first of three letters or digits or more (`St Charles` ->
 * `charles`); with a street number, a shorter one will do (`554 H St`).
 */
const containsWord = (name: string): string | null =>
  name
    .split(' ')
    .map((word) => word.replace(/\.+$/, ''))
    .find(
      (word) =>
        nameWords(word)
          .join('')
          .replace(/[^\p{L}\p{N}]/gu, '').length >= 3,
    ) ?? null;

const nameIn = (spellings: string[]): string =>
  orFilter(spellings.map((spelling) => eqFilter('StreetName', spelling)));

/**
 * The queries of REQ-MLS-ADDRESS, most specific first; the lookup stops at the first that
 * yields a matching candidate. With string functions: number + contains(name) in the ZIP, number in
 * the ZIP, number + contains(name) anywhere (or, without a number, contains on UnparsedAddress).
 * Without: the same with `eq` on StreetNumber, StreetName (its likely spellings) and PostalCode.
 */
export const addressFilters = (parsed: ParsedAddress, strings: boolean): AddressFilter[] => {
  const { streetNumber, streetName, zip } = parsed;
  const inZip = zip ? eqFilter('PostalCode', zip) : null;
  const number = streetNumber ? eqFilter('StreetNumber', streetNumber) : null;
  const spellings = streetName ? nameSpellings(streetName, parsed.preDirectional) : [];
  const word = streetName
    ? (containsWord(streetName) ?? (number ? nameWords(streetName)[0] : undefined) ?? null)
    : null;
  const name = !streetName
    ? null
    : !strings
      ? { full: nameIn(spellings), narrow: nameIn(spellings.slice(0, 1)) }
      : word
        ? { full: containsFilter(number ? 'StreetName' : 'UnparsedAddress', word) }
        : null;
  const build = (clauses: (string | null)[], narrowName?: string): AddressFilter => {
    const present = clauses.filter((clause): clause is string => clause !== null);
    const full = andFilter(present);
    if (!narrowName || !name) return { full };
    return {
      full,
      narrow: andFilter(present.map((clause) => (clause === name.full ? narrowName : clause))),
    };
  };
  const filters: AddressFilter[] = [];
  if (name && inZip) filters.push(build([number, name.full, inZip], name.narrow));
  if (number && inZip) filters.push(build([number, inZip]));
  if (name) filters.push(build([number, name.full], name.narrow));
  return filters;
};
