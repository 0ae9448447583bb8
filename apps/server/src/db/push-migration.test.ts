import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../../test/db';
import { apply, emptyDatabase, migrations, rowsOf } from '../../test/migration-steps';
import type { Database } from './client';

/**
 * Migration 0032 (ADR 052): stored notification choices get `push` per topic as the contracts'
 * defaults have it (on, but for a saved search's matches); their e-mail choices stay as chosen.
 */
describe.each(drivers)('migration 0032 gives stored choices push (%s)', (driver) => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await emptyDatabase(driver));
  }, 60_000);
  afterAll(() => drop());

  it('adds push to every stored topic, keeping what was chosen and the choices beside', async () => {
    const all = await migrations();
    const index = all.findIndex(({ tag }) => tag === '0032_push');
    expect(index).toBeGreaterThan(0);
    for (const migration of all.slice(0, index)) await apply(database, migration.statements);
    const exec = (text: string) => database.db.execute(sql.raw(text));
    const topic = (email: string) => ({ inApp: true, email, sms: false });
    const stored = {
      price: { inApp: false, email: 'instant', sms: true },
      status: topic('digest'),
      'search-match': topic('digest'),
      'homes-added': topic('off'),
      'notes-tours': topic('instant'),
      quietHours: { from: 22, to: 7 },
      likedInstant: false,
    };
    await exec(`insert into users (id, username, email, role, password_hash, status, first_name, last_name)
      values ('00000000-0000-4000-8000-000000000001', 'ada', 'ada@rela.example', 'realtor', 'x', 'CONFIRMED', 'Ada', 'Test')`);
    await exec(`insert into notification_preferences (user_id, preferences)
      values ('00000000-0000-4000-8000-000000000001', '${JSON.stringify(stored)}')`);

    await apply(database, all[index]!.statements);

    const [row] = rowsOf<{ preferences: Record<string, unknown> }>(
      await exec(`select preferences from notification_preferences`),
    );
    expect(row?.preferences).toEqual({
      price: { ...stored.price, push: true },
      status: { ...stored.status, push: true },
      'search-match': { ...stored['search-match'], push: false },
      'homes-added': { ...stored['homes-added'], push: true },
      // `instant` keeps its meaning: an existing choice is not turned into `unread`.
      'notes-tours': { ...stored['notes-tours'], push: true },
      quietHours: stored.quietHours,
      likedInstant: false,
    });
  });
});
