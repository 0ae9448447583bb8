import type { MediaRecord } from '../dataset/types';
import { multiValueFields } from '../dataset/types';
import type { FieldsOf } from '../odata/query-options';
import { pickFields } from '../odata/select-rows';
import type { EnumStyle } from '../profiles/types';
import { mediaFields, propertyFieldsFor, type FieldSpec, type MediaRow } from './fields';
import type { Delisting, PropertyRow } from './store';

export type PropertyResource = FieldsOf & { list: readonly FieldSpec[] };

const propertyResources = new Map<Delisting, PropertyResource>();

/** The Property resource of a profile's delisting (`MlgCanView` only with `flag`). */
export const propertyResourceFor = (delisting: Delisting): PropertyResource => {
  const known = propertyResources.get(delisting);
  if (known) return known;
  const list = propertyFieldsFor(delisting);
  const resource = {
    resource: 'Property',
    fields: new Map(list.map((field) => [field.name, field])),
    list,
  };
  propertyResources.set(delisting, resource);
  return resource;
};

/** The Property resource of the `remove` delisting (every profile but `flag` ones). */
export const propertyResource: PropertyResource = propertyResourceFor('remove');

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
  record: PropertyRow,
  select: readonly string[] | undefined,
  style: EnumStyle,
  resource: PropertyResource = propertyResource,
): Record<string, unknown> => {
  const entity: Record<string, unknown> = { ...record };
  for (const name of multiValueFields) entity[name] = formatLookups(record[name], style);
  return pickFields(entity, resource.list, select);
};

/** A Media record as the wire carries it: `MediaURL` absolute from the public URL, no `MediaPath`. */
export const mediaRow = (record: MediaRecord, publicUrl: string): MediaRow => {
  const { MediaPath, ...rest } = record;
  return { ...rest, MediaURL: `${publicUrl}${MediaPath}` };
};

export const mediaEntity = (row: MediaRow, select: readonly string[] | undefined) =>
  pickFields(row, mediaFields, select);
