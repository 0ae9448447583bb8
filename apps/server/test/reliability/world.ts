import { assistantPaths, ASSISTANT_PREFIX, type Role } from '@rela/contracts';
import { eq } from 'drizzle-orm';
import {
  activityEvents,
  buyerHomes,
  homeLikes,
  listingNotes,
  pushSubscriptions,
  tours,
  tourWindows,
} from '../../src/db/schema';
import { hierarchyFromLinks } from '../../src/platform/policy/hierarchy';
import type { Hierarchy } from '../../src/platform/policy/policy';
import { buildTestApp, createUser, loginAs, type TestApp, type TestAppOptions } from '../app';

/**
 * Who a target is to an actor (REQ-SEC-ACCESS). `unknown` is a username
 * nobody has: every answer about someone outside the actor's chain must look like that one.
 */
export type Relation =
  | 'self'
  /** Another member of the actor's household (ADR 049): a peer who shares the list. */
  | 'co-member'
  | 'own-subordinate'
  | 'indirect-subordinate'
  | 'superior'
  | 'peer'
  | 'others-subordinate'
  | 'outsider'
  | 'deleted'
  | 'unknown';

export type Person = {
  username: string;
  role: Role;
  supervisor: string | null;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  /** Homes of a buyer (listing keys nobody else has); a co-member's are their household's. */
  listingKeys: string[];
  id: string;
  /** A buyer's household's members (usernames, themself included; ADR 049). */
  household: string[];
  /**
   * A buyer's thread on their first home (ADR 032): a shared note and an "Only me" note of theirs,
   * and an "Only me" note of their realtor's; and a confirmed tour of that home.
   */
  collaboration?: {
    sharedNoteId: string;
    privateNoteId: string;
    tourId: string;
  };
  /** The texts of the private notes this person wrote: no answer to anyone else may hold them. */
  secrets: string[];
  /** The id of a push device of theirs (ADR 052). */
  pushDeviceId?: string;
};

type Plan = readonly [name: string, role: Role, supervisor: string | null];

/**
 * Two branches of the same shape; each level has a peer, and each realtor a buyer, so every
 * relation of the matrix exists for every role. The buyer shares a household with a co-member
 * (`buyermate`, ADR 049); the other buyers are households of one.
 */
const branchPlan = (b: string): Plan[] => [
  [`owner${b}`, 'company-owner', null],
  [`lead${b}`, 'team-leader', `owner${b}`],
  [`leadpeer${b}`, 'team-leader', `owner${b}`],
  [`realtor${b}`, 'realtor', `lead${b}`],
  [`realtorpeer${b}`, 'realtor', `lead${b}`],
  [`buyer${b}`, 'buyer', `realtor${b}`],
  [`buyerpeer${b}`, 'buyer', `realtor${b}`],
  [`buyerother${b}`, 'buyer', `realtorpeer${b}`],
  [`buyermate${b}`, 'buyer', `realtor${b}`],
];
/** Who joins whose household: the co-member, the buyer's. */
const householdOfMate = (name: string) =>
  name.startsWith('buyermate') ? `buyer${name.slice(9)}` : null;
const gone = 'gone1';
const plan: Plan[] = [...branchPlan('1'), ...branchPlan('2'), [gone, 'buyer', 'realtor1']];

/** The actors of the fuzzer and the matrix: one of each role, in branch 1. */
export const actors = ['owner1', 'lead1', 'realtor1', 'buyer1'] as const;
export const unknownUsername = 'nobody-at-all';

/** Usernames carry a fixed-width number so no marker is a part of another. */
const markerOf = (index: number) => `m${String(index + 10).padStart(2, '0')}`;

export type World = {
  t: TestApp;
  db: TestApp['db'];
  people: Person[];
  person: (username: string) => Person;
  hierarchy: Hierarchy;
  relation: (actor: string, target: string) => Relation;
  /** Bearer headers of the main API (signed in once and kept; the deleted user's still-held token). */
  as: (username: string) => Promise<Record<string, string>>;
  /** Bearer headers of the assistant API (by exchange), or undefined while it is not there. */
  assistantAs: (username: string) => Promise<Record<string, string> | undefined>;
  /** The texts that identify a person in any answer. */
  markers: (username: string) => string[];
  /** The private notes' texts `username` did not write: never in an answer to them. */
  secretsHiddenFrom: (username: string) => string[];
  close: () => Promise<void>;
};

