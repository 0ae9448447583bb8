import {
  assistantMessages,
  attributionOf,
  complianceMessages,
  rulesFor,
  type ListingRecord,
} from '@rela/contracts';
import type { PropertyRecord } from '@rela/mls';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { drivers } from '../../../test/db';
import {
  buildAssistantWorld,
  plainListings,
  spelledOut,
  streetWithheld,
  withheld,
  type AssistantWorld,
} from '../../../test/assistant-world';
import { clearBuyerHomes } from '../../../test/homes-world';
import { addHomes, listBuyerHomes } from '../buyer-homes';
import { startFakeLlm, type FakeLlm } from './brain/fake-llm.test-support';

const text = assistantMessages;
const [a, b] = plainListings() as [PropertyRecord, PropertyRecord];
const reliable = 'Information deemed reliable but not guaranteed';
/** A reply's Markdown as it reads: the escapes of `(`, `)` and the like taken out. */
const plain = (markdown: string) => markdown.replace(/\\(.)/g, '$1');
const count = (haystack: string, needle: string) => haystack.split(needle).length - 1;
const place = (record: PropertyRecord) =>
  `${record.City}, ${record.StateOrProvince} ${record.PostalCode}`;
/** The start of Rela's answer about an address it knows no listing at. */
const unknownAt = (typed: string) => `I couldn't find a listing at **${typed}**`;

/** Helpers over one world: its people's homes, and what Rela answers them. */
const helpersOf = (world: () => AssistantWorld) => {
  const id = (username: string) => world().ids.get(username)!;
  return {
    keysOf: async (username: string) =>
      (await listBuyerHomes(world().t.db, { buyerId: id(username) })).map(
        (home) => home.listingKey,
      ),
    give: (username: string, ...records: PropertyRecord[]) =>
      addHomes(
        world().t.db,
        {
          buyerId: id(username),
          addedBy: null,
          homes: records.map((record) => ({ listingKey: record.ListingKey })),
        },
        world().t.deps.invalidations,
      ),
    clear: () => clearBuyerHomes(world().t.db, id('buyer'), world().t.deps.invalidations),
    say: async (username: string, message: string) => (await world().ask(username, message)).text,
    credit: (record: PropertyRecord) =>
      attributionOf(
        record as unknown as ListingRecord,
        rulesFor(world().t.config.displayRules, record as unknown as ListingRecord),
      )!,
  };
};

/**
 * The MLS display rules in Rela's answers (ADR 048): each home it shows names its listing firm and
 * the answer ends with the disclaimer (REQ-DISPLAY-ATTRIBUTION); a buyer never gets a listing its
 * seller keeps from clients (REQ-DISPLAY-WITHHELD) nor a street its seller withheld
 * (REQ-DISPLAY-ADDRESS).
 */
describe.each(drivers)('the display rules in Rela’s answers (%s)', (driver) => {
  let world: AssistantWorld;
  const { keysOf, give, clear, say, credit } = helpersOf(() => world);

  beforeAll(async () => {
    world = await buildAssistantWorld(driver);
  });
  afterAll(() => world?.close());
  beforeEach(() => clear());

  it('names the listing firm of a home it describes, and ends with the disclaimer, once', async () => {
    const asked = [
      `find ${spelledOut(a)}`,
      `what's the price of ${spelledOut(a)}?`,
      `add ${spelledOut(a)}`,
    ];
    for (const message of asked) {
      const reply = plain(await say('buyer', message));
      expect(reply, message).toContain(credit(a).full);
      expect(count(reply, reliable), message).toBe(1);
      expect(reply.split('\n\n').at(-1), message).toMatch(
        /^Listing data from .+ Data last obtained/,
      );
    }
    expect(await keysOf('buyer')).toEqual([a.ListingKey]);
  });

  it('gives each home of a list or a comparison its short line, and one disclaimer at the end', async () => {
    await give('buyer', a, b);
    for (const message of ['show my homes', `compare ${spelledOut(a)} and ${spelledOut(b)}`]) {
      const reply = plain(await say('buyer', message));
      for (const record of [a, b]) expect(reply, message).toContain(credit(record).compact);
      expect(count(reply, reliable), message).toBe(1);
      expect(reply.split('\n\n').at(-1), message).toMatch(/^Listing data from /);
    }
  });

  it('answers a buyer about a listing its seller keeps from clients as about an address it does not know', async () => {
    const typed = spelledOut(withheld);
    for (const message of [
      `find ${typed}`,
      `add ${typed}`,
      `what's the price of ${typed}?`,
      `compare ${typed} and ${spelledOut(a)}`,
      `grade ${typed}`,
    ]) {
      const reply = await say('buyer', message);
      expect(reply.startsWith(unknownAt(typed)), `${message}: ${reply}`).toBe(true);
      expect(reply).not.toContain(withheld.UnparsedAddress);
    }
    expect(await keysOf('buyer')).toEqual([]);
  });

  it('leaves a withheld home on a buyer’s list out of their list; their realtor sees it marked', async () => {
    await give('buyer', a, withheld);
    const list = await say('buyer', 'show my homes');
    expect(list).toContain(text.listHeading(text.youHave, 1));
    expect(list).toContain(a.UnparsedAddress);
    expect(list).not.toContain(withheld.UnparsedAddress);

    const realtors = await say('realtor', "show Jane Smith's homes");
    expect(realtors).toContain(withheld.UnparsedAddress);
    expect(realtors).toContain(complianceMessages.notForClients.mark);
  });

  it('shows a realtor the withheld listing, marked, and will not send it to a buyer', async () => {
    const typed = spelledOut(withheld);
    const found = plain(await say('realtor', `find ${typed}`));
    expect(found).toContain(withheld.UnparsedAddress);
    expect(found).toContain(complianceMessages.notForClients.mark);
    expect(found).toContain(credit(withheld).full);

    const sent = await say('realtor', `add ${typed} for Jane Smith`);
    expect(sent).toBe(complianceMessages.notForClients.cannotSend);
    expect(await keysOf('buyer')).toEqual([]);
  });

  it('never names to a buyer a street its seller withheld: the place, and that the address is on request', async () => {
    await give('buyer', streetWithheld);
    const list = await say('buyer', 'show my homes');
    expect(list).toContain(
      text.placeOnRequest(place(streetWithheld), complianceMessages.address.onRequest),
    );
    expect(list).not.toContain(streetWithheld.StreetName!);

    // Its street's words do not find it for a buyer; the realtor finds it, marked.
    const typed = spelledOut(streetWithheld);
    const found = await say('buyer', `find ${typed}`);
    expect(found.startsWith(unknownAt(typed)), found).toBe(true);
    expect(found).not.toContain(streetWithheld.UnparsedAddress);
    const realtors = plain(await say('realtor', `find ${typed}`));
    expect(realtors).toContain(streetWithheld.UnparsedAddress);
    expect(realtors).toContain(complianceMessages.address.notForClients);
  });
});

