import { badRequest } from './odata-error';
import type { FieldsOf, OrderKey } from './query-options';
import type { Value } from './values';

/**
 * Keyset paging for replication: when `$orderby` starts with `ModificationTimestamp` and ends with the
 * entity's key, the next link carries the last row's sort values in `$skiptoken` instead of a `$skip`.
 * A listing that changes while a client pages moves behind the token (its timestamp grows), so no
 * row is skipped or served twice the way a shifting `$skip` would.
 */
export const usesKeyset = (orderBy: readonly OrderKey[], keyField: string) =>
  orderBy.length >= 2 &&
  orderBy[0]?.field === 'ModificationTimestamp' &&
  orderBy[orderBy.length - 1]?.field === keyField;

export const encodeSkipToken = (values: readonly Value[]) =>
  Buffer.from(JSON.stringify(values)).toString('base64url');

/** The sort values a `$skiptoken` holds; 400 when it is not one of this server's for this order. */
export const decodeSkipToken = (token: string, orderBy: readonly OrderKey[], of: FieldsOf) => {
  const refuse = () => badRequest('$skiptoken is not a token this server issued', '$skiptoken');
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    throw refuse();
  }
  if (!Array.isArray(values) || values.length !== orderBy.length) throw refuse();
  values.forEach((value, index) => {
    const spec = of.fields.get(orderBy[index]?.field ?? '');
    const numeric = spec?.type !== 'Edm.String' && spec?.type !== 'Edm.Date';
    const fits =
      value === null || (numeric ? typeof value === 'number' : typeof value === 'string');
    if (!fits) throw refuse();
  });
  return values as Value[];
};
