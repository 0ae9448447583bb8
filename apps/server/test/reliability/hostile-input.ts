import fc from 'fast-check';

/**
 * What an attacker or a broken client sends (REQ-SEC-INPUT). No entry contains
 * SQL keywords or stack-trace shapes itself, so an echo of it never looks like a leak.
 */
export const traversal = [
  '../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '%252e%252e%252fetc',
  '..\\..\\windows\\win.ini',
  '/etc/passwd',
  'a/../../b',
  '....//....//etc',
  'report%00.json',
  'file:///etc/passwd',
  '.',
  '..',
] as const;

/** Quotes and OData syntax where an address or a key goes (REQ-SEC-ODATA). */
export const odataInjection = [
  "1 Main St' or 1 eq 1 or 'a' eq 'a",
  "') or true or contains(City,'",
  "x' or ListingKey ne '",
  "12 O'Brien Ct",
  "O''Brien",
  "'; $top=100000",
  '&$filter=true&$top=5000',
  "tolower(City) eq 'austin'",
  'Media/any(m: true)',
  '$expand=Media($top=1000)',
  '%27%20or%201%20eq%201',
  'Main St) or (1 eq 1',
  "\\' eq '",
] as const;

export const unicode = [
  '\u0000',
  '\uD800',
  'a\u202Eb',
  'İstanbul',
  'straße',
  'Z\u0335\u0321\u032Aa\u0335l\u0338g\u0335o',
  '👨‍👩‍👧‍👦',
  '\uFEFFbom',
  'ﬀ',
  'ｆｕｌｌｗｉｄｔｈ',
  'line\r\nInjected-Header: 1',
  'e\u0301',
] as const;

export const scalarsOfTheWrongKind: readonly unknown[] = [
  0,
  -1,
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
  true,
  null,
  [],
  {},
  [[[]]],
  { $gt: '' },
  ['a', 'b'],
];

/** Fields a client must not be able to set (REQ-SEC-ACCESS, REQ-SEC-INPUT: ignored or dropped). */
export const privilegedFields: Record<string, unknown> = {
  role: 'company-owner',
  userType: 'company-owner',
  supervisorId: null,
  status: 'CONFIRMED',
  id: '00000000-0000-4000-8000-000000000000',
  isAdmin: true,
  credentialsVersion: 99,
};

export const brokenJson = [
  '{"username":',
  '{"username": "a",}',
  '{username: "a"}',
  '[1, 2',
  '"just a string"',
  'null',
  '{"__proto__": {"polluted": true}}',
  '{"constructor": {"prototype": {"polluted": true}}}',
  '{"a": 1} trailing',
  '\u0000',
  '',
] as const;

export const contentTypes = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'multipart/form-data',
  'application/xml',
  'application/octet-stream',
  'application/json; charset=latin1',
  'garbage/',
  '',
] as const;

/** A string of one of the hostile kinds, or a plain random one. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...traversal, ...odataInjection, ...unicode),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer({ min: 129, max: 20_000 }).map((length) => 'x'.repeat(length)),
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(...scalarsOfTheWrongKind),
);

/** What goes in Authorization besides real tokens. */
export const forgedAuthorization = [
  'Bearer',
  'Bearer ',
  'Bearer x.y.z',
  'Basic b3duZXI6UmVsYS1kZW1vLTIwMjYh',
  // alg none, {"sub":"owner"}
  'Bearer eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiJvd25lciIsInJvbGUiOiJjb21wYW55LW93bmVyIn0.',
  `Bearer ${'a'.repeat(5000)}`,
] as const;
