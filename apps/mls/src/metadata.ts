/** The RESO Data Dictionary namespace every RESO Web API server declares. */
export const resoNamespace = 'org.reso.metadata';

/** The entity sets this server offers, in the order the service document lists them. */
export const entitySets = ['Property', 'Media'] as const;
export type EntitySet = (typeof entitySets)[number];

/**
 * The `$metadata` document (OData 4.0 CSDL in EDMX). The MLS issue grows the field list; these are
 * the fields a listing card needs.
 */
export const metadataXml = `<?xml version="1.0" encoding="UTF-8"?>
<edmx:Edmx xmlns:edmx="http://docs.oasis-open.org/odata/ns/edmx" Version="4.0">
  <edmx:DataServices>
    <Schema xmlns="http://docs.oasis-open.org/odata/ns/edm" Namespace="${resoNamespace}">
      <EntityType Name="Property">
        <Key>
          <PropertyRef Name="ListingKey"/>
        </Key>
        <Property Name="ListingKey" Type="Edm.String" Nullable="false" MaxLength="255"/>
        <Property Name="ListingId" Type="Edm.String" MaxLength="255"/>
        <Property Name="StandardStatus" Type="Edm.String" MaxLength="50"/>
        <Property Name="ListPrice" Type="Edm.Decimal" Precision="14" Scale="2"/>
        <Property Name="UnparsedAddress" Type="Edm.String" MaxLength="255"/>
        <Property Name="City" Type="Edm.String" MaxLength="50"/>
        <Property Name="StateOrProvince" Type="Edm.String" MaxLength="2"/>
        <Property Name="PostalCode" Type="Edm.String" MaxLength="10"/>
        <Property Name="BedroomsTotal" Type="Edm.Int32"/>
        <Property Name="BathroomsTotalInteger" Type="Edm.Int32"/>
        <Property Name="LivingArea" Type="Edm.Decimal" Precision="14" Scale="2"/>
        <Property Name="ModificationTimestamp" Type="Edm.DateTimeOffset" Precision="3"/>
        <NavigationProperty Name="Media" Type="Collection(${resoNamespace}.Media)"/>
      </EntityType>
      <EntityType Name="Media">
        <Key>
          <PropertyRef Name="MediaKey"/>
        </Key>
        <Property Name="MediaKey" Type="Edm.String" Nullable="false" MaxLength="255"/>
        <Property Name="ResourceName" Type="Edm.String" MaxLength="50"/>
        <Property Name="ResourceRecordKey" Type="Edm.String" MaxLength="255"/>
        <Property Name="MediaURL" Type="Edm.String" MaxLength="8000"/>
        <Property Name="MediaCategory" Type="Edm.String" MaxLength="50"/>
        <Property Name="Order" Type="Edm.Int32"/>
        <Property Name="ModificationTimestamp" Type="Edm.DateTimeOffset" Precision="3"/>
      </EntityType>
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
