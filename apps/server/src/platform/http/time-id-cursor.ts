import { isUuid } from '@rela/contracts';
import { appError } from '../errors';

/** A keyset page's place: the last row's time and its uuid. */
export type TimeIdCursor = { at: Date; id: string };

/** `nextBefore`: a row's time and uuid, opaque to the client. */
export const formatTimeIdCursor = (row: TimeIdCursor) => `${row.at.toISOString()}_${row.id}`;

/** Reads a `before` the server gave; anything else is 400 with `message`. */
export const parseTimeIdCursor = (value: string, message: string): TimeIdCursor => {
  const [time, id, ...rest] = value.split('_');
  const at = new Date(time ?? '');
  if (rest.length > 0 || !id || !isUuid(id) || Number.isNaN(at.getTime()))
    throw appError('BAD_REQUEST', message);
  return { at, id };
};
