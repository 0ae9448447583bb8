import { directional, stateCode, streetSuffix } from './address-words';
import { wellFormed } from './odata-literal';

/** What a person typed as an address, taken apart. Every field is null when it was not given. */
export type ParsedAddress = {
  streetNumber: string | null;
  /** USPS abbreviation: `N`, `NE`, ... */
  preDirectional: string | null;
  /** As typed (apostrophes and periods kept, single spaces): `O'Brien`, `St. Mary's`. */
  streetName: string | null;
  /** USPS abbreviation: `St`, `Ave`, `Blvd`, ... */
  suffix: string | null;
  postDirectional: string | null;
  /** Without its designator: `4B` for `Apt 4B`, `Unit 4B`, `#4B`. */
  unit: string | null;
  city: string | null;
  /** Two-letter code. */
  state: string | null;
  /** Five digits (a ZIP+4 is cut to its ZIP). */
  zip: string | null;
};

/** Longer input is not an address; the lookup answers not-found without asking the MLS. */
export const addressMaxLength = 200;

const zipAtEnd = /(?:^|\s)(\d{5})(?:-\d{4})?$/;
const unitInLine =
  /(?:^|\s)(?:(?:unit|apt|apartment|ste|suite|rm|room)\.?\s*#?\s*|#\s*)([a-z0-9][a-z0-9-]*)(?=\s|$)/i;
const unitPart =
  /^(?:(?:unit|apt|apartment|ste|suite|rm|room)\.?\s*#?\s*|#\s*)([a-z0-9][a-z0-9-]*)$/i;
const streetNumber = /^\d+(?:-\d+)?[a-z]?$/i;
const country = /^(?:usa?|u\.s\.a?\.?|united states(?: of america)?)$/i;

const clean = (text: string): string =>
  wellFormed(text)
    .normalize('NFC')
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/%/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const words = (text: string): string[] =>
  text
    .split(' ')
    .map((word) => word.replace(/^[.;:"]+|[;:"]+$/g, ''))
    .filter((word) => /[\p{L}\p{N}]/u.test(word));

type Parts = { parts: string[]; zip: string | null; zipInStreet: boolean };

const takeZip = (parts: string[]): Parts => {
  for (const index of [parts.length - 1, parts.length - 2]) {
    const part = parts[index];
    if (index < 0 || part === undefined) continue;
    const match = zipAtEnd.exec(part);
    if (!match?.[1]) continue;
    const rest = part.slice(0, match.index).trim();
    if (index === 0 && !/^\d+\S*\s+\S/.test(rest)) continue;
    const next = [...parts];
    if (rest) next[index] = rest;
    else next.splice(index, 1);
    return { parts: next, zip: match[1], zipInStreet: index === 0 };
  }
  return { parts, zip: null, zipInStreet: false };
};

const trailingState = (tokens: string[]): { state: string; rest: string[] } | null => {
  for (const size of [2, 1]) {
    if (tokens.length <= size) continue;
    const state = stateCode(tokens.slice(-size).join(' '));
    if (state) return { state, rest: tokens.slice(0, -size) };
  }
  return null;
};

type Street = Pick<
  ParsedAddress,
  'streetNumber' | 'preDirectional' | 'streetName' | 'suffix' | 'postDirectional'
> & { trailing: string[] };

const parseStreet = (tokens: string[], lineIsAlone: boolean): Street => {
  const first = tokens[0];
  const number = first !== undefined && streetNumber.test(first) ? first : null;
  let rest = number ? tokens.slice(1) : tokens;
  let preDirectional: string | null = null;
  const lead = rest[0] !== undefined ? directional(rest[0]) : null;
  if (lead && rest.length >= 2 && !(rest.length === 2 && streetSuffix(rest[1]!))) {
    preDirectional = lead;
    rest = rest.slice(1);
  }
  const suffixAt = (index: number) => index >= 1 && streetSuffix(rest[index]!) !== null;
  const tailIsDirection = (index: number) =>
    index === rest.length - 1 || (index === rest.length - 2 && directional(rest.at(-1)!) !== null);
  let at = -1;
  for (let index = rest.length - 1; index >= 1; index -= 1) {
    if (suffixAt(index) && tailIsDirection(index)) {
      at = index;
      break;
    }
  }
  if (at < 0 && !lineIsAlone) at = rest.findIndex((_word, index) => suffixAt(index));
  let name = rest;
  let suffix: string | null = null;
  let tail: string[] = [];
  if (at >= 1) {
    name = rest.slice(0, at);
    suffix = streetSuffix(rest[at]!);
    tail = rest.slice(at + 1);
  } else if (rest.length >= 2 && directional(rest.at(-1)!)) {
    name = rest.slice(0, -1);
    tail = rest.slice(-1);
  }
  const postDirectional = tail[0] !== undefined ? directional(tail[0]) : null;
  if (postDirectional) tail = tail.slice(1);
  return {
    streetNumber: number,
    preDirectional,
    streetName: name.length > 0 ? name.join(' ') : null,
    suffix,
    postDirectional,
    trailing: tail,
  };
};

/**
 * Takes apart an address as people type it: `123 N Main St., Apt 4, Austin, TX 78701-1234`,
 * `12 o'brien court #3 austin tx`, `500 Elm Street`. A `%` is never part of an address and is read as
 * a space (so no `%27` reaches a server that decodes before it parses). Never throws; null when nothing address-like is
 * left (empty, punctuation only, or longer than `addressMaxLength`).
 */
export const parseAddress = (text: string): ParsedAddress | null => {
  if (typeof text !== 'string' || text.length > addressMaxLength) return null;
  const cleaned = clean(text);
  let pieces = cleaned
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
  if (pieces.length > 1 && country.test(pieces.at(-1)!)) pieces = pieces.slice(0, -1);
  const { parts, zip, zipInStreet } = takeZip(pieces);
  let unit: string | null = null;
  let state: string | null = null;
  const others: string[] = [];
  for (const part of parts.slice(1)) {
    const unitMatch = unitPart.exec(part);
    const partState = stateCode(part);
    if (unitMatch?.[1] && !unit) unit = unitMatch[1];
    else if (partState && part.length === 2 && !state) state = partState;
    else others.push(part);
  }
  let line = parts[0] ?? '';
  const inLine = unitInLine.exec(line);
  if (inLine?.[1] && !unit) {
    unit = inLine[1];
    line = `${line.slice(0, inLine.index)} ${line.slice(inLine.index + inLine[0].length)}`.trim();
  }
  let tokens = words(line);
  if (zipInStreet && !state) {
    const found = trailingState(tokens);
    if (found) ({ state, rest: tokens } = found);
  }
  let city: string | null = null;
  const cityPart = others[0];
  if (cityPart !== undefined) {
    const cityTokens = words(cityPart);
    const found = state ? null : trailingState(cityTokens);
    if (found) state = found.state;
    const cityWords = found ? found.rest : cityTokens;
    if (!state && others.length > 1) state = stateCode(others[1]!);
    city = cityWords.length > 0 ? cityWords.join(' ') : null;
  }
  const street = parseStreet(tokens, parts.length > 1 || cityPart !== undefined);
  if (!city && street.trailing.length > 0) city = street.trailing.join(' ');
  if (!street.streetNumber && !street.streetName) return null;
  const { trailing: _trailing, ...rest } = street;
  return { ...rest, unit: unit ? unit.toUpperCase() : null, city, state, zip };
};
