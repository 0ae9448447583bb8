import type { Token } from '@odata/parser';
import type { Kind, Value } from './values';
import { badRequest, notImplemented } from './odata-error';

const numericTypes = new Set([
  'Edm.Byte',
  'Edm.SByte',
  'Edm.Int16',
  'Edm.Int32',
  'Edm.Int64',
  'Edm.Decimal',
  'Edm.Double',
  'Edm.Single',
]);

/** `'O''Brien'` -> `O'Brien`: the parser hands literals back raw (with `%` escaped by parseFilter). */
export const unquote = (raw: string): string =>
  raw.slice(1, -1).replaceAll("''", "'").replaceAll('%25', '%');

/** A literal token's static kind and value. */
export const readLiteral = (token: Token): { kind: Kind; value: Value } => {
  const type = String(token.value);
  const raw = token.raw;
  if (type === 'Edm.String') return { kind: 'string', value: unquote(raw) };
  if (type === 'null') return { kind: 'null', value: null };
  if (type === 'Edm.Boolean') return { kind: 'boolean', value: raw.toLowerCase() === 'true' };
  if (type === 'Edm.Date') return { kind: 'date', value: raw };
  if (type === 'Edm.DateTimeOffset') {
    const value = Date.parse(raw);
    if (Number.isNaN(value)) throw badRequest(`Invalid date-time literal ${raw}`, '$filter');
    return { kind: 'datetime', value };
  }
  if (numericTypes.has(type)) {
    const value = Number(raw);
    if (!Number.isFinite(value)) throw badRequest(`Invalid number literal ${raw}`, '$filter');
    return { kind: 'number', value };
  }
  throw notImplemented(`Literals of type ${type} are not supported`, '$filter');
};
