import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildMlsApp } from './app';
import { buildMetadataXml } from './metadata';
import { fixtureDataset } from './testing/fixture';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const edmxSchema = path.resolve(repoRoot, '../shared/odata/edmx.xsd');
const hasXmllint = spawnSync('xmllint', ['--version']).status === 0;

const xmllint = (args: string[], input: string) =>
  spawnSync('xmllint', [...args, '-'], { input, encoding: 'utf8' });

describe('GET /odata/$metadata', () => {
  let app: FastifyInstance;
  let xml = '';
  beforeAll(async () => {
    app = await buildMlsApp({ dataset: fixtureDataset, auth: { staticToken: 'metadata-test' } });
    const response = await app.inject({
      method: 'GET',
      url: '/odata/$metadata',
      headers: { authorization: 'Bearer metadata-test' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.headers['odata-version']).toBe('4.0');
    xml = response.body;
  });
  afterAll(() => app.close());

  it('declares the RESO schema, the two entity types and their sets', () => {
    expect(xml).toContain('Namespace="org.reso.metadata"');
    expect(xml).toContain('<EntityType Name="Property">');
    expect(xml).toContain('<PropertyRef Name="ListingKey"/>');
    expect(xml).toContain('<EntityType Name="Media">');
    expect(xml).toContain('<EntitySet Name="Property" EntityType="org.reso.metadata.Property">');
    expect(xml).toContain('<EntitySet Name="Media" EntityType="org.reso.metadata.Media"/>');
    expect(xml).toContain('<PropertyRef Name="MediaKey"/>');
    expect(xml).toContain(
      '<NavigationProperty Name="Media" Type="Collection(org.reso.metadata.Media)"/>',
    );
    expect(xml).toContain('<NavigationPropertyBinding Path="Media" Target="Media"/>');
  });

  it('declares every record field with its Data Dictionary type', () => {
    const declared = (name: string) =>
      new RegExp(`<Property Name="${name}" Type="([^"]+)"([^/>]*)/?>`).exec(xml)?.slice(1);
    for (const name of Object.keys(fixtureDataset.properties[0] ?? {})) {
      expect(declared(name), name).toBeDefined();
    }
    for (const name of Object.keys(fixtureDataset.media[0] ?? {})) {
      if (name !== 'MediaPath') expect(declared(name), name).toBeDefined();
    }
    expect(declared('ListPrice')).toEqual(['Edm.Decimal', ' Precision="14" Scale="2"']);
    expect(declared('Latitude')).toEqual(['Edm.Decimal', ' Precision="12" Scale="8"']);
    expect(declared('BedroomsTotal')?.[0]).toBe('Edm.Int64');
    expect(declared('ListingContractDate')?.[0]).toBe('Edm.Date');
    expect(declared('ModificationTimestamp')?.[0]).toBe('Edm.DateTimeOffset');
    expect(declared('Heating')?.[0]).toBe('Collection(Edm.String)');
    expect(declared('MediaURL')?.[0]).toBe('Edm.String');
    expect(declared('ImageWidth')?.[0]).toBe('Edm.Int64');
    expect(declared('ImageHeight')?.[0]).toBe('Edm.Int64');
    expect(declared('ImageSizeDescription')).toEqual(['Edm.String', ' MaxLength="50"']);
    expect(xml).not.toContain('Edm.Int32');
    expect(xml).not.toContain('Edm.Double');
    expect(xml).not.toContain('MediaPath');
  });

  it("names each lookup field's lookup, the Data Dictionary 2.0 way", () => {
    expect(xml).toContain(
      [
        '<Property Name="StandardStatus" Type="Edm.String" MaxLength="50">',
        '          <Annotation Term="RESO.OData.Metadata.LookupName" String="StandardStatus"/>',
        '        </Property>',
      ].join('\n'),
    );
    expect(xml).toMatch(
      /<Property Name="AssociationFeeFrequency"[^>]*>\s*<Annotation Term="RESO.OData.Metadata.LookupName" String="FeeFrequency"\/>/,
    );
  });

  it('declares multi-valued lookups as plain strings for the flags and string styles', () => {
    expect(buildMetadataXml('flags')).toContain('<Property Name="Heating" Type="Edm.String">');
    expect(buildMetadataXml('string')).not.toContain('Collection(Edm.String)');
  });

  it.skipIf(!hasXmllint)(
    'is well-formed XML (needs xmllint: apt-get install libxml2-utils)',
    () => {
      const result = xmllint(['--noout'], xml);
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
    },
  );

  it.skipIf(!hasXmllint || !existsSync(edmxSchema))(
    `validates against the OASIS EDMX 4.0 schema (needs xmllint and ${edmxSchema})`,
    () => {
      const result = xmllint(['--noout', '--schema', edmxSchema], xml);
      expect(result.stderr.trim()).toBe('- validates');
      expect(result.status).toBe(0);
    },
  );
});
