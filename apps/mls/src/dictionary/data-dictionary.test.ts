import { lookupNameOf, resoLookups, type ResoLookupName } from '@rela/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMlsApp } from '../app';
import { generateDataset } from '../dataset';
import { entitySets } from '../metadata';
import { providerProfiles } from '../profiles/profiles';
import { closedLookups, dataDictionary20 } from './data-dictionary';

/**
 * The embedded MLS against the Data Dictionary 2.0 as written in `data-dictionary.ts` (REQ-MLS-DD2): every
 * field `$metadata` declares has the standard's name, type and lookup; every answer's values have
 * the declared types, collections are arrays, and every lookup value is one the Lookup resource
 * advertises for its lookup (a lookup name for the Data Dictionary's own lookups).
 */
const token = 'dd2-test';
const auth = { authorization: `Bearer ${token}` };

type Declared = { name: string; type: string; lookup?: string };

/** The `<Property>` elements of each entity type in a `$metadata` document. */
const declaredFields = (xml: string) => {
  const types = new Map<string, Declared[]>();
  for (const [, name = '', body = ''] of xml.matchAll(
    /<EntityType Name="(\w+)">([\s\S]*?)<\/EntityType>/g,
  )) {
    const fields = [
      ...body.matchAll(
        /<Property Name="(\w+)" Type="([^"]+)"[^>]*?(?:\/>|>\s*<Annotation Term="RESO\.OData\.Metadata\.LookupName" String="(\w+)"\/>)/g,
      ),
    ].map(([, field = '', type = '', lookup]) => ({ name: field, type, lookup }));
    types.set(name, fields);
  }
  return types;
};

const typeOf = (value: unknown, type: string): boolean => {
  if (value === null) return true;
  switch (type) {
    case 'Edm.String':
      return typeof value === 'string';
    case 'Edm.Boolean':
      return typeof value === 'boolean';
    case 'Edm.Int64':
      return Number.isInteger(value);
    case 'Edm.Decimal':
      return typeof value === 'number';
    case 'Edm.Date':
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
    case 'Edm.DateTimeOffset':
      return typeof value === 'string' && !Number.isNaN(Date.parse(value));
    default:
      return false;
  }
};

describe('the embedded MLS and the Data Dictionary 2.0', () => {
  let app: FastifyInstance;
  let xml = '';
  const get = async (url: string) => {
    const response = await app.inject({ method: 'GET', url, headers: auth });
    expect(response.statusCode, url).toBe(200);
    return response.json() as { value: Record<string, unknown>[] };
  };

  beforeAll(async () => {
    app = await buildMlsApp({
      dataset: generateDataset({ count: 300 }),
      auth: { staticToken: token },
      profile: { ...providerProfiles.default, pageCap: 1000 },
      clock: { now: () => new Date('2026-11-29T12:00:00Z') },
    });
    xml = (await app.inject({ method: 'GET', url: '/odata/$metadata', headers: auth })).body;
  });
  afterAll(() => app.close());

  it('declares every field with its Data Dictionary name, type and lookup', () => {
    const declared = declaredFields(xml);
    expect([...declared.keys()]).toEqual([...entitySets]);
    for (const [resource, fields] of declared) {
      const standard = dataDictionary20[resource] ?? {};
      for (const field of fields) {
        if (field.name === 'MlgCanView') continue;
        const dd = standard[field.name];
        expect(dd, `${resource}.${field.name} is a Data Dictionary 2.0 field`).toBeDefined();
        const type = dd?.collection ? `Collection(${dd.type})` : dd?.type;
        expect(`${resource}.${field.name} ${field.type} ${field.lookup ?? ''}`).toBe(
          `${resource}.${field.name} ${type} ${dd?.lookup ?? ''}`,
        );
      }
      expect(fields.map((field) => field.name).sort()).toEqual(Object.keys(standard).sort());
    }
  });

  it('sends values of the declared types, collections as arrays, lookups as advertised', async () => {
    const declared = declaredFields(xml);
    const lookupRows = (await get('/odata/Lookup?$top=100000')).value;
    const advertised = new Map<string, Set<unknown>>();
    for (const row of lookupRows) {
      const values = advertised.get(String(row.LookupName)) ?? new Set();
      values.add(row.LookupValue);
      advertised.set(String(row.LookupName), values);
    }
    for (const lookup of closedLookups) {
      const names = Object.keys(resoLookups[lookup]);
      expect([...(advertised.get(lookup) ?? [])]).toEqual(expect.arrayContaining(names));
    }
    const seen = new Set<string>();
    for (const resource of ['Property', 'Media', 'Member', 'Office', 'OpenHouse']) {
      const rows = (await get(`/odata/${resource}?$top=100000`)).value;
      expect(rows.length, resource).toBeGreaterThan(0);
      for (const row of rows) {
        for (const field of declared.get(resource) ?? []) {
          const value = row[field.name];
          const collection = field.type.startsWith('Collection(');
          if (collection) expect(Array.isArray(value), `${resource}.${field.name}`).toBe(true);
          const items = collection ? (value as unknown[]) : [value];
          const itemType = field.type.replace(/^Collection\((.*)\)$/, '$1');
          for (const item of items) {
            if (!typeOf(item, itemType))
              throw new Error(`${resource}.${field.name}: ${String(item)}`);
            if (field.lookup && item !== null) {
              if (!advertised.get(field.lookup)?.has(item)) {
                throw new Error(
                  `${resource}.${field.name}: '${String(item)}' not in ${field.lookup}`,
                );
              }
              seen.add(`${field.lookup}:${String(item)}`);
            }
          }
        }
      }
    }
    // The Data Dictionary's own lookups go as lookup names, never as display names.
    expect(seen).toContain('StandardStatus:ActiveUnderContract');
    expect(seen).toContain('Heating:ForcedAir');
    for (const entry of seen) {
      const [lookup = '', value = ''] = entry.split(':');
      if ((closedLookups as readonly string[]).includes(lookup)) {
        expect(lookupNameOf(lookup as ResoLookupName, value), entry).toBe(value);
      }
    }
  });

  it('advertises each value with its standard display name and lookup name', async () => {
    const rows = (await get("/odata/Lookup?$filter=LookupName eq 'StandardStatus'")).value;
    expect(rows).toContainEqual(
      expect.objectContaining({
        LookupName: 'StandardStatus',
        LookupValue: 'ActiveUnderContract',
        StandardLookupValue: 'Active Under Contract',
        LegacyODataValue: 'ActiveUnderContract',
      }),
    );
    const cities = (await get("/odata/Lookup?$filter=LookupName eq 'City'")).value;
    expect(cities).toContainEqual(
      expect.objectContaining({ LookupValue: 'Austin', StandardLookupValue: null }),
    );
  });
});
