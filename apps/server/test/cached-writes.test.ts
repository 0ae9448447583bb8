/**
 * Writes to the tables whose reads are kept in memory (users, buyer_homes, chat_messages; ADR 018)
 * announce their change themselves, from their query, so that no write path can forget: each write
 * query is run against a real database and must tell the bus, and no file but those queries files
 * writes to those tables.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import * as account from '../src/modules/account/account.queries';
import * as assistant from '../src/modules/assistant/assistant.queries';
import * as homes from '../src/modules/buyer-homes/buyer-homes.queries';
import * as removals from '../src/modules/buyer-homes/home-removals.queries';
import * as copies from '../src/modules/buyer-homes/household-copy.queries';
import * as households from '../src/modules/households/households.queries';
import * as recovery from '../src/modules/recovery/recovery.queries';
import * as team from '../src/modules/team/team.queries';
import { cachedReads, type CachedRead } from '../src/platform/cache/cached-reads';
import type { InvalidationBus } from '../src/platform/cache/invalidation-bus';
import { createUser } from './app';
import { createTestDatabase, drivers } from './db';

const src = path.resolve(import.meta.dirname, '../src');

/** The queries files allowed to write the cached tables, and what each of their writes tells. */
const writers = {
  'modules/account/account.queries.ts': account,
  'modules/recovery/recovery.queries.ts': recovery,
  'modules/team/team.queries.ts': team,
  'modules/buyer-homes/buyer-homes.queries.ts': homes,
  'modules/buyer-homes/home-removals.queries.ts': removals,
  'modules/assistant/assistant.queries.ts': assistant,
  'modules/buyer-homes/household-copy.queries.ts': copies,
  'modules/households/households.queries.ts': households,
} as const;
/** Writes that need not announce: a new user's id is in no cache yet. */
const exempt = new Set(['insertUser']);
/** The demo seed writes before the app serves, so there is nothing to tell. */
const beforeServing = new Set(['seed/demo-seed.ts']);

const cachedTableWrite =
  /\.(insert|update|delete)\(\s*(users|buyerHomes|chatMessages)\s*\)|\b(insert\s+into|update|delete\s+from)\s+"?(users|buyer_homes|chat_messages)\b/i;

const sourceFiles = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .filter((entry) => !/\.(test|test-support)\.ts$/.test(entry.name))
    .map((entry) => path.relative(src, path.join(entry.parentPath, entry.name)));
};

/** The exported functions of a file whose bodies write a cached table. */
const writesIn = (text: string) =>
  text
    .split(/^export const /m)
    .slice(1)
    .filter((chunk) => cachedTableWrite.test(chunk))
    .map((chunk) => chunk.slice(0, chunk.search(/\W/)));

/** A bus that remembers what it was told. */
const recordingBus = () => {
  const heard: string[] = [];
  const bus: InvalidationBus = {
    publish: (topic, key) => heard.push(`${topic} ${key}`),
    subscribe: () => undefined,
    close: async () => undefined,
  };
  return { bus, heard, told: (read: CachedRead, key: string) => `${cachedReads[read]} ${key}` };
};

describe('writes to cached tables', () => {
  it('are made only by the queries files that announce them', async () => {
    const writing: string[] = [];
    for (const file of await sourceFiles(src)) {
      if (cachedTableWrite.test(await readFile(path.join(src, file), 'utf8'))) writing.push(file);
    }
    expect(writing.sort()).toEqual([...Object.keys(writers), ...beforeServing].sort());
  });

  it('are each run by this test (a new write query must join it)', async () => {
    const tested = new Set(Object.keys(cases));
    for (const file of Object.keys(writers)) {
      const text = await readFile(path.join(src, file), 'utf8');
      for (const name of writesIn(text)) {
        if (!exempt.has(name)) expect(tested, `${file}: ${name}`).toContain(name);
      }
    }
  });
});

type World = { userId: string; now: Date };
/** Each write query, run with the bus; answers the reads it must have told, by the user's id. */
const cases: Record<
  string,
  (db: Database['db'], bus: InvalidationBus, w: World) => Promise<CachedRead[]>
