import type { FieldSpec } from '../resources/fields';
import { badRequest, notImplemented } from './odata-error';
import { splitTopLevel } from './split';

export type OrderKey = { field: string; descending: boolean };

/** The options a collection request may carry (also nested inside `$expand=Media(...)`). */
export type CollectionOptions = {
  filter?: string;
  select?: string[];
  orderBy: OrderKey[];
  top?: number;
  skip: number;
  count: boolean;
  /** The opaque position of a keyset next link (this server's own; clients only echo it). */
  skipToken?: string;
};

export type QueryOptions = CollectionOptions & { expand?: CollectionOptions };

export type FieldsOf = { resource: string; fields: ReadonlyMap<string, FieldSpec> };

const known = new Set([
  '$filter',
  '$select',
  '$orderby',
  '$top',
  '$skip',
  '$count',
  '$expand',
  '$skiptoken',
]);
const unsupported = new Set(['$search', '$apply', '$compute', '$levels']);

const fieldNamed = (name: string, of: FieldsOf, option: string): FieldSpec => {
  const spec = of.fields.get(name);
  if (!spec) throw badRequest(`Unknown field '${name}' in ${option} of ${of.resource}`, name);
  return spec;
};

const nonNegative = (raw: string, option: string): number => {
  if (!/^\d{1,9}$/.test(raw)) throw badRequest(`${option} must be a non-negative integer`, option);
  return Number(raw);
};

const parseSelect = (raw: string, of: FieldsOf): string[] | undefined => {
  const names = raw.split(',').map((name) => name.trim());
  if (names.includes('*')) return undefined;
  if (names.some((name) => name === '')) throw badRequest('$select has an empty item', '$select');
  names.forEach((name) => fieldNamed(name, of, '$select'));
  return [...new Set(names)];
};

const parseOrderBy = (raw: string, of: FieldsOf): OrderKey[] =>
  raw.split(',').map((item) => {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)(?:\s+(asc|desc))?\s*$/i.exec(item);
    if (!match) throw badRequest(`Malformed $orderby item '${item.trim()}'`, '$orderby');
    const [, name = '', direction = 'asc'] = match;
    if (fieldNamed(name, of, '$orderby').collection) {
      throw badRequest(`Cannot order by the collection ${name}`, name);
    }
    return { field: name, descending: direction.toLowerCase() === 'desc' };
  });

const parseCount = (raw: string): boolean => {
  if (raw !== 'true' && raw !== 'false') throw badRequest('$count must be true or false', '$count');
  return raw === 'true';
};

/** Reads the collection options (everything but `$expand`) out of name/value pairs. */
const readCollection = (pairs: ReadonlyMap<string, string>, of: FieldsOf): CollectionOptions => {
  const get = (name: string) => pairs.get(name);
  const filter = get('$filter');
  const select = get('$select');
  const orderBy = get('$orderby');
  const top = get('$top');
  const skip = get('$skip');
  const count = get('$count');
  return {
    filter,
    select: select === undefined ? undefined : parseSelect(select, of),
    orderBy: orderBy === undefined ? [] : parseOrderBy(orderBy, of),
    top: top === undefined ? undefined : nonNegative(top, '$top'),
    skip: skip === undefined ? 0 : nonNegative(skip, '$skip'),
    count: count === undefined ? false : parseCount(count),
    skipToken: get('$skiptoken'),
  };
};

/** `Media` or `Media($top=5;$orderby=Order)`: the one navigation this server has. */
const parseExpand = (raw: string, navigation: FieldsOf | null): CollectionOptions => {
  const items = splitTopLevel(raw, ',');
  const match = items.length === 1 ? /^\s*(\w+)\s*(?:\((.*)\))?\s*$/s.exec(items[0] ?? '') : null;
  if (!match || !navigation || match[1] !== navigation.resource) {
    throw badRequest(
      navigation
        ? `$expand supports only ${navigation.resource}`
        : 'This resource has nothing to expand',
      '$expand',
    );
  }
  const pairs = new Map<string, string>();
  for (const option of match[2] ? splitTopLevel(match[2], ';') : []) {
    const at = option.indexOf('=');
    const name = option.slice(0, at).trim();
    if (at < 0 || !known.has(name) || name === '$expand' || name === '$skiptoken') {
      throw badRequest(`Unsupported option in $expand: ${option.trim()}`, '$expand');
    }
    pairs.set(name, option.slice(at + 1).trim());
  }
  return readCollection(pairs, navigation);
};

/** Validates a request's query options; unknown `$` options are a 400, custom options are ignored. */
export const parseQueryOptions = (
  query: Readonly<Record<string, unknown>>,
  of: FieldsOf,
  navigation: FieldsOf | null,
): QueryOptions => {
  const pairs = new Map<string, string>();
  for (const [name, value] of Object.entries(query)) {
    if (!name.startsWith('$')) continue;
    if (unsupported.has(name)) throw notImplemented(`${name} is not supported`, name);
    if (name === '$format') {
      if (value !== 'json' && value !== 'application/json') {
        throw notImplemented('Only $format=json is supported', name);
      }
      continue;
    }
    if (!known.has(name)) throw badRequest(`Unknown query option ${name}`, name);
    if (typeof value !== 'string') throw badRequest(`${name} may be given once`, name);
    pairs.set(name, value);
  }
  const expand = pairs.get('$expand');
  return {
    ...readCollection(pairs, of),
    expand: expand === undefined ? undefined : parseExpand(expand, navigation),
  };
};