/** The world: a fresh app and database with both branches, their homes, and a deleted buyer. */
export const buildWorld = async (options: TestAppOptions = {}): Promise<World> => {
  const t = await buildTestApp({
    ...options,
    env: {
      LOGIN_LIMIT_PER_MINUTE: '100000',
      IP_LIMIT_PER_MINUTE: '100000',
      ...options.env,
    },
  });
  const people: Person[] = [];
  for (const [index, [name, role, supervisor]] of plan.entries()) {
    const marker = markerOf(index);
    const username = `${marker}${name}`;
    const supervisorName = supervisor
      ? people.find((p) => p.username.slice(3) === supervisor)
      : undefined;
    const mateOf = householdOfMate(name);
    const joins = mateOf ? people.find((p) => p.username.slice(3) === mateOf) : undefined;
    const person = {
      username,
      role,
      supervisor: supervisorName?.username ?? null,
      email: `${username}@rela.example`,
      firstName: `First${marker}x`,
      lastName: `Last${marker}x`,
      phone: `+1555010${String(index + 10).padStart(4, '0')}`,
      listingKeys: joins
        ? joins.listingKeys
        : role === 'buyer'
          ? [`LK${marker}A`, `LK${marker}B`]
          : [],
      id: '',
      household: [] as string[],
      secrets: [] as string[],
    };
    const row = await createUser(t.db, {
      username: person.username,
      role,
      supervisorId: supervisorName?.id ?? null,
      email: person.email,
      firstName: person.firstName,
      lastName: person.lastName,
      phone: person.phone,
      ...(joins ? { householdId: joins.id } : {}),
    });
    person.id = row.id;
    people.push(person);
    if (role === 'buyer') person.household = [username];
    if (joins) {
      joins.household.push(username);
      person.household = joins.household;
    } else if (person.listingKeys.length) {
      await t.db.insert(buyerHomes).values(
        person.listingKeys.map((listingKey, position) => ({
          buyerId: row.id,
          listingKey,
          position,
        })),
      );
      // The first home is the buyer's own like (ADR 049).
      await t.db
        .insert(homeLikes)
        .values({ buyerId: row.id, listingKey: person.listingKeys[0]!, userId: row.id });
    }
  }

  // Each buyer's collaboration (notes, a tour, a feed line), before the deleted user goes (theirs
  // go with them: their ids then name nothing).
  for (const [index, buyer] of people.entries()) {
    const realtor = people.find((p) => p.username === buyer.supervisor);
    if (buyer.role !== 'buyer' || !realtor) continue;
    const listingKey = buyer.listingKeys[0]!;
    // A co-member's notes, tour and line are in their household's thread (ADR 049).
    const householdId = people.find((p) => p.username === buyer.household[0])?.id ?? buyer.id;
    const now = t.clock.now();
    const secret = `hushnote${index + 10}q`;
    const realtorSecret = `hushnote${index + 50}q`;
    const notes = await t.db
      .insert(listingNotes)
      .values([
        {
          buyerId: householdId,
          listingKey,
          authorId: buyer.id,
          visibility: 'shared',
          text: `Shared by ${buyer.username}`,
          createdAt: now,
        },
        {
          buyerId: householdId,
          listingKey,
          authorId: buyer.id,
          visibility: 'private',
          text: secret,
          createdAt: now,
        },
        {
          buyerId: householdId,
          listingKey,
          authorId: realtor.id,
          visibility: 'private',
          text: realtorSecret,
          createdAt: now,
        },
      ])
      .returning({ id: listingNotes.id });
    buyer.secrets.push(secret);
    realtor.secrets.push(realtorSecret);
    const start = new Date(now.getTime() + 2 * 24 * 3_600_000);
    const [tour] = await t.db
      .insert(tours)
      .values({
        buyerId: householdId,
        realtorId: realtor.id,
        requestedBy: buyer.id,
        listingKey,
        state: 'confirmed',
        note: `Tour for ${buyer.username}`,
      })
      .returning({ id: tours.id });
    const [window] = await t.db
      .insert(tourWindows)
      .values({
        tourId: tour!.id,
        startAt: start,
        endAt: new Date(start.getTime() + 3_600_000),
        by: 'buyer',
      })
      .returning({ id: tourWindows.id });
    await t.db.update(tours).set({ confirmedWindowId: window!.id }).where(eq(tours.id, tour!.id));
    await t.db.insert(activityEvents).values({
      buyerId: householdId,
      actorId: buyer.id,
      kind: 'noted',
      listingKey,
      data: { noteId: notes[0]!.id },
      at: now,
    });
    buyer.collaboration = {
      sharedNoteId: notes[0]!.id,
      privateNoteId: notes[1]!.id,
      tourId: tour!.id,
    };
  }

  // A push device of everyone's (ADR 052), before the deleted user goes (theirs goes with them).
  for (const [index, person] of people.entries()) {
    const [device] = await t.db
      .insert(pushSubscriptions)
      .values({
        userId: person.id,
        endpoint: `https://fcm.googleapis.com/fcm/send/device${index}`,
        p256dh: 'B'.repeat(87),
        auth: 'A'.repeat(22),
        label: 'Chrome on Android',
      })
      .returning({ id: pushSubscriptions.id });
    person.pushDeviceId = device!.id;
  }

  const byShortName = (name: string) => {
    const found = people.find((p) => p.username.slice(3) === name || p.username === name);
    if (!found) throw new Error(`no person ${name}`);
    return found;
  };
  const hierarchy = hierarchyFromLinks(
    people.map((p) => ({
      id: p.username,
      supervisorId: p.supervisor,
    })),
  );

  const tokens = new Map<string, Record<string, string>>();
  const as = async (name: string) => {
    const username = byShortName(name).username;
    const known = tokens.get(username);
    if (known) return known;
    const headers = { authorization: `Bearer ${await loginAs(t.app, username)}` };
    tokens.set(username, headers);
    return headers;
  };

  // The deleted user signs in first, then their realtor deletes them: the token they hold is stale.
  const deleted = byShortName(gone);
  await as(gone);
  const removal = await t.app.inject({
    method: 'DELETE',
    url: `/api/${t.config.PRODUCT_SLUG}/users`,
    headers: await as('realtor1'),
    payload: { username: deleted.username },
  });
  if (removal.statusCode !== 200) throw new Error(`could not delete ${gone}: ${removal.body}`);

  const assistantTokens = new Map<string, Record<string, string> | undefined>();
  const assistantAs = async (name: string) => {
    const username = byShortName(name).username;
    if (assistantTokens.has(username)) return assistantTokens.get(username);
    const subject = (await as(name)).authorization?.slice('Bearer '.length) ?? '';
    const response = await t.app.inject({
      method: 'POST',
      url: `${ASSISTANT_PREFIX}${assistantPaths.login}`,
      payload: { subject_token: subject },
    });
    const token =
      response.statusCode === 200
        ? (response.json<{ access_token?: string }>().access_token ?? undefined)
        : undefined;
    const headers = token ? { authorization: `Bearer ${token}` } : undefined;
    assistantTokens.set(username, headers);
    return headers;
  };

  const relation = (actorName: string, targetName: string): Relation => {
    if (targetName === unknownUsername) return 'unknown';
    const actor = byShortName(actorName).username;
    const target = byShortName(targetName).username;
    if (target === deleted.username) return 'deleted';
    if (actor === target) return 'self';
    if (byShortName(actorName).household.includes(target)) return 'co-member';
    const targetChain = hierarchy.ancestorsOf(target);
    const actorChain = hierarchy.ancestorsOf(actor);
    if (targetChain[0] === actor) return 'own-subordinate';
    if (targetChain.includes(actor)) return 'indirect-subordinate';
    if (actorChain.includes(target)) return 'superior';
    if (targetChain[0] !== undefined && targetChain[0] === actorChain[0]) return 'peer';
    return targetChain.length > 0 ? 'others-subordinate' : 'outsider';
  };

  const markers = (name: string) => {
    const p = byShortName(name);
    return [p.username, p.email, p.firstName, p.lastName, p.phone.slice(2), ...p.listingKeys];
  };

  const secretsHiddenFrom = (name: string) => {
    const reader = byShortName(name).username;
    return people.filter((p) => p.username !== reader).flatMap((p) => p.secrets);
  };

  return {
    t,
    db: t.db,
    people,
    person: byShortName,
    hierarchy,
    relation,
    as,
    assistantAs,
    markers,
    secretsHiddenFrom,
    close: () => t.close(),
  };
};