/** One tool message the model was given, parsed. */
type ToolMessage = { result: string; data: Record<string, unknown> | null };

describe.each(drivers)('the LLM brain’s tool results under the display rules (%s)', (driver) => {
  let llm: FakeLlm;
  let world: AssistantWorld;
  const { give, clear, credit } = helpersOf(() => world);
  /** The tool messages the model was given when it made `calls` for `username`. */
  const toolResults = async (username: string, calls: { name: string; arguments: unknown }[]) => {
    llm.play({ toolCalls: calls }, { content: 'Here you are.' });
    expect((await world.ask(username, 'tell me about my homes')).text).toBe('Here you are.');
    return (llm.seen[1]?.body.messages ?? [])
      .filter((message) => message.role === 'tool')
      .map((message) => message.content ?? '');
  };

  beforeAll(async () => {
    llm = await startFakeLlm();
    world = await buildAssistantWorld(driver, {
      LLM_BASE_URL: llm.url,
      LLM_API_KEY: 'sk-test-key',
      LLM_MODEL: 'rela-test-model',
      LLM_TIMEOUT_MS: '5000',
    });
  });
  afterAll(async () => {
    await world?.close();
    await llm?.close();
  });
  beforeEach(() => clear());

  it('never gives the model a withheld street or listing when it talks to a buyer', async () => {
    await give('buyer', a, streetWithheld, withheld);
    const calls = [
      { name: 'home_facts', arguments: { listing_key: streetWithheld.ListingKey } },
      { name: 'list_homes', arguments: {} },
      { name: 'find_listing', arguments: { listing_key: withheld.ListingKey } },
      {
        name: 'compare_homes',
        arguments: {
          first: { listing_key: streetWithheld.ListingKey },
          second: { listing_key: a.ListingKey },
        },
      },
    ];
    const results = await toolResults('buyer', calls);
    expect(results).toHaveLength(calls.length);
    const all = results.join('\n');
    for (const secret of [
      streetWithheld.StreetName!,
      String(streetWithheld.Latitude),
      String(streetWithheld.Longitude),
      withheld.StreetName!,
    ])
      expect(all).not.toContain(secret);

    const facts = JSON.parse(results[0]!) as ToolMessage;
    expect(facts.data).toMatchObject({
      addressDisplay: 'on-request',
      attribution: credit(streetWithheld),
      property: {
        ListingKey: streetWithheld.ListingKey,
        UnparsedAddress: null,
        Latitude: null,
        Longitude: null,
        City: streetWithheld.City,
        PostalCode: streetWithheld.PostalCode,
      },
    });
    expect(facts.data?.disclaimers).toEqual([expect.stringContaining(reliable)]);
    const found = JSON.parse(results[2]!) as ToolMessage;
    expect(found.result).toBe(text.notFound(withheld.ListingKey));
  });

  it('gives the realtor’s model the whole record, with the marks', async () => {
    const results = await toolResults('realtor', [
      { name: 'home_facts', arguments: { listing_key: streetWithheld.ListingKey } },
      { name: 'home_facts', arguments: { listing_key: withheld.ListingKey } },
    ]);
    const [street, whole] = results.map((result) => JSON.parse(result) as ToolMessage);
    expect(street?.data).toMatchObject({
      addressDisplay: 'not-for-clients',
      property: { UnparsedAddress: streetWithheld.UnparsedAddress },
    });
    expect(whole?.data).toMatchObject({
      notForClients: true,
      property: { UnparsedAddress: withheld.UnparsedAddress },
    });
  });
});
