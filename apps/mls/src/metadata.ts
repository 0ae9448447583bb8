import type { EnumStyle } from './profiles/types';
import { mediaFields, propertyFieldsFor, type FieldSpec } from './resources/fields';
import type { Delisting } from './resources/store';

/** The RESO Data Dictionary namespace every RESO Web API server declares. */
export const resoNamespace = 'org.reso.metadata';

/** The entity sets this server offers, in the order the service document lists them. */
export const entitySets = ['Property', 'Media'] as const;
export type EntitySet = (typeof entitySets)[number];

/**
 * One `<Property>`. Multi-valued lookups are `Collection(Edm.String)` in the array style; the
 * flags and string styles send them as one string, so they declare `Edm.String` there.
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
  return `        <Property ${attributes.filter(Boolean).join(' ')}/>`;
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
      <EntityContainer Name="Default">
        <EntitySet Name="Property" EntityType="${resoNamespace}.Property">
          <NavigationPropertyBinding Path="Media" Target="Media"/>
        </EntitySet>
        <EntitySet Name="Media" EntityType="${resoNamespace}.Media"/>
      </EntityContainer>
    </Schema>
  </edmx:DataServices>
</edmx:Edmx>
`;

/** The `$metadata` of the default (array) enum style. */
export const metadataXml = buildMetadataXml('array');
