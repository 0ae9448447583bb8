import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../../test/db';
import { apply, emptyDatabase, migrations, rowsOf } from '../../test/migration-steps';
import type { Database } from './client';

/**
 * Migration 0028 (ADR 049): a buyer's list, likes, note, tour and feed line written before it are
 * found afterwards in the buyer's household of one, whose id is the buyer's, with the like as the
 * buyer's own.
 */
describe.each(drivers)('migration 0028 makes households of the buyers (%s)', (driver) => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await emptyDatabase(driver));
  }, 60_000);
  afterAll(() => drop());

  it('keeps every row of a buyer, in a household with their id and their likes', async () => {
    const all = await migrations();
    const index = all.findIndex(({ tag }) => tag === '0028_households');
    expect(index).toBeGreaterThan(0);
    for (const migration of all.slice(0, index)) await apply(database, migration.statements);

    const exec = (text: string) => database.db.execute(sql.raw(text));
    const [realtor] = rowsOf<{ id: string }>(
      await exec(`insert into users (username, email, role, status, password_hash)
        values ('realtor', 'realtor@rela.example', 'realtor', 'CONFIRMED', 'hash') returning id`),
    );
    const [buyer] = rowsOf<{ id: string }>(
      await exec(`insert into users (username, email, role, status, password_hash, supervisor_id)
        values ('buyer', 'buyer@rela.example', 'buyer', 'CONFIRMED', 'hash', '${realtor!.id}')
        returning id`),
    );
    const buyerId = buyer!.id;
    await exec(`insert into buyer_homes (buyer_id, listing_key, position, liked, added_by) values
      ('${buyerId}', 'RELA80000001', 0, true, '${realtor!.id}'),
      ('${buyerId}', 'RELA80000002', 1, false, null)`);
    await exec(`insert into listing_notes (buyer_id, listing_key, author_id, text, visibility)
      values ('${buyerId}', 'RELA80000001', '${buyerId}', 'Lovely porch', 'shared')`);
    await exec(`insert into tours (buyer_id, realtor_id, listing_key, note)
      values ('${buyerId}', '${realtor!.id}', 'RELA80000001', 'Saturday?')`);
    await exec(`insert into activity_events (buyer_id, kind, listing_key, at)
      values ('${buyerId}', 'liked', 'RELA80000001', now())`);

    await apply(database, all[index]!.statements);

    const [user] = rowsOf<{ household_id: string; joined_household_at: unknown }>(
      await exec(`select household_id, joined_household_at from users where id = '${buyerId}'`),
    );
    expect(user?.household_id).toBe(buyerId);
    expect(user?.joined_household_at).not.toBeNull();
    expect(
      rowsOf(await exec(`select household_id from users where id = '${realtor!.id}'`)),
    ).toEqual([{ household_id: null }]);
    expect(rowsOf(await exec(`select id from households`))).toEqual([{ id: buyerId }]);
    expect(
      rowsOf(
        await exec(`select buyer_id, listing_key, user_id from home_likes order by listing_key`),
      ),
    ).toEqual([{ buyer_id: buyerId, listing_key: 'RELA80000001', user_id: buyerId }]);
    expect(
      rowsOf(
        await exec(`select listing_key, position from buyer_homes
          where buyer_id = '${buyerId}' order by position`),
      ),
    ).toEqual([
      { listing_key: 'RELA80000001', position: 0 },
      { listing_key: 'RELA80000002', position: 1 },
    ]);
    expect(
      rowsOf(await exec(`select text from listing_notes where buyer_id = '${buyerId}'`)),
    ).toEqual([{ text: 'Lovely porch' }]);
    expect(
      rowsOf(await exec(`select requested_by from tours where buyer_id = '${buyerId}'`)),
    ).toEqual([{ requested_by: buyerId }]);
    expect(
      rowsOf(
        await exec(`select actor_id, kind from activity_events where buyer_id = '${buyerId}'`),
      ),
    ).toEqual([{ actor_id: buyerId, kind: 'liked' }]);
    // The list now belongs to the household: deleting the household takes it, likes and all.
    await exec(`update users set household_id = null where id = '${buyerId}'`);
    await exec(`delete from households where id = '${buyerId}'`);
    expect(rowsOf(await exec(`select id from buyer_homes`))).toEqual([]);
    expect(rowsOf(await exec(`select user_id from home_likes`))).toEqual([]);
  }, 120_000);
});
