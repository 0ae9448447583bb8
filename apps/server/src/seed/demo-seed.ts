import type { Role } from '@rela/contracts';
import { defaultDataset, type Dataset } from '@rela/mls';
import type { Db } from '../db/client';
import { refreshFamilies, users } from '../db/schema';
import { addHomes, demoHomes } from '../modules/buyer-homes';
import { passwords } from '../platform/passwords';
import { withHouseholdOfOne } from '../platform/households/household-of-one';
import { eq, inArray, sql } from 'drizzle-orm';

type DemoUser = {
  username: string;
  role: Role;
  /** The username of the supervisor, seeded before. */
  supervisor: string | null;
  firstName: string;
  lastName: string;
  phone: string;
};

/** The demo hierarchy: owner > lead > realtor > buyer, buyer2 (555-01xx numbers are fictional). */
export const demoUsers: readonly DemoUser[] = [
  {
    username: 'owner',
    role: 'company-owner',
    supervisor: null,
    firstName: 'Margaret',
    lastName: 'Ellison',
    phone: '+14155550101',
  },
  {
    username: 'lead',
    role: 'team-leader',
    supervisor: 'owner',
    firstName: 'Daniel',
    lastName: 'Okafor',
    phone: '+14155550102',
  },
  {
    username: 'realtor',
    role: 'realtor',
    supervisor: 'lead',
    firstName: 'Sofia',
    lastName: 'Ramirez',
    phone: '+14155550103',
  },
  {
    username: 'buyer',
    role: 'buyer',
    supervisor: 'realtor',
    firstName: 'James',
    lastName: 'Whitaker',
    phone: '+14155550104',
  },
  {
    username: 'buyer2',
    role: 'buyer',
    supervisor: 'realtor',
    firstName: 'Priya',
    lastName: 'Natarajan',
    phone: '+14155550105',
  },
];

export const demoEmail = (username: string) => `${username}@rela.example`;

export type SeedOptions = {
  /** Every demo user's password (config.DEMO_PASSWORD). */
  password: string;
  /** The password hash function; argon2id from `platform/passwords` by default. */
  hash?: (password: string) => Promise<string>;
  /** Where the demo buyers' homes come from; the embedded MLS's `defaultDataset()` by default. */
  dataset?: Dataset;
};

/** The username who assigned the demo buyers their homes. */
const demoHomesAddedBy = 'realtor';

/**
 * Seeds the demo users and the demo buyers' homes on an empty database, in one transaction; does
 * nothing when any user exists. Answers the usernames it created (empty when it did nothing).
 */
export const seedDemoData = async (db: Db, options: SeedOptions): Promise<string[]> => {
  const hash = options.hash ?? passwords.hash;
  return db.transaction(async (tx) => {
    const existing = await tx.select({ id: users.id }).from(users).limit(1);
    if (existing.length > 0) return [];
    const ids = new Map<string, string>();
    for (const user of demoUsers) {
      const [row] = await tx
        .insert(users)
        .values(
          await withHouseholdOfOne(tx, {
            username: user.username,
            email: demoEmail(user.username),
            emailVerified: true,
            firstName: user.firstName,
            lastName: user.lastName,
            phone: user.phone,
            phoneVerified: true,
            status: 'CONFIRMED',
            role: user.role,
            supervisorId: user.supervisor ? (ids.get(user.supervisor) ?? null) : null,
            passwordHash: await hash(options.password),
          }),
        )
        .returning({ id: users.id });
      if (!row) throw new Error(`could not seed ${user.username}`);
      ids.set(user.username, row.id);
    }
    for (const [buyer, homes] of demoHomes(options.dataset ?? defaultDataset())) {
      const buyerId = ids.get(buyer);
      if (!buyerId) throw new Error(`no demo buyer ${buyer}`);
      // The seed runs before the app serves: no cache holds anything yet.
      const likedHomes = homes.map(({ listingKey, liked }) => ({
        listingKey,
        likedBy: liked ? [buyerId] : [],
      }));
      await addHomes(
        tx,
        { buyerId, addedBy: ids.get(demoHomesAddedBy) ?? null, homes: likedHomes },
        undefined,
      );
    }
    return demoUsers.map((user) => user.username);
  });
};

/** Verifies against no password at all (`passwords.verify` is false for a malformed hash). */
const retiredPasswordHash = '!retired-demo-user';

/**
 * In production, a demo user still on the demo password is open to anyone who read the README: its
 * password becomes unusable, its access tokens void and its sessions end. Answers the usernames it
 * retired (empty when there was none), for the loud warning at start.
 */
export const retireDemoUsers = async (
  db: Db,
  options: Pick<SeedOptions, 'password'>,
): Promise<string[]> => {
  const candidates = await db
    .select({ id: users.id, username: users.username, passwordHash: users.passwordHash })
    .from(users)
    .where(
      inArray(
        users.username,
        demoUsers.map((user) => user.username),
      ),
    );
  const retired: string[] = [];
  for (const user of candidates) {
    if (!(await passwords.verify(user.passwordHash, options.password))) continue;
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          passwordHash: retiredPasswordHash,
          credentialsVersion: sql`${users.credentialsVersion} + 1`,
          updatedAt: new Date(),
        })
        .where(eq(users.id, user.id));
      await tx.delete(refreshFamilies).where(eq(refreshFamilies.userId, user.id));
    });
    retired.push(user.username);
  }
  return retired;
};
