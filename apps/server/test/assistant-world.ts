import { chatEntriesOf, chatUpdateSchema, type ChatEntry, type Role } from '@rela/contracts';
import { buildMlsApp, defaultDataset, type PropertyRecord } from '@rela/mls';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { bearer, buildTestApp, createUser, loginAs, type TestApp } from './app';
import type { DriverKind } from './db';

/**
 * Two chains and a stray buyer, with names: owner > lead > realtor (Rita) > Jane Smith (buyer),
 * Bob Stone (buyer2); owner > lead2 > realtor2 > Jane Doe (buyer3), another buyer called Jane.
 */
const people: readonly {
  username: string;
  role: Role;
  supervisor: string | null;
  firstName: string;
  lastName: string;
}[] = [
  {
    username: 'owner',
    role: 'company-owner',
    supervisor: null,
    firstName: 'Olive',
    lastName: 'Owner',
  },
  {
    username: 'lead',
    role: 'team-leader',
    supervisor: 'owner',
    firstName: 'Lee',
    lastName: 'Lead',
  },
  {
    username: 'lead2',
    role: 'team-leader',
    supervisor: 'owner',
    firstName: 'Lou',
    lastName: 'Lead',
  },
  {
    username: 'realtor',
    role: 'realtor',
    supervisor: 'lead',
    firstName: 'Rita',
    lastName: 'Realtor',
  },
  {
    username: 'realtor2',
    role: 'realtor',
    supervisor: 'lead2',
    firstName: 'Rob',
    lastName: 'Realtor',
  },
  { username: 'buyer', role: 'buyer', supervisor: 'realtor', firstName: 'Jane', lastName: 'Smith' },
  { username: 'buyer2', role: 'buyer', supervisor: 'realtor', firstName: 'Bob', lastName: 'Stone' },
  { username: 'buyer3', role: 'buyer', supervisor: 'realtor2', firstName: 'Jane', lastName: 'Doe' },
];

const base = defaultDataset();

/**
 * A listing whose street number and name the MLS also has in another city (a twin added here), so
 * the address typed without a city matches two homes.
 */
export const twinned = base.properties.find(
  (record) => record.StandardStatus === 'Active' && !record.UnitNumber && record.City !== 'Austin',
)!;
const twin: PropertyRecord = {
  ...twinned,
  ListingKey: 'RELA00000077',
  ListingId: 'TWIN77',
  City: 'Austin',
  StateOrProvince: 'TX',
  PostalCode: '78704',
  UnparsedAddress: twinned.UnparsedAddress,
};

/**
 * A copy of `twinned` at an address of its own (the MLS has nothing else on that street), with the
 * seller's display choices of `choices` (ADR 048).
 */
const optedOut = (
  listingKey: string,
  street: { number: string; name: string; suffix: string },
  choices: Partial<PropertyRecord>,
): PropertyRecord => ({
  ...twinned,
  ListingKey: listingKey,
  ListingId: `OPT${listingKey.slice(-2)}`,
  StreetNumber: street.number,
  StreetDirPrefix: null,
  StreetName: street.name,
  StreetSuffix: street.suffix,
  StreetDirSuffix: null,
  UnitNumber: null,
  UnparsedAddress: `${street.number} ${street.name} ${street.suffix}`,
  ...choices,
});

/** A listing whose seller keeps it from clients altogether (REQ-DISPLAY-WITHHELD). */
export const withheld = optedOut(
  'RELA00000078',
  { number: '9871', name: 'Quillfeather', suffix: 'Ln' },
  { InternetEntireListingDisplayYN: false, InternetAddressDisplayYN: true },
);
/** A listing whose seller withheld its address from clients (REQ-DISPLAY-ADDRESS). */
export const streetWithheld = optedOut(
  'RELA00000079',
  { number: '4420', name: 'Bramblewick', suffix: 'Ct' },
  { InternetEntireListingDisplayYN: true, InternetAddressDisplayYN: false },
);

export const dataset = {
  properties: [...base.properties, twin, withheld, streetWithheld],
  media: base.media,
};

/** Form-encoded, as the web app and other clients send them. */
export const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type AssistantWorld = {
  t: TestApp;
  mls: FastifyInstance;
  ids: Map<string, string>;
  /** A main-API access token of the user (signed in once). */
  mainToken: (username: string) => Promise<string>;
  /** An assistant token of the user, by exchange of their main token (cached). */
  chatToken: (username: string) => Promise<string>;
  post: (
    path: string,
    fields: Record<string, string>,
    token?: string,
  ) => Promise<LightMyRequestResponse>;
  get: (path: string, token?: string) => Promise<LightMyRequestResponse>;
  /** The user's conversation as the web app reads it. */
  conversation: (username: string) => Promise<ChatEntry[]>;
  /** Sends a message and waits for the reply (a bot or system message after it). */
  ask: (username: string, text: string) => Promise<ChatEntry>;
  close: () => Promise<void>;
};

