import {
  assistantMessages,
  bathroomsOf,
  compareMessages,
  complianceMessages,
  timing,
} from '@rela/contracts';
import type { PropertyRecord } from '@rela/mls';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { drivers } from '../../../../test/db';
import { listBuyerHomes, addHomes, setHomeLiked } from '../../buyer-homes';
import {
  buildAssistantWorld,
  lowerWithCity,
  plainListings,
  spelledOut,
  twinned,
  type AssistantWorld,
} from '../../../../test/assistant-world';
import { clearBuyerHomes } from '../../../../test/homes-world';
import { insertReplicaListings } from '../../../../test/search-world';
import { replicaListings } from '../../../db/schema';
import { eq } from 'drizzle-orm';
import { listJobs } from '../../../platform/jobs';
import { REPORT_JOB } from '../../reports';

const text = assistantMessages;
const plain = plainListings();
const pick = (index: number): PropertyRecord => plain[index]!;
const [a, b, c, d, e, f, g] = [pick(0), pick(1), pick(2), pick(3), pick(4), pick(5), pick(6)];
const price = (record: PropertyRecord) => `$${record.ListPrice!.toLocaleString('en-US')}`;
/** A comparison's table without its bold (labels, best values). */
const unbold = (markdown: string) => markdown.replace(/\*\*([^*|]+)\*\*/g, '$1');

/**
 * The built-in brain through the assistant's calls, against the embedded MLS: every intent with
 * several phrasings, addresses typed loosely (no ZIP, `Street` spelled out, lower case).
 */
