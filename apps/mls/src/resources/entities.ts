import { lookupNameOf, resoLookups, type ResoLookupName } from '@rela/contracts';
import type { MediaRecord } from '../dataset/types';
import type { FieldsOf } from '../odata/query-options';
import { pickFields } from '../odata/select-rows';
import type { EnumStyle, ProviderProfile } from '../profiles/types';
import {
  lookupFields,
  mediaFields,
  memberFields,
  officeFields,
  openHouseFields,
  propertyFieldsFor,
  type FieldSpec,
  type MediaRow,
} from './fields';
import type { PropertyRow } from './store';

export type Resource = FieldsOf & { list: readonly FieldSpec[] };
export type PropertyResource = Resource;

/** What of a profile shapes a resource: its delisting (`MlgCanView`) and its lookup values. */
type Shape = Pick<ProviderProfile, 'delisting' | 'lookupValues'>;

const isStandard = (lookup: string | undefined): lookup is ResoLookupName =>
  lookup !== undefined && lookup in resoLookups;

/**
 * The fields as a profile sends them: a Data Dictionary lookup's values as lookup names in the
 * `names` profiles (the data holds display names), so `$filter` compares what the wire carries.
 */
const wired = (list: readonly FieldSpec[], shape: Shape): readonly FieldSpec[] =>
  shape.lookupValues === 'names'
    ? list.map((field) =>
        isStandard(field.lookup)
          ? {
              ...field,
              wire: (value: string) => lookupNameOf(field.lookup as ResoLookupName, value),
            }
          : field,
      )
    : list;

const resourceOf = (resource: string, list: readonly FieldSpec[]): Resource => ({
  resource,
  fields: new Map(list.map((field) => [field.name, field])),
  list,
});

const made = new Map<string, Resource>();
const cached = (key: string, make: () => Resource) => {
  const known = made.get(key);
  if (known) return known;
  const resource = make();
  made.set(key, resource);
  return resource;
};

/** The Property resource of a profile (`MlgCanView` only with the `flag` delisting). */
export const propertyResourceFor = (shape: Shape): Resource =>
  cached(`Property:${shape.delisting}:${shape.lookupValues}`, () =>
    resourceOf('Property', wired(propertyFieldsFor(shape.delisting), shape)),
  );

/** The Property resource of the default profile. */
export const propertyResource: Resource = propertyResourceFor({
  delisting: 'remove',
  lookupValues: 'names',
});

export const mediaResource: Resource = resourceOf('Media', mediaFields);
export const memberResource: Resource = resourceOf('Member', memberFields);
export const officeResource: Resource = resourceOf('Office', officeFields);
export const lookupResource: Resource = resourceOf('Lookup', lookupFields);
export const openHouseResourceFor = (shape: Shape): Resource =>
  cached(`OpenHouse:${shape.lookupValues}`, () =>
    resourceOf('OpenHouse', wired(openHouseFields, shape)),
  );

/** A value as the wire carries it: lookup values translated, a collection never null. */
const onTheWire = (field: FieldSpec, value: unknown, style: EnumStyle): unknown => {
  if (field.collection) {
    const list = ((value as readonly string[] | null) ?? []).map(field.wire ?? String);
    if (style === 'array') return list;
    return list.length === 0 ? null : list.join(style === 'flags' ? ',' : ', ');
  }
  return field.wire && typeof value === 'string' ? field.wire(value) : value;
};

/** An entity on the wire: the selected fields, lookups in the profile's style and values. */
export const entityOf = (
  row: Readonly<Record<string, unknown>>,
  resource: Resource,
  select: readonly string[] | undefined,
  style: EnumStyle = 'array',
): Record<string, unknown> => {
  const entity: Record<string, unknown> = {};
  const wanted = select ? new Set(select) : undefined;
  for (const field of resource.list) {
    if (wanted && !wanted.has(field.name)) continue;
    entity[field.name] = onTheWire(field, row[field.name] ?? null, style);
  }
  return entity;
};

/** A Property entity on the wire. */
export const propertyEntity = (
  record: PropertyRow,
  select: readonly string[] | undefined,
  style: EnumStyle,
  resource: Resource = propertyResource,
): Record<string, unknown> => entityOf(record, resource, select, style);

/** A Media record as the wire carries it: `MediaURL` absolute from the public URL, no `MediaPath`. */
export const mediaRow = (record: MediaRecord, publicUrl: string, system: string): MediaRow => {
  const { MediaPath, ...rest } = record;
  return { ...rest, MediaURL: `${publicUrl}${MediaPath}`, OriginatingSystemName: system };
};

export const mediaEntity = (row: MediaRow, select: readonly string[] | undefined) =>
  pickFields(row, mediaFields, select);