/** The whole app over a fresh database holding the people above, with the embedded MLS. */
export const buildAssistantWorld = async (
  driver: DriverKind,
  env: Record<string, string> = {},
): Promise<AssistantWorld> => {
  const mls = await buildMlsApp({ dataset });
  const mlsUrl = await mls.listen({ host: '127.0.0.1', port: 0 });
  const t = await buildTestApp({
    driver,
    env: {
      MLS_URL: mlsUrl,
      LOGIN_LIMIT_PER_MINUTE: '1000',
      IP_LIMIT_PER_MINUTE: '100000',
      CHAT_LIMIT_PER_MINUTE: '100000',
      ...env,
    },
  });
  const ids = new Map<string, string>();
  for (const person of people) {
    const row = await createUser(t.db, {
      ...person,
      supervisorId: person.supervisor ? (ids.get(person.supervisor) ?? null) : null,
    });
    ids.set(person.username, row.id);
  }
  const mainTokens = new Map<string, Promise<string>>();
  const chatTokens = new Map<string, Promise<string>>();
  const mainToken = (username: string) => {
    if (!mainTokens.has(username)) mainTokens.set(username, loginAs(t.app, username));
    return mainTokens.get(username)!;
  };
  const post = (path: string, fields: Record<string, string>, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/assistant${path}`,
      ...form(fields),
      ...(token ? { headers: { ...form(fields).headers, ...bearer(token) } } : {}),
    });
  const get = (path: string, token?: string) =>
    t.app.inject({ url: `/assistant${path}`, headers: token ? bearer(token) : {} });
  const chatToken = (username: string) => {
    if (!chatTokens.has(username)) {
      chatTokens.set(
        username,
        mainToken(username).then(async (subject) => {
          const response = await post('/login', { subject_token: subject });
          if (response.statusCode !== 200)
            throw new Error(`exchange for ${username}: ${response.body}`);
          return response.json<{ access_token: string }>().access_token;
        }),
      );
    }
    return chatTokens.get(username)!;
  };
  const conversation = async (username: string) => {
    const response = await get('/update_dashboard', await chatToken(username));
    if (response.statusCode !== 200) throw new Error(`update_dashboard: ${response.body}`);
    return chatEntriesOf(chatUpdateSchema.parse(response.json()));
  };
  const ask = async (username: string, text: string) => {
    const before = (await conversation(username)).length;
    const sent = await post('/chat', { user_input: text }, await chatToken(username));
    if (sent.statusCode !== 202) throw new Error(`chat: ${sent.statusCode} ${sent.body}`);
    for (let waited = 0; waited < 10_000; waited += 10) {
      const entries = await conversation(username);
      const reply = entries.slice(before + 1).find((entry) => entry.sender !== 'user');
      if (reply) return reply;
      await sleep(10);
    }
    throw new Error(`no reply to "${text}"`);
  };
  return {
    t,
    mls,
    ids,
    mainToken,
    chatToken,
    post,
    get,
    conversation,
    ask,
    close: async () => {
      await t.close();
      await mls.close();
    },
  };
};

const longSuffix: Record<string, string> = {
  St: 'Street',
  Ave: 'Avenue',
  Blvd: 'Boulevard',
  Dr: 'Drive',
  Ln: 'Lane',
  Ct: 'Court',
  Rd: 'Road',
  Pl: 'Place',
  Ter: 'Terrace',
  Cir: 'Circle',
  Pkwy: 'Parkway',
  Trl: 'Trail',
  Way: 'Way',
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

/**
 * Active listings whose address is listed once, without a unit, with a suffix we can spell out,
 * and whose seller kept neither the listing nor its address from clients (ADR 048): the homes
 * the tests ask about.
 */
export const plainListings = (): PropertyRecord[] => {
  const counts = new Map<string, number>();
  for (const record of dataset.properties) {
    const key = `${record.StreetNumber} ${record.StreetName}`.toLowerCase();
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return dataset.properties.filter(
    (record) =>
      record.StandardStatus === 'Active' &&
      !record.UnitNumber &&
      record.StreetSuffix !== null &&
      longSuffix[record.StreetSuffix] !== undefined &&
      counts.get(`${record.StreetNumber} ${record.StreetName}`.toLowerCase()) === 1 &&
      record.ListPrice !== null &&
      record.BedroomsTotal !== null &&
      record.InternetEntireListingDisplayYN !== false &&
      record.InternetAddressDisplayYN !== false,
  );
};

/** `8073 South Congress Avenue`: the street typed out in full, no city, no ZIP. */
export const spelledOut = (record: PropertyRecord) =>
  [
    record.StreetNumber,
    record.StreetDirPrefix ? longDirection[record.StreetDirPrefix] : null,
    record.StreetName,
    record.StreetSuffix ? longSuffix[record.StreetSuffix] : null,
    record.StreetDirSuffix ? longDirection[record.StreetDirSuffix] : null,
  ]
    .filter(Boolean)
    .join(' ');

/** `8073 s congress ave austin`: lower case, abbreviated, with the city. */
export const lowerWithCity = (record: PropertyRecord) =>
  `${record.UnparsedAddress} ${record.City}`.toLowerCase();
