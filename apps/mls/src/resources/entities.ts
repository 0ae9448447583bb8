import type { MediaRecord, PropertyRecord } from '../dataset/types';
import { multiValueFields } from '../dataset/types';
import type { FieldsOf } from '../odata/query-options';
import { pickFields } from '../odata/select-rows';
import type { EnumStyle } from '../profiles/types';
import { mediaFields, propertyFields, type MediaRow } from './fields';

export const propertyResource: FieldsOf = {
  resource: 'Property',
  fields: new Map(propertyFields.map((field) => [field.name, field])),
};

export const mediaResource: FieldsOf = {
  resource: 'Media',
  fields: new Map(mediaFields.map((field) => [field.name, field])),
};

/** A multi-valued lookup in a profile's enum style. */
export const formatLookups = (values: readonly string[] | null, style: EnumStyle) => {
  if (values === null || style === 'array') return values;
  return values.join(style === 'flags' ? ',' : ', ');
};

/** A Property entity on the wire: the selected fields, multi-valued lookups in the profile's style. */
export const propertyEntity = (
  record: PropertyRecord,
  select: readonly string[] | undefined,
  style: EnumStyle,
): Record<string, unknown> => {
  const entity: Record<string, unknown> = { ...record };
  for (const name of multiValueFields) entity[name] = formatLookups(record[name], style);
  return pickFields(entity, propertyFields, select);
};

/** A Media record as the wire carries it: `MediaURL` absolute from the public URL, no `MediaPath`. */
export const mediaRow = (record: MediaRecord, publicUrl: string): MediaRow => {
  const { MediaPath, ...rest } = record;
  return { ...rest, MediaURL: `${publicUrl}${MediaPath}` };
};

export const mediaEntity = (row: MediaRow, select: readonly string[] | undefined) =>
  pickFields(row, mediaFields, select);
