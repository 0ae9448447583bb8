import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildMlsApp } from './app';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const edmxSchema = path.resolve(repoRoot, '../shared/odata/edmx.xsd');
const hasXmllint = spawnSync('xmllint', ['--version']).status === 0;

const xmllint = (args: string[], input: string) =>
  spawnSync('xmllint', [...args, '-'], { input, encoding: 'utf8' });

describe('GET /odata/$metadata', () => {
  let app: FastifyInstance;
  let xml = '';
  beforeAll(async () => {
    app = await buildMlsApp();
    const response = await app.inject({ method: 'GET', url: '/odata/$metadata' });
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
