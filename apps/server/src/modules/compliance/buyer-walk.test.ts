import {
  aiReportResponseSchema,
  assistantMessages,
  attributionOf,
  batchImagesResponseSchema,
  defaultNotificationPreferences,
  listingSearchResponseSchema,
  myListingKeysResponseSchema,
  notificationsResponseSchema,
  rawPropertiesResponseSchema,
  rulesFor,
  tourSchema,
  toursResponseSchema,
  type ListingRecord,
} from '@rela/contracts';
import type { PropertyRecord } from '@rela/mls';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema';
import { bearer } from '../../../test/app';
import { appendEvent, deliverAlerts, dueNow, fanOutWorker } from '../../../test/alerts-rig';
import {
  buildAssistantWorld,
  dataset,
  plainListings,
  spelledOut,
  streetWithheld,
  withheld,
  type AssistantWorld,
} from '../../../test/assistant-world';
import { drivers } from '../../../test/db';
import { insertReplicaListings } from '../../../test/search-world';
import { addHomes, setHomeLiked } from '../buyer-homes';
import { startReportWorker } from '../reports';
import { emitterFor } from '../../platform/events';
import { subscribers } from '../../reactions';
import { displayPolicyOf } from './display-policy';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
/** The disclaimer with its time, as every answer that shows MLS facts ends (ADR 048). */
const disclaimerWithTime = /^Listing data from .+ Data last obtained .*\d{1,2}:\d{2}/;
/** A reply's Markdown as it reads: the escapes of `(`, `)` and the like taken out. */
const plain = (markdown: string) => markdown.replace(/\\(.)/g, '$1');

const [a, b, c] = plainListings() as [PropertyRecord, PropertyRecord, PropertyRecord];
/**
 * A second listing kept from clients, its opt-out spelled "N" as some providers send it: held by
 * the replica only (the sync would have copied it so), at a street of its own.
 */
const spelledNo = {
  ...c,
  ListingKey: 'RELA00000080',
  ListingId: 'OPT80',
  StreetNumber: '3316',
  StreetDirPrefix: null,
  StreetName: 'Marigoldcrest',
  StreetSuffix: 'Dr',
  StreetDirSuffix: null,
  UnitNumber: null,
  UnparsedAddress: '3316 Marigoldcrest Dr',
  Latitude: c.Latitude + 0.0137,
  Longitude: c.Longitude - 0.0119,
  InternetEntireListingDisplayYN: 'N' as unknown as boolean,
} satisfies PropertyRecord;
/** A listing whose seller withheld its address, spelled "no": held by the replica only. */
const streetSpelledNo = {
  ...b,
  ListingKey: 'RELA00000081',
  ListingId: 'OPT81',
  StreetNumber: '7707',
  StreetDirPrefix: null,
  StreetName: 'Larkspurrow',
  StreetSuffix: 'Ln',
  StreetDirSuffix: null,
  UnitNumber: null,
  UnparsedAddress: '7707 Larkspurrow Ln',
  Latitude: b.Latitude + 0.0173,
  Longitude: b.Longitude - 0.0151,
  InternetAddressDisplayYN: 'no' as unknown as boolean,
} satisfies PropertyRecord;
const held: PropertyRecord[] = [...dataset.properties, spelledNo, streetSpelledNo];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A text found whole (not inside a longer word or number). */
const whole = (text: string) => new RegExp(`(?<![\\w.])${escape(text)}(?![\\w])`);

/**
 * What a buyer must never be told, each with the pattern that finds it: every withheld listing's
 * key (REQ-DISPLAY-WITHHELD), the street of each withheld listing and of each listing whose
 * seller withheld its address, and the latter's coordinates (REQ-DISPLAY-ADDRESS). Streets and
 * coordinates another listing shares are left out: the other listing may rightly show them.
 */
const secretsOf = (records: readonly PropertyRecord[], rules: AssistantWorld['t']['config']) => {
  const policy = displayPolicyOf(rules.displayRules);
  const streets = new Map<string, number>();
  const places = new Map<string, number>();
  const tally = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  for (const record of records) {
    tally(streets, `${record.StreetNumber} ${record.StreetName}`.toLowerCase());
    tally(places, String(record.Latitude));
    tally(places, String(record.Longitude));
  }
  const secrets = new Map<string, RegExp>();
  for (const record of records) {
    const fields = record as unknown as ListingRecord;
    const entire = policy.withheld(fields);
    const address = !entire && !policy.addressShown(fields);
    if (entire) secrets.set(`key ${record.ListingKey}`, whole(record.ListingKey));
    if (!entire && !address) continue;
    if (streets.get(`${record.StreetNumber} ${record.StreetName}`.toLowerCase()) === 1)
      secrets.set(`street of ${record.ListingKey}`, whole(record.UnparsedAddress));
    if (address)
      for (const value of [record.Latitude, record.Longitude])
        if (places.get(String(value)) === 1)
          secrets.set(`coordinate ${value} of ${record.ListingKey}`, whole(String(value)));
  }
  return secrets;
};

