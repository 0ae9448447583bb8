import { describe, expect, it } from 'vitest';
import { propertyResource } from '../resources/entities';
import { fixtureProperties } from '../testing/fixture';
import { compileFilter, type FilterContext } from './compile-filter';
import { ODataError } from './odata-error';

const context: FilterContext = {
  resource: 'Property',
  fields: propertyResource.fields,
  stringFunctions: true,
  maxOrClauses: null,
};

const keys = (filter: string, overrides: Partial<FilterContext> = {}) =>
  fixtureProperties
    .filter(compileFilter(filter, { ...context, ...overrides }))
    .map((record) => record.ListingKey);

const failure = (filter: string, overrides: Partial<FilterContext> = {}) => {
  try {
    keys(filter, overrides);
  } catch (error) {
    if (error instanceof ODataError) {
      return {
        status: error.status,
        code: error.code,
        message: error.message,
        target: error.target,
      };
    }
    throw error;
  }
  throw new Error(`expected ${filter} to be refused`);
};

describe('compileFilter: comparisons', () => {
  it.each([
    ["City eq 'Austin'", ['K0', 'K2', 'K5']],
    ["City ne 'Austin'", ['K1', 'K3', 'K4']],
    ['ListPrice gt 400000', ['K1', 'K4']],
    ['ListPrice ge 400000', ['K0', 'K1', 'K3', 'K4']],
    ['ListPrice lt 400000', ['K2', 'K5']],
    ['ListPrice le 399999.5', ['K2', 'K5']],
    ['BedroomsTotal eq null', ['K2']],
    ['BedroomsTotal ne null', ['K0', 'K1', 'K3', 'K4', 'K5']],
    ['BedroomsTotal lt 3', ['K3']],
    ['ListingContractDate ge 2026-11-01', ['K3', 'K4']],
    ['ModificationTimestamp gt 2026-11-02T12:00:00Z', ['K1']],
    ['ModificationTimestamp lt 2026-10-02', ['K2']],
    ['Latitude gt 30.1', ['K0', 'K1', 'K2', 'K3', 'K4', 'K5']],
  ])('%s', (filter, expected) => {
    expect(keys(filter)).toEqual(expected);
  });

  it('undoubles quotes inside string literals', () => {
    expect(keys("StreetName eq 'O''Brien'")).toEqual(['K1']);
    expect(keys("UnparsedAddress eq '12 O''Brien Ct'")).toEqual(['K1']);
    expect(keys("StreetName eq 'O''''Brien'")).toEqual([]);
  });

  it('keeps a percent-encoded quote inside its literal (no injection through %27)', () => {
    expect(keys("City eq '%27 or City ne %27'")).toEqual([]);
    expect(keys("contains(City, '%27) or (City ne %27')")).toEqual([]);
    expect(keys("City ne '%27 or City eq %27'")).toEqual(['K0', 'K1', 'K2', 'K3', 'K4', 'K5']);
  });

  it('compares strings case-sensitively, as OData does', () => {
    expect(keys("City eq 'austin'")).toEqual(['K3']);
  });
});

describe('compileFilter: logic', () => {
  it.each([
    ["City eq 'Austin' and BedroomsTotal eq 3", ['K0', 'K5']],
    ["City eq 'Denver' or City eq 'Chicago'", ['K1', 'K4']],
    ["not City eq 'Austin'", ['K1', 'K3', 'K4']],
    ["not (City eq 'Austin' or City eq 'Denver')", ['K3', 'K4']],
    // `not` binds tighter than `and` (the parser alone would read not (A and B)).
    ["not City eq 'Austin' and BedroomsTotal gt 2", ['K1', 'K4']],
    ["ListPrice gt 1000000 or City eq 'Denver' and BedroomsTotal eq 4", ['K1', 'K4']],
    ["(ListPrice gt 1000000 or City eq 'Denver') and BedroomsTotal eq 5", ['K4']],
    ["ListPrice eq 400000 and not (City eq 'austin') or ListingKey eq 'K4'", ['K0', 'K4']],
    ['not not (BedroomsTotal eq 2)', ['K3']],
  ])('%s', (filter, expected) => {
    expect(keys(filter)).toEqual(expected);
  });
});

