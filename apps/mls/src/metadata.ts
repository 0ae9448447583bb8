import type { EnumStyle } from './profiles/types';
import {
  lookupFields,
  mediaFields,
  memberFields,
  officeFields,
  openHouseFields,
  propertyFieldsFor,
  type FieldSpec,
} from './resources/fields';
import type { Delisting } from './resources/store';

/** The RESO Data Dictionary namespace every RESO Web API server declares. */
export const resoNamespace = 'org.reso.metadata';

/** The entity sets this server offers, in the order the service document lists them. */
export const entitySets = ['Property', 'Media', 'Member', 'Office', 'OpenHouse', 'Lookup'] as const;
export type EntitySet = (typeof entitySets)[number];

/** The annotation that ties a lookup field to its values in the Lookup resource (DD 2.0). */
export const lookupNameTerm = 'RESO.OData.Metadata.LookupName';

/**
 * One `<Property>`. Multi-valued lookups are `Collection(Edm.String)` in the array style; the
 * flags and string styles send them as one string, so they declare `Edm.String` there. A lookup
 * field carries the `RESO.OData.Metadata.LookupName` annotation naming its lookup.
 */
const propertyElement = (field: FieldSpec, style: EnumStyle) => {
  const asCollection = field.collection && style === 'array';
  const attributes = [
    `Name="${field.name}"`,
    `Type="${asCollection ? `Collection(${field.type})` : field.type}"`,
    field.nullable === false ? 'Nullable="false"' : '',
    field.maxLength ? `MaxLength="${field.maxLength}"` : '',
    field.precision !== undefined ? `Precision="${field.precision}"` : '',
    field.scale !== undefined ? `Scale="${field.scale}"` : '',
  ];
  const open = `        <Property ${attributes.filter(Boolean).join(' ')}`;
  if (!field.lookup) return `${open}/>`;
  return [
    `${open}>`,
    `          <Annotation Term="${lookupNameTerm}" String="${field.lookup}"/>`,
    `        </Property>`,
  ].join('\n');
};

const entityType = (
  name: string,
  key: string,
  fields: readonly FieldSpec[],
  style: EnumStyle,
  extra = '',
) =>
  [
    `      <EntityType Name="${name}">`,
    `        <Key>`,
    `          <PropertyRef Name="${key}"/>`,
    `        </Key>`,
    ...fields.map((field) => propertyElement(field, style)),
    ...(extra ? [extra] : []),
    `      </EntityType>`,
  ].join('\n');

const entitySet = (name: string, navigation = '') =>
  navigation
    ? [
        `        <EntitySet Name="${name}" EntityType="${resoNamespace}.${name}">`,
        `          <NavigationPropertyBinding Path="${navigation}" Target="${navigation}"/>`,
        `        </EntitySet>`,
      ].join('\n')
    : `        <EntitySet Name="${name}" EntityType="${resoNamespace}.${name}"/>`;

/** The `$metadata` document (OData 4.0 CSDL in EDMX) for a profile's enum style and delisting. */
export const buildMetadataXml = (
  style: EnumStyle = 'array',
  delisting: Delisting = 'remove',
) => `<?xml version="1.0" encoding="UTF-8"?>
<edmx:Edmx xmlns:edmx="http://docs.oasis-open.org/odata/ns/edmx" Version="4.0">
  <edmx:DataServices>
    <Schema xmlns="http://docs.oasis-open.org/odata/ns/edm" Namespace="${resoNamespace}">
${entityType(
  'Property',
  'ListingKey',
  propertyFieldsFor(delisting),
  style,
  `        <NavigationProperty Name="Media" Type="Collection(${resoNamespace}.Media)"/>`,
)}
${entityType('Media', 'MediaKey', mediaFields, style)}
${entityType('Member', 'MemberKey', memberFields, style)}
${entityType('Office', 'OfficeKey', officeFields, style)}
${entityType('OpenHouse', 'OpenHouseKey', openHouseFields, style)}
${entityType('Lookup', 'LookupKey', lookupFields, style)}
      <EntityContainer Name="Default">
${entitySet('Property', 'Media')}
${entitySets
  .slice(1)
  .map((name) => entitySet(name))
  .join('\n')}
      </EntityContainer>
    </Schema>
  </edmx:DataServices>
</edmx:Edmx>
`;

/** The `$metadata` of the default (array) enum style. */
export const metadataXml = buildMetadataXml('array');
