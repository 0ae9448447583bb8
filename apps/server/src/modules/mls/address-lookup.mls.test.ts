import { statusRank } from '@rela/contracts';
import {
  buildMlsApp,
  generateDataset,
  providerProfiles,
  sampleAddresses,
  type AddressSample,
  type ProfileName,
} from '@rela/mls';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMlsClient, type MlsClient } from './mls-client';
import { MlsError, isMlsOutage } from './mls-errors';

/**
 * REQ-MLS-ADDRESS end to end: addresses written the ways people type them, resolved by the
 * real client against the real embedded MLS and its dataset, under a profile with string functions
 * and under profiles without them (the client starts in `auto` and learns).
 */
const dataset = generateDataset();
const samples = sampleAddresses(dataset, 16);

const longSuffix: Record<string, string> = {
  St: 'Street',
  Ave: 'Avenue',
  Blvd: 'Boulevard',
  Dr: 'Drive',
  Ln: 'Lane',
  Ct: 'Court',
  Rd: 'Road',
  Way: 'Way',
  Pl: 'Place',
  Ter: 'Terrace',
  Cir: 'Circle',
  Pkwy: 'Parkway',
  Trl: 'Trail',
  Loop: 'Loop',
  Pike: 'Pike',
  Hwy: 'Highway',
  Expy: 'Expressway',
  Cv: 'Cove',
};
const longDirection: Record<string, string> = {
  N: 'North',
  S: 'South',
  E: 'East',
  W: 'West',
  NE: 'Northeast',
  NW: 'Northwest',
  SE: 'Southeast',
  SW: 'Southwest',
};

const words = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ');

/** The listing the lookup should answer: among listings of one address, the best status. */
const expectedKey = ({ sameAddress }: AddressSample) =>
  [...sameAddress].sort(
    (a, b) =>
      (statusRank[b.StandardStatus] ?? 0) - (statusRank[a.StandardStatus] ?? 0) ||
      b.ModificationTimestamp.localeCompare(a.ModificationTimestamp),
  )[0]!.ListingKey;

/** Three ways of typing each sampled address. */
const typings = ({ record: r }: AddressSample): [string, string][] => {
  const unitHash = r.UnitNumber ? `#${r.UnitNumber.toLowerCase()}` : null;
  const spelled = words(
    r.StreetNumber,
    r.StreetDirPrefix ? longDirection[r.StreetDirPrefix] : null,
    r.StreetName,
    r.StreetSuffix ? longSuffix[r.StreetSuffix] : null,
    r.StreetDirSuffix ? longDirection[r.StreetDirSuffix] : null,
  );
  const shouted = words(
    r.StreetNumber,
    r.StreetDirPrefix,
    r.StreetName.toUpperCase(),
    r.StreetSuffix ? `${r.StreetSuffix.toUpperCase()}.` : null,
    r.StreetDirSuffix,
  );
  return [
    [
      'as listed, with city, state and ZIP',
      `${r.UnparsedAddress}, ${r.City}, ${r.StateOrProvince} ${r.PostalCode}`,
    ],
    [
      'spelled out, lower case, # unit, ZIP only',
      `${words(spelled, unitHash).toLowerCase()}, ${r.PostalCode}`,
    ],
    [
      'upper case, extra spaces, Apt unit, city and state, no ZIP',
      `  ${shouted.replace(/ /g, '   ')}${r.UnitNumber ? `, Apt ${r.UnitNumber}` : ''} ,  ${r.City.toUpperCase()}, ${r.StateOrProvince.toLowerCase()}`,
    ],
  ];
};

const table = samples.flatMap((sample) =>
  typings(sample).map(([how, input]) => ({
    kind: sample.kind,
    how,
    input,
    key: expectedKey(sample),
  })),
);

const nonsense = [
  '',
  'asdf',
  "'; DROP TABLE Property; --",
  ') or (1 eq 1',
  "1 Main St') or (1 eq 1",
  '%27 or StreetNumber ne %27',
  'x'.repeat(2000),
  '\u0000\uD800',
  '99999 Nowhere Blvd, 00000',
];