/**
 * One buyer walks every route that gives or sends listings (REQ-DISPLAY-WITHHELD,
 * REQ-DISPLAY-ADDRESS, REQ-DISPLAY-ATTRIBUTION): search (list, map box, words), their list, the
 * properties and photos the dialog and Compare read, Rela (find, add, list, compare, facts),
 * notices, e-mails, tours and their calendar files, the AI report. No withheld listing appears
 * anywhere, no withheld street or coordinates; every listing shown carries its attribution and the
 * disclaimer with its time where the answer's shape has them. Each probe is first shown to reach
 * the hidden home for the realtor, so the buyer's silence means something.
 */
describe.each(drivers)('a buyer’s walk through every route that gives listings (%s)', (driver) => {
  let world: AssistantWorld;
  let secrets: Map<string, RegExp>;
  /** Every answer the buyer got, by where it came from. */
  const seen: { where: string; body: string }[] = [];
  const leaksIn = (body: string) =>
    [...secrets].filter(([, pattern]) => pattern.test(body)).map(([what]) => what);
  const expectClean = (where: string, body: string) => {
    seen.push({ where, body });
    expect(leaksIn(body), `${where}: ${body.slice(0, 1000)}`).toEqual([]);
  };
  const headers = async (username: string) => bearer(await world.mainToken(username));
  const call = async (username: string, url: string, method = 'GET', payload?: object) =>
    world.t.app.inject({
      method: method as 'GET',
      url,
      headers: await headers(username),
      ...(payload === undefined ? {} : { payload }),
    });
  /** The buyer's answer: 200, and clean. */
  const buyerText = async (url: string) => {
    const answer = await call('buyer', url);
    expect(answer.statusCode, `${url}: ${answer.body}`).toBe(200);
    expectClean(url, answer.body);
    return answer.body;
  };
  const buyerGets = async (url: string) => JSON.parse(await buyerText(url)) as unknown;
  const realtorGets = async (url: string) => {
    const answer = await call('realtor', url);
    expect(answer.statusCode, `${url}: ${answer.body}`).toBe(200);
    return answer.json() as unknown;
  };
  const credit = (record: PropertyRecord) =>
    attributionOf(
      record as unknown as ListingRecord,
      rulesFor(world.t.config.displayRules, record as unknown as ListingRecord),
    )!;
  const say = async (username: string, message: string) =>
    plain((await world.ask(username, message)).text);
  /** The homes kept from clients, and those whose street is; both kinds in both spellings. */
  const hiddenHomes = [withheld, spelledNo];
  const streetHomes = [streetWithheld, streetSpelledNo];
  /** What the buyer may see of their list, in its order. */
  const shownHomes = [a, b, ...streetHomes];
  const keysOf = (homes: readonly PropertyRecord[]) => homes.map((home) => home.ListingKey);
  const giveLiked = async (username: string, homes: readonly PropertyRecord[]) => {
    const buyerId = world.ids.get(username)!;
    await addHomes(
      world.t.db,
      { buyerId, addedBy: null, homes: homes.map((home) => ({ listingKey: home.ListingKey })) },
      world.t.deps.invalidations,
    );
    for (const home of homes)
      await setHomeLiked(
        world.t.db,
        { buyerId, userId: buyerId, listingKey: home.ListingKey, liked: true },
        world.t.deps.invalidations,
      );
  };

  beforeAll(async () => {
    world = await buildAssistantWorld(driver, { MLS_CACHE_TTL_SECONDS: '86400' });
    await insertReplicaListings(world.t.db, held);
    secrets = secretsOf(held, world.t.config);
    for (const home of hiddenHomes) expect(secrets.get(`key ${home.ListingKey}`)).toBeDefined();
    // The MLS's own opt-outs (a few in a hundred) are looked for too.
    expect([...secrets.keys()].filter((what) => what.startsWith('key ')).length).toBeGreaterThan(
      20,
    );
    for (const home of streetHomes)
      expect(secrets.get(`street of ${home.ListingKey}`)).toBeDefined();
    // The buyers' lists and likes hold the hidden homes too: their sellers opted out later.
    // Bob's (buyer2) only those whose opt-out came as a boolean: Rela's walk goes with him.
    await giveLiked('buyer', [...shownHomes, ...hiddenHomes]);
    await giveLiked('buyer2', [a, b, streetWithheld, withheld]);
  }, 120_000);
  afterAll(() => world?.close());

  it('search: list, map box and words find no hidden home, show no withheld street, credit each result', async () => {
    const around = (record: PropertyRecord) =>
      [
        record.Longitude - 0.02,
        record.Latitude - 0.02,
        record.Longitude + 0.02,
        record.Latitude + 0.02,
      ].join(',');
    const probes = [...hiddenHomes, ...streetHomes].flatMap((home) => [
      { home, query: `bbox=${around(home)}` },
      { home, query: `postalCode=${home.PostalCode}` },
      { home, query: `q=${encodeURIComponent(home.StreetName!)}` },
    ]);
    for (const { home, query } of probes) {
      const url = `/api/rela/listings/search?${query}&pageSize=50`;
      const agent = listingSearchResponseSchema.parse(await realtorGets(url));
      expect(
        agent.items.map((item) => item.listingKey),
        `the realtor's ${query}`,
      ).toContain(home.ListingKey);
      const client = listingSearchResponseSchema.parse(await buyerGets(url));
      const item = client.items.find((candidate) => candidate.listingKey === home.ListingKey);
      if (hiddenHomes.includes(home) || query.startsWith('q=')) expect(item, query).toBeUndefined();
      else
        expect(item, query).toMatchObject({
          address: null,
          latitude: null,
          longitude: null,
          addressDisplay: 'on-request',
        });
      if (!query.startsWith('q=')) expect(client.items.length, query).toBeGreaterThan(0);
      for (const result of client.items)
        expect(result.attribution, result.listingKey).not.toBeNull();
      if (client.items.length > 0) expect(client.disclaimers.length, query).toBeGreaterThan(0);
      for (const disclaimer of client.disclaimers) expect(disclaimer).toMatch(disclaimerWithTime);
    }
  });

  it('the buyer’s list, and the properties and photos the dialog and Compare read', async () => {
    const own = myListingKeysResponseSchema.parse(await buyerGets('/api/rela/my-listing-keys'));
    expect(own.listingKeys).toEqual(keysOf(shownHomes));

    const asked = keysOf([...shownHomes, ...hiddenHomes]);
    const url = `/api/rela/listings/properties?listingKeys=${asked.join(',')}`;
    const agent = rawPropertiesResponseSchema.parse(await realtorGets(url));
    expect(agent.value.map((record) => record.ListingKey)).toEqual(asked);
    const client = rawPropertiesResponseSchema.parse(await buyerGets(url));
    expect(client.value.map((record) => record.ListingKey)).toEqual(keysOf(shownHomes));
    for (const home of shownHomes) {
      const display = client.display?.[home.ListingKey];
      expect(display?.attribution, home.ListingKey).toEqual(credit(home));
      expect(display?.disclaimer, home.ListingKey).toMatch(disclaimerWithTime);
    }
    for (const home of streetHomes) {
      expect(client.value.find((record) => record.ListingKey === home.ListingKey)).toMatchObject({
        UnparsedAddress: null,
        Latitude: null,
        Longitude: null,
      });
      expect(client.display?.[home.ListingKey]?.addressDisplay).toBe('on-request');
    }
  });

  // The photos the dialog and Compare read answer a hidden home as a key the MLS never had: the
  // key asked is echoed, as an unknown one's is, with no photo.
  const buyerAnswer = async (url: string) => {
    const answer = await call('buyer', url);
    expect(answer.statusCode, `${url}: ${answer.body}`).toBe(200);
    return answer.json() as unknown;
  };
  it('the photos of many homes (the lists, Compare) answer a hidden home as an unknown one', async () => {
    const asked = [...keysOf([...shownHomes, ...hiddenHomes]), 'RELA09999999'];
    const photos = batchImagesResponseSchema.parse(
      await buyerAnswer(`/api/rela/listings/images?listingKeys=${asked.join(',')}`),
    );
    for (const key of keysOf(shownHomes)) expect(photos.images[key], key).not.toEqual([]);
    for (const key of [...keysOf(hiddenHomes), 'RELA09999999'])
      expect(photos.images[key] ?? [], key).toEqual([]);
  });
  it('the photos of one home (the dialog) answer a hidden home as an unknown one', async () => {
    expect(await buyerAnswer('/api/rela/listings/RELA09999999/images')).toMatchObject({
      imageURLs: [],
    });
    for (const home of hiddenHomes)
      expect(
        await buyerAnswer(`/api/rela/listings/${home.ListingKey}/images`),
        home.ListingKey,
      ).toMatchObject({ imageURLs: [] });
  });

  it('Rela: find, add, list, compare and facts name no hidden home nor withheld street, and credit each home', async () => {
    const bob = (message: string) => say('buyer2', message);
    for (const home of [withheld, streetWithheld]) {
      const typed = spelledOut(home);
      expect(await say('realtor', `find ${typed}`), typed).toContain(home.UnparsedAddress);
      for (const message of [
        `find ${typed}`,
        `add ${typed}`,
        `what's the price of ${typed}?`,
        // A number off: the closest addresses Rela offers must not name it either.
        `add ${Number(home.StreetNumber) + 2} ${home.StreetName} ${home.StreetSuffix}`,
      ])
        expectClean(`Rela: ${message}`, await bob(message));
    }
    const listed = await bob('show my homes');
    expectClean('Rela: show my homes', listed);
    expect(listed).toContain(assistantMessages.listHeading(assistantMessages.youHave, 3));
    const compared = await bob('compare my homes');
    expectClean('Rela: compare my homes', compared);
    for (const [message, reply] of [
      ['show my homes', listed],
      ['compare my homes', compared],
      [
        `compare ${spelledOut(a)} and ${spelledOut(b)}`,
        await bob(`compare ${spelledOut(a)} and ${spelledOut(b)}`),
      ],
      [`what's the price of ${spelledOut(a)}?`, await bob(`what's the price of ${spelledOut(a)}?`)],
    ] as const) {
      expectClean(`Rela: ${message}`, reply);
      if (message.includes('price')) expect(reply).toContain(credit(a).full);
      else for (const home of [a, b]) expect(reply, message).toContain(credit(home).compact);
      expect(reply.split('\n\n').at(-1), message).toMatch(disclaimerWithTime);
    }
    // The whole conversation, as the web app reads it.
    expectClean('Rela: the conversation', JSON.stringify(await world.conversation('buyer2')));
  });

  // "compare my homes" counts only the liked homes the buyer may see (three here, one hidden).
  it('Rela: "compare my homes" counts only the liked homes the buyer may see', async () => {
    expect(await say('buyer2', 'compare my homes')).toContain(
      assistantMessages.compareLikedHeading(3, 3),
    );
  });

  // A seller's opt-outs sent as text ("N", "no") are read as the booleans they say
  // (mls/normalise.ts), so Rela's view hides them as it hides `false`.
  it('Rela: an opt-out sent as "N" or "no" hides the home and the street from a buyer', async () => {
    for (const home of [spelledNo, streetSpelledNo]) {
      const typed = spelledOut(home);
      for (const message of [`find ${typed}`, `add ${typed}`, `what's the price of ${typed}?`])
        expectClean(`Rela: ${message}`, await say('buyer', message));
    }
    expectClean('Rela: show my homes', await say('buyer', 'show my homes'));
  });

  it('tours: a hidden home cannot be toured; the others carry their credit, the .ics no street', async () => {
    const start = Math.ceil((world.t.clock.now().getTime() + 2 * DAY) / DAY) * DAY + 17 * HOUR;
    const ask = (home: PropertyRecord) =>
      call('buyer', '/api/rela/tours', 'POST', {
        listingKey: home.ListingKey,
        windows: [
          { start: new Date(start).toISOString(), end: new Date(start + HOUR).toISOString() },
        ],
        note: '',
      });
    for (const home of hiddenHomes) {
      const refused = await ask(home);
      expect(refused.statusCode, refused.body).toBe(404);
      expectClean(`tour of ${home.ListingKey}`, refused.body);
    }
    for (const home of [a, ...streetHomes]) {
      const asked = await ask(home);
      expect(asked.statusCode, asked.body).toBe(201);
      expectClean(`tour of ${home.ListingKey}`, asked.body);
      const tour = tourSchema.parse(asked.json());
      expect(tour.attribution).toEqual(credit(home));
      expect(tour.disclaimer).toMatch(disclaimerWithTime);
      const confirmed = await call('realtor', `/api/rela/tours/${tour.id}/transition`, 'POST', {
        to: 'confirmed',
        windowId: tour.windows[0]!.id,
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      await buyerText(`/api/rela/tours/${tour.id}.ics`);
    }
    const listed = toursResponseSchema.parse(await buyerGets('/api/rela/tours'));
    expect(listed.items.map((item) => item.listingKey).sort()).toEqual(
      keysOf([a, ...streetHomes]).sort(),
    );
  });

  it('notices and e-mails: a price drop on every home tells the buyer of the shown ones, credited', async () => {
    const preferences = await call('buyer', '/api/notification-preferences', 'PUT', {
      ...defaultNotificationPreferences,
      price: { inApp: true, email: 'instant', sms: false, push: false },
    });
    expect(preferences.statusCode, preferences.body).toBe(200);
    const { db, clock } = world.t;
    const worker = await fanOutWorker(db, clock);
    try {
      await worker.runOnce();
      for (const home of [a, ...streetHomes, ...hiddenHomes])
        await appendEvent(db, {
          listingKey: home.ListingKey,
          kind: 'price_change',
          before: 900_000,
          after: 880_000,
        });
      await dueNow(db, clock);
      await worker.runOnce();
    } finally {
      await worker.stop();
    }
    const bell = notificationsResponseSchema.parse(await buyerGets('/api/notifications?limit=50'));
    expect(
      bell.items
        .filter((notice) => notice.kind === 'price-change')
        .map((notice) => notice.listingKey)
        .sort(),
    ).toEqual(keysOf([a, ...streetHomes]).sort());

    await deliverAlerts(world.t);
    const mail = (await db.select().from(outbox).where(eq(outbox.recipient, 'buyer@rela.example')))
      .filter((message) => message.channel === 'email')
      .map((message) => `${message.subject}\n${message.bodyText}\n${message.bodyHtml}`);
    expect(mail.length).toBeGreaterThan(0);
    mail.forEach((message, index) => expectClean(`e-mail ${index}`, message));
    const priceMail = mail.filter((message) => message.includes('880,000'));
    expect(priceMail.length).toBeGreaterThan(0);
    for (const home of [a, ...streetHomes])
      expect(priceMail.join('\n')).toContain(credit(home).full);
    for (const message of mail) expect(message).toMatch(/Data last obtained .*\d{1,2}:\d{2}/);
  });

  it('the AI report: none of a hidden home; the others credited, the file without a withheld street', async () => {
    for (const home of hiddenHomes) {
      for (const answer of [
        await call('buyer', '/api/rela/generate-report', 'POST', { listing_key: home.ListingKey }),
        await call('buyer', `/api/report/ai/${home.ListingKey}`),
      ]) {
        expect(answer.statusCode, answer.body).toBe(404);
        expectClean(`report of ${home.ListingKey}`, answer.body);
      }
    }
    const reported = [a, ...streetHomes];
    for (const home of reported) {
      const asked = await call('buyer', '/api/rela/generate-report', 'POST', {
        listing_key: home.ListingKey,
      });
      expect(asked.statusCode, asked.body).toBe(202);
    }
    world.t.clock.advance(world.t.config.REPORT_MIN_SECONDS * 1000);
    // The worker as the server runs it: the replica's whole record (the street in it) is the source.
    const worker = startReportWorker(world.t.deps, quiet, {
      intervalMs: 0,
      emit: emitterFor(subscribers),
    });
    while ((await worker.runOnce()) > 0);
    await worker.stop();
    for (const home of reported) {
      const answer = aiReportResponseSchema.parse(
        await buyerGets(`/api/report/ai/${home.ListingKey}`),
      );
      expect(answer.data.attribution).toBe(credit(home).full);
      expect(answer.data.disclaimer).toMatch(disclaimerWithTime);
      expect(answer.data.reportURLs.length, home.ListingKey).toBeGreaterThan(0);
      for (const url of answer.data.reportURLs) {
        const file = await world.t.app.inject({ url });
        expect(file.statusCode).toBe(200);
        expectClean(`report file of ${home.ListingKey}`, file.body);
      }
    }
  });

  it('walked every route', () => {
    const routes = seen.map((answer) => answer.where.split('?')[0]!.replace(/RELA\d+/g, ':key'));
    for (const route of [
      '/api/rela/listings/search',
      '/api/rela/my-listing-keys',
      '/api/rela/listings/properties',
      'Rela: the conversation',
      'Rela: compare my homes',
      '/api/rela/tours',
      '/api/notifications',
      'e-mail 0',
      '/api/report/ai/:key',
    ])
      expect(routes).toContain(route);
  });
});