describe.each(drivers)('the built-in brain (%s)', (driver) => {
  let world: AssistantWorld;
  const id = (username: string) => world.ids.get(username)!;
  const keysOf = async (username: string) =>
    (await listBuyerHomes(world.t.db, { buyerId: id(username) })).map((home) => home.listingKey);
  const likedOf = async (username: string) =>
    (await listBuyerHomes(world.t.db, { buyerId: id(username) }))
      .filter((home) => home.likedBy.includes(id(username)))
      .map((home) => home.listingKey);
  const give = (username: string, ...records: PropertyRecord[]) =>
    addHomes(
      world.t.db,
      {
        buyerId: id(username),
        addedBy: null,
        homes: records.map((record) => ({ listingKey: record.ListingKey })),
      },
      world.t.deps.invalidations,
    );
  const say = async (username: string, message: string) =>
    (await world.ask(username, message)).text;

  beforeAll(async () => {
    world = await buildAssistantWorld(driver);
  });
  afterAll(() => world?.close());
  beforeEach(async () => {
    for (const username of ['buyer', 'buyer2', 'buyer3'])
      await clearBuyerHomes(world.t.db, id(username), world.t.deps.invalidations);
  });

  describe('find a listing by address', () => {
    it.each([
      (r: PropertyRecord) => `find ${spelledOut(r)}`,
      (r: PropertyRecord) => lowerWithCity(r),
      (r: PropertyRecord) => `Can you look up ${spelledOut(r)}?`,
      (r: PropertyRecord) => `show me ${r.UnparsedAddress}, ${r.City}`,
    ])('answers the listing with its facts (%#)', async (phrase) => {
      const reply = await say('buyer', phrase(a));
      expect(reply).toContain(a.UnparsedAddress);
      expect(reply).toContain(price(a));
      expect(await keysOf('buyer')).toEqual([]);
    });

    it('says clearly when an address matches nothing', async () => {
      const reply = await say('buyer', 'find 99999 Nowhere Boulevard');
      expect(reply).toBe(text.notFound('99999 Nowhere Boulevard'));
    });

    it('lists the homes when an address matches several, and finds one with its city', async () => {
      const typed = spelledOut(twinned);
      const reply = await say('buyer', `find ${typed}`);
      expect(reply).toContain(text.ambiguous(typed, 2));
      expect(reply).toContain(`${twinned.City}, ${twinned.StateOrProvince}`);
      expect(reply).toContain('Austin, TX 78704');
      const narrowed = await say('buyer', `add ${typed}, ${twinned.City}`);
      expect(narrowed).toContain(`Added **${twinned.UnparsedAddress}, ${twinned.City}`);
      expect(await keysOf('buyer')).toEqual([twinned.ListingKey]);
    });
  });

  describe('add a home', () => {
    it.each([
      (r: PropertyRecord) => `add ${spelledOut(r)}`,
      (r: PropertyRecord) => `Please put ${lowerWithCity(r)} on my list`,
      (r: PropertyRecord) => `save ${spelledOut(r)} to my homes please`,
      (r: PropertyRecord) => `I'd like to add ${spelledOut(r)}`,
    ])("adds the home to the buyer's homes (%#)", async (phrase) => {
      const reply = await say('buyer', phrase(b));
      expect(reply).toContain(`Added **${b.UnparsedAddress}`);
      expect(reply).toContain(price(b));
      expect(await keysOf('buyer')).toEqual([b.ListingKey]);
      expect(await likedOf('buyer')).toEqual([]);
    });

    it('says when the home is already there, and adds "it" after a find', async () => {
      await give('buyer', b);
      expect(await say('buyer', `add ${spelledOut(b)}`)).toContain(
        text.alreadyAdded(
          `${b.UnparsedAddress}, ${b.City}, ${b.StateOrProvince} ${b.PostalCode}`,
          'your',
        ),
      );
      await say('buyer', `find ${spelledOut(c)}`);
      expect(await say('buyer', 'add it')).toContain(`Added **${c.UnparsedAddress}`);
      expect(await keysOf('buyer')).toEqual([b.ListingKey, c.ListingKey]);
    });

    it('asks which home when none is named or remembered', async () => {
      expect(await say('buyer3', 'add a home')).toBe(text.needAddress);
    });
  });

  describe('remove a home', () => {
    it.each([
      (r: PropertyRecord) => `remove ${spelledOut(r)}`,
      (r: PropertyRecord) => `delete ${lowerWithCity(r)} from my list`,
      (r: PropertyRecord) => `take ${spelledOut(r)} off my homes`,
      (r: PropertyRecord) => `please get rid of ${r.UnparsedAddress}`,
    ])('removes only that home (%#)', async (phrase) => {
      await give('buyer', a, b);
      const reply = await say('buyer', phrase(a));
      expect(reply).toContain(`Removed **${a.UnparsedAddress}`);
      expect(await keysOf('buyer')).toEqual([b.ListingKey]);
    });

    it('says when the home is not in the list', async () => {
      expect(await say('buyer', `remove ${spelledOut(a)}`)).toContain('is not in your homes');
    });
  });

  describe('clear all: asks first, keeps liked homes, can be undone (REQ-CHAT-CLEAR-CONFIRM, REQ-HOMES-UNDO)', () => {
    const like = (username: string, record: PropertyRecord) =>
      setHomeLiked(
        world.t.db,
        {
          buyerId: id(username),
          userId: id(username),
          listingKey: record.ListingKey,
          liked: true,
        },
        world.t.deps.invalidations,
      );
    const labels = (entry: { actions?: { label: string }[] }) =>
      (entry.actions ?? []).map((action) => action.label);
    const later = (ms: number) => world.t.clock.advance(ms);

    it.each([
      'clear all properties',
      'Remove all my homes',
      'delete everything',
      'reset my list',
      'start over',
    ])(
      'asks for "%s" with the counts; a yes clears the homes that are not liked',
      async (phrase) => {
        await give('buyer3', a, b, c);
        await like('buyer3', b);
        const question = await world.ask('buyer3', phrase);
        expect(question.text).toBe(text.confirmClear(3, 1, false));
        expect(labels(question)).toEqual(['Yes', 'No']);
        expect(await keysOf('buyer3')).toEqual([a.ListingKey, b.ListingKey, c.ListingKey]);
        const done = await world.ask('buyer3', 'Yes');
        expect(done.text).toBe(text.cleared(2, 1));
        expect(labels(done)).toEqual(['Undo']);
        expect(await keysOf('buyer3')).toEqual([b.ListingKey]);
        expect(await likedOf('buyer3')).toEqual([b.ListingKey]);
      },
    );

    it('clears the liked homes too only when told so', async () => {
      await give('buyer3', a, b);
      await like('buyer3', a);
      const question = await say('buyer3', 'clear all homes including liked');
      expect(question).toBe(text.confirmClear(2, 1, true));
      expect(await say('buyer3', 'yes please')).toBe(text.cleared(2, 0));
      expect(await keysOf('buyer3')).toEqual([]);
    });

    it('a no cancels, any other message cancels too, and a late yes has nothing to confirm', async () => {
      await give('buyer3', a, b);
      await say('buyer3', 'clear all my homes');
      expect(await say('buyer3', 'No')).toBe(text.clearCancelled);
      expect(await say('buyer3', 'Yes')).toBe(text.nothingToConfirm);
      await say('buyer3', 'clear all my homes');
      expect(await say('buyer3', 'show my homes')).toContain(text.listHeading(text.youHave, 2));
      expect(await say('buyer3', 'yes')).toBe(text.nothingToConfirm);
      await say('buyer3', 'clear all my homes');
      later(timing.confirmWindowMs + 1000);
      expect(await say('buyer3', 'yes')).toBe(text.nothingToConfirm);
      expect(await keysOf('buyer3')).toEqual([a.ListingKey, b.ListingKey]);
    });

    it('undo puts back exactly what was cleared: order and likes', async () => {
      await give('buyer3', a, b, c);
      await like('buyer3', c);
      await say('buyer3', 'delete everything, liked ones too');
      await say('buyer3', 'Yes');
      expect(await keysOf('buyer3')).toEqual([]);
      later(timing.undoWindowMs);
      expect(await say('buyer3', 'Undo')).toBe(text.undone(3));
      expect(await keysOf('buyer3')).toEqual([a.ListingKey, b.ListingKey, c.ListingKey]);
      expect(await likedOf('buyer3')).toEqual([c.ListingKey]);
      expect(await say('buyer3', 'undo')).toBe(text.nothingToUndo);
    });

    it('refuses an undo after the window, with a clear message', async () => {
      await give('buyer3', a, b);
      await say('buyer3', 'clear all my homes');
      await say('buyer3', 'Yes');
      later(timing.undoWindowMs + timing.undoGraceMs + 1000);
      expect(await say('buyer3', 'Undo')).toBe(text.undoExpired);
      expect(await keysOf('buyer3')).toEqual([]);
    });

    it('offers Undo after removing one home, and undoes it', async () => {
      await give('buyer3', a, b);
      const reply = await world.ask('buyer3', `remove ${spelledOut(a)}`);
      expect(labels(reply)).toEqual(['Undo']);
      expect(await keysOf('buyer3')).toEqual([b.ListingKey]);
      expect(await say('buyer3', 'Undo')).toBe(text.undone(1));
      expect(await keysOf('buyer3')).toEqual([a.ListingKey, b.ListingKey]);
    });

    it('says when the list is already empty, or when every home is liked', async () => {
      expect(await say('buyer3', 'clear all my homes')).toBe(text.alreadyEmpty);
      await give('buyer3', a);
      await like('buyer3', a);
      expect(await say('buyer3', 'clear all my homes')).toBe(text.onlyLikedHomes(1));
      expect(await keysOf('buyer3')).toEqual([a.ListingKey]);
    });

    it("never clears the buyer's own list when they name another buyer's", async () => {
      await give('buyer3', a);
      await give('buyer2', b);
      expect(await say('buyer3', 'clear all homes of Priya')).toBe(text.onlyOwnHomes('Priya'));
      expect(await say('buyer3', 'clear all homes of Bob Stone')).toBe(
        text.onlyOwnHomes('Bob Stone'),
      );
      expect(await say('buyer3', "clear Bob Stone's homes")).toBe(text.onlyOwnHomes('Bob Stone'));
      expect(await say('buyer3', 'yes')).toBe(text.nothingToConfirm);
      expect(await keysOf('buyer3')).toEqual([a.ListingKey]);
      expect(await keysOf('buyer2')).toEqual([b.ListingKey]);
    });
  });

  describe('list my homes', () => {
    it.each(['show my homes', "what's on my list?", 'list my properties', 'my homes'])(
      'lists the homes with their facts for "%s", liked ones marked',
      async (phrase) => {
        await give('buyer', a, b);
        await say('buyer', `like ${spelledOut(b)}`);
        const reply = await say('buyer', phrase);
        expect(reply).toContain(text.listHeading(text.youHave, 2));
        expect(reply).toContain(`1. **${a.UnparsedAddress}`);
        expect(reply).toMatch(new RegExp(`2\\. \\*\\*${b.UnparsedAddress}.*♥`));
        expect(reply).toContain(price(a));
      },
    );

    it('says when there are none', async () => {
      expect(await say('buyer', 'show my homes')).toBe(text.noHomes(text.youHave));
    });
  });

  describe('facts about a home', () => {
    it.each([
      [
        (r: PropertyRecord) => `what's the price of ${spelledOut(r)}?`,
        'Price',
        (r: PropertyRecord) => price(r),
      ],
      [
        (r: PropertyRecord) => `how many bedrooms does ${spelledOut(r)} have`,
        'Bedrooms',
        (r: PropertyRecord) => String(r.BedroomsTotal),
      ],
      [
        (r: PropertyRecord) => `baths at ${lowerWithCity(r)}`,
        'Bathrooms',
        (r: PropertyRecord) => String(bathroomsOf(r)),
      ],
      [
        (r: PropertyRecord) => `what year was ${spelledOut(r)} built`,
        'Year built',
        (r: PropertyRecord) => String(r.YearBuilt ?? 'N/A'),
      ],
      [
        (r: PropertyRecord) => `schools for ${spelledOut(r)}`,
        'Schools',
        (r: PropertyRecord) => r.ElementarySchool ?? 'N/A',
      ],
      [(r: PropertyRecord) => `property taxes on ${spelledOut(r)}`, 'Annual taxes', () => 'a year'],
      [
        (r: PropertyRecord) => `is ${spelledOut(r)} still available?`,
        'Status',
        (r: PropertyRecord) => r.StandardStatus,
      ],
      [(r: PropertyRecord) => `how big is ${spelledOut(r)}`, 'Living area', () => 'sq ft'],
      [
        (r: PropertyRecord) => `describe ${spelledOut(r)}`,
        'Remarks',
        (r: PropertyRecord) => (r.PublicRemarks ?? 'N/A').slice(0, 20),
      ],
    ])('answers the MLS value (%#)', async (phrase, label, value) => {
      const reply = await say('buyer', phrase(d));
      expect(reply).toContain(
        text.factsHeading(`${d.UnparsedAddress}, ${d.City}, ${d.StateOrProvince} ${d.PostalCode}`),
      );
      expect(reply).toContain(`**${label}:**`);
      expect(reply).toContain(value(d));
    });

    it('answers about "it": the home the conversation was last about', async () => {
      await say('buyer', `find ${spelledOut(e)}`);
      expect(await say('buyer', "what's the price?")).toContain(price(e));
      expect(await say('buyer', 'how many bedrooms does it have')).toContain(
        `**Bedrooms:** ${e.BedroomsTotal}`,
      );
    });
  });

  describe('beds, baths and lots read as on the card and the dialog (REQ-BATHS)', () => {
    const withHalfBath = plain.find((r) => r.BathroomsFull === 2 && r.BathroomsHalf === 1)!;
    const oneBedOneBath = plain.find(
      (r) => r.BedroomsTotal === 1 && r.BathroomsFull === 1 && !r.BathroomsHalf,
    )!;
    const under = (r: PropertyRecord) =>
      (r.LotSizeAcres ?? 0) < 1 && (r.LotSizeSquareFeet ?? 0) < 43_560;
    const acresOnly = plain.find(
      (r) => r.LotSizeAcres !== null && r.LotSizeSquareFeet === null && under(r),
    )!;
    const squareFeetOnly = plain.find(
      (r) => r.LotSizeAcres === null && r.LotSizeSquareFeet !== null && under(r),
    )!;

    it('answers 2 full and 1 half bath as 2.5, in the facts and in the list', async () => {
      expect(await say('buyer', `how many baths does ${spelledOut(withHalfBath)} have`)).toContain(
        '**Bathrooms:** 2.5 (2 full, 1 half)',
      );
      await give('buyer', withHalfBath, oneBedOneBath);
      const list = await say('buyer', 'show my homes');
      expect(list).toContain(' · 2.5 baths · ');
      expect(list).toContain(' · 1 bed · 1 bath · ');
      expect(list).not.toMatch(/\b1 (beds|baths)\b/);
    });

    it('writes both lots of a comparison in one unit', async () => {
      const reply = await say(
        'buyer',
        `compare ${spelledOut(acresOnly)} and ${spelledOut(squareFeetOnly)}`,
      );
      const row = unbold(reply.split('\n').find((line) => line.startsWith('| **Lot size**'))!);
      expect(row).toMatch(/^\| Lot size \| [\d,]+ sq ft \| [\d,]+ sq ft \|$/);
      expect(row).not.toContain('acre');
    });
  });

  describe('compare two homes', () => {
    it.each([
      (x: PropertyRecord, y: PropertyRecord) => `compare ${spelledOut(x)} and ${spelledOut(y)}`,
      (x: PropertyRecord, y: PropertyRecord) => `${spelledOut(x)} vs ${lowerWithCity(y)}`,
      (x: PropertyRecord, y: PropertyRecord) =>
        `what's the difference between ${spelledOut(x)} and ${spelledOut(y)}?`,
      (x: PropertyRecord, y: PropertyRecord) =>
        `compare ${x.UnparsedAddress} with ${y.UnparsedAddress}`,
    ])('answers a table of both (%#)', async (phrase) => {
      const reply = await say('buyer', phrase(f, g));
      expect(reply).toContain(text.compareHeading);
      // No empty table header: the rows' column is named.
      expect(reply).toContain(
        `| ${compareMessages.featureColumn} | ${f.UnparsedAddress} | ${g.UnparsedAddress} |`,
      );
      expect(unbold(reply)).toContain(`| Price | ${price(f)} | ${price(g)} |`);
      // The Compare page's rows: the lower price is the best, in bold.
      const cheaper = f.ListPrice! < g.ListPrice! ? f : g;
      expect(reply).toContain(`**${price(cheaper)}**`);
      expect(reply).toContain('| **Price per sq ft** |');
    });

    it('needs two homes, and says when both are the same', async () => {
      expect(await say('buyer3', 'compare them')).toBe(text.needTwoAddresses);
      expect(await say('buyer', `compare ${spelledOut(f)} and ${lowerWithCity(f)}`)).toBe(
        text.sameHome,
      );
    });
  });

  describe('request an AI report', () => {
    const reportJobs = (listingKey: string) =>
      listJobs(world.t.db, { kind: REPORT_JOB, key: listingKey });

    it.each([
      (r: PropertyRecord) => `get me a report on ${spelledOut(r)}`,
      (r: PropertyRecord) => `Can I have the AI report for ${lowerWithCity(r)}?`,
      (r: PropertyRecord) => `what's the condition of ${spelledOut(r)}`,
    ])('queues one report job for a home in the list (%#)', async (phrase) => {
      await give('buyer', e);
      const before = (await reportJobs(e.ListingKey)).length;
      const reply = await say('buyer', phrase(e));
      expect(reply).toMatch(/^(I've asked for an AI report|An AI report on)/);
      const jobs = await reportJobs(e.ListingKey);
      expect(jobs.length).toBeLessThanOrEqual(before + 1);
      expect(
        jobs.filter((job) => job.status === 'queued' || job.status === 'running'),
      ).toHaveLength(1);
    });

    it('says a report is on its way when one is already queued, and refuses a home outside the list', async () => {
      await give('buyer', f);
      await say('buyer', `get me a report on ${spelledOut(f)}`);
      expect(await say('buyer', 'get me a report on it')).toContain('is already being made');
      const refused = await say('buyer', `get me a report on ${spelledOut(g)}`);
      expect(refused).toContain('I can only get a report on a home in your homes');
      expect(await reportJobs(g.ListingKey)).toHaveLength(0);
    });

    it.each(['InternetConsumerCommentYN', 'InternetAutomatedValuationDisplayYN'] as const)(
      'declines to grade a home whose seller said no (%s), in the AI Report tab’s words, and queues nothing (REQ-DISPLAY-NO-REPORT)',
      async (field) => {
        // A plain street name (no direction, no numbered street), as the other cases type.
        const home = plain.find(
          (record) =>
            record[field] === false &&
            !record.StreetDirPrefix &&
            !record.StreetDirSuffix &&
            !/^\d/.test(record.StreetName ?? ''),
        )!;
        await give('buyer', home);
        const declined = (reply: string) => {
          expect(reply).toMatch(/^I can't grade \*\*/);
          expect(reply).toContain(home.City);
          expect(reply).toContain(complianceMessages.reportDeclined.seller);
        };
        declined(await say('buyer', `get me a report on ${spelledOut(home)}`));
        declined(await say('buyer', 'can you grade it?'));
        // The seller's choice is public: a home outside the asker's lists is declined alike.
        declined(await say('buyer2', `grade ${spelledOut(home)}`));
        expect(await reportJobs(home.ListingKey)).toHaveLength(0);
      },
    );
  });

  describe('like and unlike', () => {
    it.each([
      (r: PropertyRecord) => `like ${spelledOut(r)}`,
      (r: PropertyRecord) => `I love ${lowerWithCity(r)}`,
      (r: PropertyRecord) => `lock ${spelledOut(r)}`,
      (r: PropertyRecord) => `make ${spelledOut(r)} a favorite`,
    ])('likes the home (%#)', async (phrase) => {
      await give('buyer', a);
      expect(await say('buyer', phrase(a))).toContain(`Liked **${a.UnparsedAddress}`);
      expect(await likedOf('buyer')).toEqual([a.ListingKey]);
    });

    it.each([
      (r: PropertyRecord) => `unlike ${spelledOut(r)}`,
      (r: PropertyRecord) => `unlock ${lowerWithCity(r)}`,
      (r: PropertyRecord) => `I don't like ${spelledOut(r)} anymore`,
    ])('unlikes the home (%#)', async (phrase) => {
      await give('buyer', a);
      await say('buyer', `like ${spelledOut(a)}`);
      expect(await say('buyer', phrase(a))).toContain(`Unliked **${a.UnparsedAddress}`);
      expect(await likedOf('buyer')).toEqual([]);
    });

    it('says when the home is not in the list', async () => {
      expect(await say('buyer', `like ${spelledOut(c)}`)).toContain('is not in your homes');
    });
  });

  describe("a realtor and their buyers (the policy's add-buyer-homes)", () => {
    it.each([
      (r: PropertyRecord) => `add ${spelledOut(r)} for Jane Smith`,
      (r: PropertyRecord) => `please add ${lowerWithCity(r)} to Jane Smith's homes`,
      (r: PropertyRecord) => `add ${spelledOut(r)} for my buyer jane`,
      (r: PropertyRecord) => `add ${spelledOut(r)} for buyer`,
    ])('adds a home for their own buyer by name (%#)', async (phrase) => {
      const reply = await say('realtor', phrase(a));
      expect(reply).toContain(`Added **${a.UnparsedAddress}`);
      expect(reply).toContain("Jane Smith's homes");
      expect(await keysOf('buyer')).toEqual([a.ListingKey]);
      expect(await keysOf('buyer3')).toEqual([]);
    });

    it("lists and answers about their buyer's homes", async () => {
      await give('buyer2', a, b);
      const reply = await say('realtor', "show Bob Stone's homes");
      expect(reply).toContain(text.listHeading(text.buyerHas('Bob Stone'), 2));
      expect(await say('lead', "what's on Bob Stone's list?")).toContain(a.UnparsedAddress);
    });

    it("refuses someone else's buyer exactly like an unknown name", async () => {
      expect(await say('realtor', `add ${spelledOut(a)} for Jane Doe`)).toBe(
        text.noSuchBuyer('Jane Doe'),
      );
      expect(await say('realtor2', `add ${spelledOut(a)} for Jane Smith`)).toBe(
        text.noSuchBuyer('Jane Smith'),
      );
      expect(await say('realtor2', "show Bob Stone's homes")).toBe(text.noSuchBuyer('Bob Stone'));
      expect(await say('realtor', `add ${spelledOut(a)} for Nobody Known`)).toBe(
        text.noSuchBuyer('Nobody Known'),
      );
      expect(await keysOf('buyer3')).toEqual([]);
      expect(await keysOf('buyer')).toEqual([]);
    });

    it('leaves adding to the realtor, and removing to the buyer', async () => {
      await give('buyer', a);
      expect(await say('lead', `add ${spelledOut(b)} for Jane Smith`)).toBe(
        text.onlyTheirRealtor('Jane Smith'),
      );
      expect(await say('realtor', `remove ${spelledOut(a)} for Jane Smith`)).toBe(
        text.onlyTheBuyer('Jane Smith'),
      );
      expect(await keysOf('buyer')).toEqual([a.ListingKey]);
    });

    it('asks which buyer when none is named', async () => {
      expect(await say('realtor', `add ${spelledOut(a)}`)).toBe(text.whichBuyer);
    });
  });

  describe('compare my homes, near addresses, and other people’s notes', () => {
    const like = (username: string, record: PropertyRecord) =>
      setHomeLiked(
        world.t.db,
        { buyerId: id(username), userId: id(username), listingKey: record.ListingKey, liked: true },
        world.t.deps.invalidations,
      );

    it('compares the buyer’s liked homes when asked to compare my homes', async () => {
      await give('buyer', a, b, c);
      await like('buyer', a);
      await like('buyer', c);
      for (const phrase of ['compare my homes', 'Compare my liked homes', 'compare my favorites']) {
        const reply = unbold(await say('buyer', phrase));
        expect(reply).toContain(text.compareLikedHeading(2, 2));
        expect(reply).toContain(a.UnparsedAddress);
        expect(reply).toContain(c.UnparsedAddress);
        expect(reply).not.toContain(b.UnparsedAddress);
        expect(reply).not.toContain(text.needTwoAddresses);
      }
    });

    it('asks for likes when fewer than two homes are liked', async () => {
      await give('buyer', a, b);
      expect(await say('buyer', 'compare my homes')).toBe(text.compareNeedsLiked(0));
      await like('buyer', b);
      expect(await say('buyer', 'compare my homes')).toBe(text.compareNeedsLiked(1));
    });

    it('offers the closest addresses when an address to add matches nothing', async () => {
      // The replica holds the home (as the sync leaves it), however earlier tests read it.
      await world.t.db.delete(replicaListings).where(eq(replicaListings.listingKey, d.ListingKey));
      await insertReplicaListings(world.t.db, [d]);
      const typed = `9${d.UnparsedAddress}`;
      const reply = await say('buyer', `add ${typed}`);
      expect(reply).toContain(text.closestAddresses(typed));
      expect(reply).toContain(d.UnparsedAddress);
      expect(reply).toContain(text.closestHint);
      expect(await keysOf('buyer')).toEqual([]);
    });

    it('tells a realtor that only the notes a buyer shared are visible to them', async () => {
      for (const phrase of [
        `what did James note about ${spelledOut(a)}?`,
        'What has Jane written about it',
        `show me James's notes on ${spelledOut(a)}`,
      ]) {
        const name = /James/.test(phrase) ? 'James' : 'Jane';
        expect(await say('realtor', phrase)).toBe(text.othersNotes(name));
      }
    });
  });

  describe('help', () => {
    it.each(['help', 'hi', 'What can you do?', 'hello there'])(
      'offers help for "%s"',
      async (phrase) => {
        expect(await say('buyer', phrase)).toBe(text.help);
      },
    );

    it('says it did not understand, with help, for anything else', async () => {
      expect(await say('buyer', 'qwerty asdf')).toBe(`${text.notUnderstood}\n\n${text.help}`);
      expect(await say('realtor', 'tell me a joke')).toBe(
        `${text.notUnderstood}\n\n${text.help}\n${text.helpForBuyers}`,
      );
    });
  });
});
