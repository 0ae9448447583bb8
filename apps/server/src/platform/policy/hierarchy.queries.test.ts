import { roles } from '@rela/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, drivers } from '../../../test/db';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/users';
import { hierarchyFromLinks, type SupervisorLink } from './hierarchy';
import { ancestorChains, ancestorsOf, loadHierarchy } from './hierarchy.queries';

describe.each(drivers)('hierarchy queries on %s', (driver) => {
  let database: Database;
  const ids: Record<string, string> = {};
  const links: SupervisorLink[] = [];

  const insert = async (username: string, level: number, supervisor: string | null) => {
    const [row] = await database.db
      .insert(users)
      .values({
        username,
        email: `${username}@rela.example`,
        role: roles[level] ?? 'buyer',
        supervisorId: supervisor ? ids[supervisor] : null,
        passwordHash: 'not-a-real-hash',
      })
      .returning({ id: users.id, supervisorId: users.supervisorId });
    if (!row) throw new Error(username);
    ids[username] = row.id;
    links.push(row);
  };

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    await insert('owner', 0, null);
    await insert('lead', 1, 'owner');
    await insert('lead2', 1, 'owner');
    await insert('realtor', 2, 'lead');
    await insert('realtor2', 2, 'lead2');
    await insert('orphan-realtor', 2, null);
    await insert('buyer', 3, 'realtor');
    await insert('buyer2', 3, 'realtor');
    await insert('buyer3', 3, 'orphan-realtor');
  });
  afterAll(() => database.close());

  it('answers the supervisors of a user, nearest first', async () => {
    expect(await ancestorsOf(database.db, ids.buyer ?? '')).toEqual([
      ids.realtor,
      ids.lead,
      ids.owner,
    ]);
    expect(await ancestorsOf(database.db, ids.buyer3 ?? '')).toEqual([ids['orphan-realtor']]);
    expect(await ancestorsOf(database.db, ids.owner ?? '')).toEqual([]);
    expect(await ancestorsOf(database.db, '00000000-0000-4000-8000-000000000000')).toEqual([]);
  });

  it('agrees with the in-memory view for every user at once', async () => {
    const all = Object.values(ids);
    const chains = await ancestorChains(database.db, all);
    const expected = hierarchyFromLinks(links);
    for (const id of all) expect(chains.get(id)).toEqual(expected.ancestorsOf(id));
    const loaded = await loadHierarchy(database.db, all);
    for (const id of all) expect(loaded.ancestorsOf(id)).toEqual(expected.ancestorsOf(id));
  });
});
