import { buildMlsApp, generateDataset, type PropertyRecord } from '@rela/mls';
import { eq } from 'drizzle-orm';
import { bearer, buildTestApp, createUser, loginAs, type TestApp } from '../../../test/app';
import type { DriverKind } from '../../../test/db';
import { householdOf } from '../../../test/household-of-two';
import { users } from '../../db/schema';

const base = generateDataset({ count: 6, seed: 5151 });
const [template] = base.properties as [PropertyRecord, ...PropertyRecord[]];

const home = (listingKey: string, facts: Partial<PropertyRecord>): PropertyRecord => ({
  ...template,
  ListingKey: listingKey,
  ListingId: `COST${listingKey.slice(-2)}`,
  StandardStatus: 'Active',
  UnitNumber: null,
  InternetEntireListingDisplayYN: true,
  InternetAddressDisplayYN: true,
  ...facts,
});

/**
 * Homes with known facts (REQ-COST-MONTHLY): 12 Oak St in Wake County, NC ($400,000, the seller's
 * last tax bill $3,100, HOA $300 a quarter); a Texas home in a county the rates do not list
 * ($500,000, no HOA, no tax bill); a Vermont home Rela has no rates for; a listing without a
 * price; and one its seller keeps from clients.
 */
export const homes = {
  oak: home('RELA70000001', {
    UnparsedAddress: '12 Oak St',
    StreetNumber: '12',
    StreetName: 'Oak',
    StreetSuffix: 'St',
    City: 'Raleigh',
    StateOrProvince: 'NC',
    PostalCode: '27601',
    CountyOrParish: 'Wake',
    ListPrice: 400_000,
    TaxAnnualAmount: 3_100,
    AssociationFee: 300,
    AssociationFeeFrequency: 'Quarterly',
  }),
  texas: home('RELA70000002', {
    UnparsedAddress: '808 Mesquite Ln',
    StreetNumber: '808',
    StreetName: 'Mesquite',
    StreetSuffix: 'Ln',
    City: 'San Antonio',
    StateOrProvince: 'TX',
    PostalCode: '78205',
    CountyOrParish: 'Bexar',
    ListPrice: 500_000,
    TaxAnnualAmount: null,
    AssociationFee: null,
    AssociationFeeFrequency: null,
  }),
  vermont: home('RELA70000003', {
    UnparsedAddress: '3 Maple Rd',
    StreetNumber: '3',
    StreetName: 'Maple',
    StreetSuffix: 'Rd',
    City: 'Burlington',
    StateOrProvince: 'VT',
    PostalCode: '05401',
    CountyOrParish: null,
    ListPrice: 300_000,
    AssociationFee: 1_200,
    AssociationFeeFrequency: 'Annually',
  }),
  unpriced: home('RELA70000004', {
    UnparsedAddress: '40 Birch Ave',
    StreetNumber: '40',
    StreetName: 'Birch',
    StreetSuffix: 'Ave',
    ListPrice: 0,
  }),
  withheld: home('RELA70000005', {
    UnparsedAddress: '77 Hidden Way',
    StreetNumber: '77',
    StreetName: 'Hidden',
    StreetSuffix: 'Way',
    InternetEntireListingDisplayYN: false,
  }),
};

/**
 * Two companies: owner (Olive Owner) > lead (Lee Lead) > realtor (Rita Realtor) > buyer (Jane
 * Smith) and her co-buyer (Alex Smith) in one household, and buyer2 (Bob Stone) alone; realtor2
 * (Rob Realtor) under the same lead with buyer3; owner2 > lead2 > realtor3 > buyer4. The embedded
 * MLS holds `homes`; the clock starts on 2026-01-01.
 */
export const buildCostsWorld = async (driver: DriverKind) => {
  const mls = await buildMlsApp({
    dataset: { properties: [...base.properties, ...Object.values(homes)], media: base.media },
  });
  const mlsUrl = await mls.listen({ host: '127.0.0.1', port: 0 });
  const t: TestApp = await buildTestApp({
    driver,
    env: { MLS_URL: mlsUrl, LOGIN_LIMIT_PER_MINUTE: '10000', IP_LIMIT_PER_MINUTE: '10000' },
  });
  const ids: Record<string, string> = {};
  const chain = [
    ['owner', 'company-owner', null, 'Olive', 'Owner'],
    ['lead', 'team-leader', 'owner', 'Lee', 'Lead'],
    ['realtor', 'realtor', 'lead', 'Rita', 'Realtor'],
    ['realtor2', 'realtor', 'lead', 'Rob', 'Realtor'],
    ['buyer2', 'buyer', 'realtor', 'Bob', 'Stone'],
    ['buyer3', 'buyer', 'realtor2', 'Bea', 'Third'],
    ['owner2', 'company-owner', null, 'Oscar', 'Other'],
    ['lead2', 'team-leader', 'owner2', 'Lena', 'Other'],
    ['realtor3', 'realtor', 'lead2', 'Ray', 'Other'],
    ['buyer4', 'buyer', 'realtor3', 'Bo', 'Other'],
  ] as const;
  for (const [username, role, supervisor, firstName, lastName] of chain) {
    const row = await createUser(t.db, {
      username,
      role,
      supervisorId: supervisor ? ids[supervisor] : null,
      firstName,
      lastName,
    });
    ids[username] = row.id;
  }
  const household = await householdOf(
    t.db,
    [
      { username: 'buyer', firstName: 'Jane', lastName: 'Smith' },
      { username: 'comember', firstName: 'Alex', lastName: 'Smith' },
    ],
    ids.realtor ?? '',
  );
  for (const member of household.members) ids[member.username] = member.id;
  const tokens = new Map<string, string>();
  const as = async (username: string) => {
    const token = tokens.get(username) ?? (await loginAs(t.app, username));
    tokens.set(username, token);
    return bearer(token);
  };
  const householdIdOf = async (username: string) => {
    const [row] = await t.db
      .select({ householdId: users.householdId })
      .from(users)
      .where(eq(users.username, username));
    return row?.householdId ?? null;
  };
  return {
    t,
    ids,
    as,
    householdIdOf,
    close: async () => {
      await t.close();
      await mls.close();
    },
  };
};

export type CostsWorld = Awaited<ReturnType<typeof buildCostsWorld>>;
