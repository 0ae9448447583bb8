import type { Role } from '@rela/contracts';
import {
  bearer,
  buildTestApp,
  createUser,
  loginAs,
  type TestApp,
  type TestAppOptions,
} from './app';
import type { DriverKind } from './db';
import { addHomes } from '../src/modules/buyer-homes';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { buyerHomes } from '../src/db/schema';
import { announce, type Announcer } from '../src/platform/cache/cached-reads';

/**
 * Removes every home of a buyer in one statement, telling the cached reads; answers how many there
 * were. Only tests empty a list this way (ADR 044, the tables' exceptions).
 */
export const clearBuyerHomes = async (db: Db, buyerId: string, bus: Announcer) => {
  const rows = await db
    .delete(buyerHomes)
    .where(eq(buyerHomes.buyerId, buyerId))
    .returning({ listingKey: buyerHomes.listingKey });
  announce(bus, 'buyerHomes', buyerId);
  return rows.length;
};

/**
 * Two chains and a stray buyer: owner > lead > realtor > buyer, buyer2; owner > lead2 > realtor2 >
 * buyer3; and a realtor with no supervisor.
 */
const people: readonly { username: string; role: Role; supervisor: string | null }[] = [
  { username: 'owner', role: 'company-owner', supervisor: null },
  { username: 'lead', role: 'team-leader', supervisor: 'owner' },
  { username: 'lead2', role: 'team-leader', supervisor: 'owner' },
  { username: 'realtor', role: 'realtor', supervisor: 'lead' },
  { username: 'realtor2', role: 'realtor', supervisor: 'lead2' },
  { username: 'lone-realtor', role: 'realtor', supervisor: null },
  { username: 'buyer', role: 'buyer', supervisor: 'realtor' },
  { username: 'buyer2', role: 'buyer', supervisor: 'realtor' },
  { username: 'buyer3', role: 'buyer', supervisor: 'realtor2' },
];

export type HomesWorld = {
  t: TestApp;
  ids: Map<string, string>;
  /** The bearer headers of a user, signed in once. */
  as: (username: string) => Promise<Record<string, string>>;
  /**
   * Gives a buyer homes at the end of their household's order, added by their realtor; `liked`
   * is the buyer's own like (ADR 049).
   */
  give: (buyer: string, homes: readonly { listingKey: string; liked?: boolean }[]) => Promise<void>;
  /** Empties a buyer's list. */
  clear: (buyer: string) => Promise<void>;
  close: () => Promise<void>;
};

const requireId = (ids: Map<string, string>, username: string) => {
  const id = ids.get(username);
  if (!id) throw new Error(`no test user ${username}`);
  return id;
};

/** The whole app over a fresh database holding the people above. */
export const buildHomesWorld = async (
  driver: DriverKind,
  env: Record<string, string> = {},
  options: Pick<TestAppOptions, 'reactions'> = {},
): Promise<HomesWorld> => {
  const t = await buildTestApp({
    driver,
    env: { LOGIN_LIMIT_PER_MINUTE: '1000', IP_LIMIT_PER_MINUTE: '100000', ...env },
    ...options,
  });
  const ids = new Map<string, string>();
  for (const person of people) {
    const supervisorId = person.supervisor ? requireId(ids, person.supervisor) : null;
    const row = await createUser(t.db, {
      username: person.username,
      role: person.role,
      supervisorId,
    });
    ids.set(person.username, row.id);
  }
  const tokens = new Map<string, Promise<string>>();
  return {
    t,
    ids,
    as: async (username) => {
      if (!tokens.has(username)) tokens.set(username, loginAs(t.app, username));
      return bearer(await (tokens.get(username) ?? loginAs(t.app, username)));
    },
    give: async (buyer, homes) => {
      const buyerId = requireId(ids, buyer);
      await addHomes(
        t.db,
        {
          buyerId,
          addedBy: ids.get('realtor') ?? null,
          homes: homes.map(({ listingKey, liked }) => ({
            listingKey,
            likedBy: liked ? [buyerId] : [],
          })),
        },
        t.deps.invalidations,
      );
    },
    clear: async (buyer) => {
      await clearBuyerHomes(t.db, requireId(ids, buyer), t.deps.invalidations);
    },
    close: () => t.close(),
  };
};