> = {
  setVerifiedEmail: async (db, bus, { userId, now }) => {
    await account.setVerifiedEmail(db, { userId, email: 'new@rela.example', now }, bus);
    return ['user'];
  },
  setVerifiedPhone: async (db, bus, { userId, now }) => {
    await account.setVerifiedPhone(db, { userId, phone: '+15555550100', now }, bus);
    return ['user'];
  },
  updateNames: async (db, bus, { userId, now }) => {
    await account.updateNames(db, { userId, names: { firstName: 'Ada' }, now }, bus);
    return ['user'];
  },
  replaceProfileImage: async (db, bus, { userId, now }) => {
    await account.replaceProfileImage(db, { userId, url: '/files/a.png', now }, bus);
    return ['user'];
  },
  setChosenPassword: async (db, bus, { userId, now }) => {
    await recovery.setChosenPassword(db, { userId, passwordHash: 'hash', now }, bus);
    return ['user'];
  },
  completeRegistration: async (db, bus, { userId, now }) => {
    const params = { userId, credentialsVersion: 0, passwordHash: 'hash', now };
    await recovery.completeRegistration(db, params, bus);
    return ['user'];
  },
  addHomes: async (db, bus, { userId }) => {
    const added = [{ listingKey: 'K1' }, { listingKey: 'K2' }, { listingKey: 'K3' }];
    await homes.addHomes(db, { buyerId: userId, addedBy: null, homes: added }, bus);
    return ['buyerHomes'];
  },
  setHomeLiked: async (db, bus, { userId }) => {
    await homes.setHomeLiked(db, { buyerId: userId, userId, listingKey: 'K1', liked: true }, bus);
    return ['buyerHomes'];
  },
  removeHomes: async (db, bus, { userId, now }) => {
    const scope = { listingKeys: ['K2'] };
    await removals.removeHomes(db, { buyerId: userId, scope, now, keepMs: 60_000 }, bus);
    return ['buyerHomes'];
  },
  restoreRemoval: async (db, bus, { userId, now }) => {
    const removal = await removals.findRemoval(db, { buyerId: userId });
    await removals.restoreRemoval(db, { buyerId: userId, undoToken: removal!.id, now }, bus);
    return ['buyerHomes'];
  },
  insertChatMessage: async (db, bus, { userId, now }) => {
    const message = { userId, sender: 'user' as const, content: 'hello', createdAt: now };
    await assistant.insertChatMessage(db, message, bus);
    return ['chat'];
  },
  setBuyersRealtor: async (db, bus, { userId, now }) => {
    const realtor = await createUser(db, { username: 'writer-realtor', role: 'realtor' });
    await team.setBuyersRealtor(db, { buyerId: userId, realtorId: realtor.id, now }, bus);
    return ['user'];
  },
  copyHomesForLeaver: async (db, bus, { userId }) => {
    const other = await createUser(db, { username: 'writer-co-buyer', role: 'buyer' });
    const params = { fromHouseholdId: other.id, toHouseholdId: userId, userId };
    await copies.copyHomesForLeaver(db, params, bus);
    return ['buyerHomes'];
  },
  dropLeaversLikes: async (db, bus, { userId }) => {
    await copies.dropLeaversLikes(db, { householdId: userId, userId }, bus);
    return ['buyerHomes'];
  },
  moveToNewHousehold: async (db, bus, { userId, now }) => {
    const params = { userId, fromHouseholdId: userId, newHouseholdId: crypto.randomUUID(), now };
    await households.moveToNewHousehold(db, params, bus);
    return ['user', 'household'];
  },
  // Last: the user is gone after it.
  deleteUserById: async (db, bus, { userId }) => {
    await team.deleteUserById(db, userId, bus);
    return ['user', 'buyerHomes', 'chat'];
  },
};

describe.each(drivers)('each write to a cached table announces its change (%s)', (driver) => {
  let database: Database;
  let world: World;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const buyer = await createUser(database.db, { username: 'writer-buyer', role: 'buyer' });
    world = { userId: buyer.id, now: new Date() };
  });
  afterAll(() => database.close());

  it.each(Object.keys(cases))('%s', async (name) => {
    const { bus, heard, told } = recordingBus();
    const reads = await cases[name]!(database.db, bus, world);
    expect(heard).toEqual(expect.arrayContaining(reads.map((read) => told(read, world.userId))));
  });
});