describe('compileFilter: string functions', () => {
  it.each([
    ["contains(PublicRemarks,'lovely')", ['K0', 'K1', 'K3', 'K4', 'K5']],
    ["startswith(UnparsedAddress,'12 O''B')", ['K1']],
    ["endswith(UnparsedAddress,'Unit 4')", ['K2']],
    ["tolower(City) eq 'austin'", ['K0', 'K2', 'K3', 'K5']],
    ["toupper(City) eq 'DENVER'", ['K1']],
    ["contains(tolower(UnparsedAddress),'o''brien')", ['K1']],
    ["not contains(City,'us')", ['K1', 'K4']],
  ])('%s', (filter, expected) => {
    expect(keys(filter)).toEqual(expected);
  });

  it('answers 501 NotImplemented for every string function when the profile has none', () => {
    for (const filter of [
      "contains(City,'A')",
      "startswith(City,'A')",
      "endswith(City,'A')",
      "tolower(City) eq 'a'",
      "toupper(City) eq 'A'",
    ]) {
      expect(failure(filter, { stringFunctions: false })).toMatchObject({
        status: 501,
        code: 'NotImplemented',
      });
    }
  });

  it('answers 501 NotImplemented for functions it never has', () => {
    expect(failure('year(ListingContractDate) eq 2026')).toMatchObject({
      status: 501,
      code: 'NotImplemented',
    });
  });
});

describe('compileFilter: lambdas', () => {
  it.each([
    // Lookup values as the wire carries them: lookup names (REQ-MLS-DD2).
    ["Heating/any(h: h eq 'ForcedAir')", ['K0', 'K3', 'K5']],
    ["Heating/any(h: h eq 'ForcedAir' or h eq 'Radiant')", ['K0', 'K1', 'K3', 'K5']],
    ["Heating/all(h: h eq 'ForcedAir')", ['K2', 'K3', 'K4']],
    ["Heating/any(h: contains(h,'Pump'))", ['K5']],
    ['Heating/any()', ['K0', 'K1', 'K3', 'K5']],
    ["not Heating/any(x:x eq 'ForcedAir') and City eq 'Austin'", ['K2']],
    ["Heating/any(h: h eq 'Forced Air')", []],
  ])('%s', (filter, expected) => {
    expect(keys(filter)).toEqual(expected);
  });

  it('refuses a collection compared directly', () => {
    expect(failure("Heating eq 'Radiant'")).toMatchObject({ status: 400, target: 'Heating' });
  });

  it('refuses any() on a single-valued field', () => {
    expect(failure("City/any(c: c eq 'A')")).toMatchObject({ status: 400, target: 'City' });
  });
});

describe('compileFilter: refusals', () => {
  it('names an unknown field', () => {
    expect(failure("Town eq 'Austin'")).toEqual({
      status: 400,
      code: 'BadRequest',
      message: "Unknown field 'Town' on Property",
      target: 'Town',
    });
    expect(failure("Heating/any(h: h eq 'x') and Nope eq 1")).toMatchObject({ target: 'Nope' });
  });

  it.each(["City eq 'Austin", 'City eq', 'City eq Austin', 'and', "City eq 'a' garbage", ''])(
    'answers 400 BadRequest for bad syntax: %s',
    (filter) => {
      expect(failure(filter)).toMatchObject({ status: 400, code: 'BadRequest' });
    },
  );

  it('refuses mismatched types and non-boolean filters', () => {
    expect(failure("ListPrice eq 'cheap'")).toMatchObject({ status: 400, target: 'ListPrice' });
    expect(failure('City')).toMatchObject({ status: 400 });
    expect(failure("City eq 'a' and ListPrice")).toMatchObject({ status: 400 });
  });

  it('counts or operators against the limit, lambdas included', () => {
    const ors = (n: number) =>
      Array.from({ length: n + 1 }, (_, i) => `ListingKey eq 'K${i}'`).join(' or ');
    expect(keys(ors(5), { maxOrClauses: 5 })).toEqual(['K0', 'K1', 'K2', 'K3', 'K4', 'K5']);
    expect(failure(ors(6), { maxOrClauses: 5 })).toMatchObject({
      status: 400,
      code: 'TooManyClauses',
    });
    const nested = "Heating/any(h: h eq 'a' or h eq 'b') or City eq 'x'";
    expect(failure(nested, { maxOrClauses: 1 })).toMatchObject({ code: 'TooManyClauses' });
  });

  it('does not mistake or inside a string for an operator', () => {
    expect(keys("City eq 'a or b' or City eq 'Denver'", { maxOrClauses: 1 })).toEqual(['K1']);
  });
});