const clientFor = (url: string, originatingSystem?: string): MlsClient =>
  createMlsClient({
    config: {
      ...(originatingSystem ? { originatingSystem } : {}),
      serviceRoot: `${url}/odata`,
      trustedOrigins: [new URL(url).origin],
      tokenUrl: `${url}/oauth2/token`,
      clientId: 'rela-embedded',
      clientSecret: 'rela-embedded-secret',
      propertyBatchSize: 10,
      mediaBatchSize: 20,
      stringFunctions: 'auto',
      timeoutMs: 30_000,
      addressTimeoutMs: 15_000,
      cacheTtlMs: 60_000,
      maxPages: 50,
    },
  });

/** With string functions, and without them (the structured fields); `mlsgrid` has no lookup (below). */
const profiles: ProfileName[] = ['default', 'spark'];

describe('address lookup against a replication feed (mlsgrid profile)', () => {
  it('is refused at once as an MLS error (not an outage), and the MLS is not asked', async () => {
    const mls = await buildMlsApp({ dataset, profile: providerProfiles.mlsgrid });
    let asked = 0;
    mls.addHook('onRequest', async () => {
      asked += 1;
    });
    const client = clientFor(await mls.listen({ host: '127.0.0.1', port: 0 }), 'RelaMLS');
    try {
      const [sample] = table;
      const refusal = await client.searchByAddress(sample?.input ?? '').catch((error) => error);
      expect(refusal).toBeInstanceOf(MlsError);
      expect(refusal).toMatchObject({ kind: 'rejected', details: { resoCode: 'NotImplemented' } });
      expect(isMlsOutage(refusal)).toBe(false);
      expect(asked).toBe(0);
      // Its records are still read by key, each query naming the system (the MLS refuses others).
      expect(await client.getProperty(sample?.key ?? '')).toMatchObject({
        ListingKey: sample?.key,
      });
    } finally {
      await client.close();
      await mls.close();
    }
  });
});

describe.each(profiles)('address lookup against the embedded MLS (%s profile)', (profile) => {
  let mls: FastifyInstance;
  let client: MlsClient;

  beforeAll(async () => {
    mls = await buildMlsApp({ dataset, profile: providerProfiles[profile] });
    client = clientFor(await mls.listen({ host: '127.0.0.1', port: 0 }));
  });
  afterAll(async () => {
    await client?.close();
    await mls?.close();
  });

  it('has a table of at least 30 typed addresses', () => {
    expect(table.length).toBeGreaterThanOrEqual(30);
    expect(new Set(samples.map((sample) => sample.kind))).toEqual(
      new Set([
        'unit',
        'apostrophe',
        'directional-prefix',
        'duplicate',
        'directional-suffix',
        'numbered-street',
        'no-suffix',
        'plain',
      ]),
    );
  });

  it.each(table)('finds $key for "$input" ($kind; $how)', async ({ input, key }) => {
    const result = await client.searchByAddress(input);
    expect(result).toMatchObject({ kind: 'found', listing: { listingKey: key } });
  });

  it.each(nonsense.map((input) => ({ input, shown: input.slice(0, 40) })))(
    'answers not-found for "$shown"',
    async ({ input }) => {
      expect(await client.searchByAddress(input)).toEqual({ kind: 'not-found' });
    },
  );

  it('answers the best-ranked listing of every address listed twice (Active first)', async () => {
    const groups = new Map<string, typeof dataset.properties>();
    for (const record of dataset.properties) {
      const key = `${record.UnparsedAddress}|${record.PostalCode}`;
      groups.set(key, [...(groups.get(key) ?? []), record]);
    }
    const duplicates = [...groups.values()].filter((group) => group.length > 1);
    expect(
      duplicates.filter((group) => group.some((r) => r.StandardStatus === 'Active')).length,
    ).toBeGreaterThan(10);
    for (const sameAddress of duplicates) {
      const [r] = sameAddress;
      const result = await client.searchByAddress(
        `${r!.UnparsedAddress}, ${r!.City}, ${r!.StateOrProvince} ${r!.PostalCode}`,
      );
      const key = expectedKey({ kind: 'duplicate', record: r!, sameAddress });
      expect(result, r!.UnparsedAddress).toMatchObject({
        kind: 'found',
        listing: { listingKey: key },
      });
      if (sameAddress.some((record) => record.StandardStatus === 'Active')) {
        expect(result).toMatchObject({ listing: { status: 'Active' } });
      }
    }
  });
});
