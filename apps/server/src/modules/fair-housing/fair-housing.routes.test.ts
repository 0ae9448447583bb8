import {
  defaultProductSlug,
  fairHousingAuditResponseSchema,
  fairHousingMessages,
  type FairHousingClass,
  type FairHousingSurface,
} from '@rela/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildHomesWorld, type HomesWorld } from '../../../test/homes-world';
import { drivers } from '../../../test/db';
import { fairHousingAudit } from '../../db/schema';
import { emitterFor } from '../../platform/events';
import { subscribers } from '../../reactions';
import { auditCsvColumns } from './fair-housing.service';

const audit = `/api/${defaultProductSlug}/fair-housing/audit`;
const DAY = 24 * 60 * 60 * 1000;

/**
 * REQ-FAIR-HOUSING-AUDIT (ADR 050): the company owner's log of redirected turns and replaced
 * answers, filtered, paged and exported; nobody else's; kept two years; a deleted user's entries
 * stay without their name.
 */
describe.each(drivers)('the fair-housing audit (%s)', (driver) => {
  let world: HomesWorld;
  const emit = emitterFor(subscribers);
  const get = async (as: string, query = '', path = audit) =>
    world.t.app.inject({ url: `${path}${query}`, headers: await world.as(as) });
  const page = async (query = '') => {
    const response = await get('owner', query);
    expect(response.statusCode, response.body).toBe(200);
    return fairHousingAuditResponseSchema.parse(response.json());
  };
  const screened = async (
    at: Date,
    surface: FairHousingSurface,
    fairHousingClass: FairHousingClass,
    username: string | null,
    excerpt: string,
  ) =>
    emit(world.t.db, {
      type: 'fair-housing-screened',
      surface,
      class: fairHousingClass,
      userId: username ? world.ids.get(username)! : null,
      excerpt,
      at: at.toISOString(),
    });

  beforeAll(async () => {
    world = await buildHomesWorld(driver);
    const now = world.t.clock.now().getTime();
    await screened(
      new Date(now - 3 * DAY),
      'chat-in',
      'religion',
      'buyer',
      'homes with no mosques nearby',
    );
    await screened(
      new Date(now - 2 * DAY),
      'chat-out',
      'race-color',
      'buyer2',
      'mostly white area',
    );
    await screened(
      new Date(now - DAY),
      'report',
      'familial-status',
      null,
      '=few children live here',
    );
    // Kept two years: an older entry is never shown, and goes when the next one is written.
    await screened(new Date(now - 800 * DAY), 'chat-in', 'age', 'buyer', 'no old people');
    // Any answer settles the reactions queued above.
    await get('owner');
  });
  afterAll(() => world.close());

  it('shows the owner every entry, newest first, with who, where, which class and the excerpt', async () => {
    const { items, nextBefore } = await page();
    expect(items.map((item) => [item.surface, item.class, item.username, item.excerpt])).toEqual([
      ['report', 'familial-status', null, '=few children live here'],
      ['chat-out', 'race-color', 'buyer2', 'mostly white area'],
      ['chat-in', 'religion', 'buyer', 'homes with no mosques nearby'],
    ]);
    expect(nextBefore).toBeNull();
  });

  it('filters by class, surface and days, and pages with the cursor it gives', async () => {
    expect((await page('?class=religion')).items.map((item) => item.class)).toEqual(['religion']);
    expect((await page('?surface=chat-out')).items.map((item) => item.surface)).toEqual([
      'chat-out',
    ]);
    const now = world.t.clock.now().getTime();
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const lastTwo = await page(`?from=${day(now - 2 * DAY)}&to=${day(now)}`);
    expect(lastTwo.items).toHaveLength(2);
    const first = await page('?limit=2');
    expect(first.items).toHaveLength(2);
    expect(first.nextBefore).not.toBeNull();
    const second = await page(`?limit=2&before=${encodeURIComponent(first.nextBefore!)}`);
    expect(second.items.map((item) => item.class)).toEqual(['religion']);
    expect(second.nextBefore).toBeNull();
  });

  it('answers a bad filter with 400 and a clear message, never a 5xx', async () => {
    for (const query of [
      '?class=height',
      '?surface=email',
      '?from=2026-13-45',
      '?from=yesterday',
      '?limit=0',
      '?limit=101',
      '?before=not-a-cursor',
      '?before=2026-01-01T00:00:00.000Z_12',
    ]) {
      const response = await get('owner', query);
      expect(response.statusCode, query).toBe(400);
    }
    const backwards = await get('owner', '?from=2026-11-20&to=2026-11-10');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ message: fairHousingMessages.badRange });
  });

  it('exports the same entries as CSV, a spreadsheet formula quoted as text', async () => {
    const response = await get('owner', '', `${audit}.csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/rela-fair-housing-.*\.csv/);
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe(auditCsvColumns.join(','));
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(",report,familial-status,,'=few children live here");
    const filtered = await get('owner', '?class=race-color', `${audit}.csv`);
    expect(filtered.body.trim().split('\r\n')).toHaveLength(2);
  });

  it('refuses everyone but a company owner (403), changing nothing', async () => {
    for (const username of ['buyer', 'realtor', 'lead']) {
      expect((await get(username)).statusCode, username).toBe(403);
      expect((await get(username, '', `${audit}.csv`)).statusCode, username).toBe(403);
    }
    const anonymous = await world.t.app.inject({ url: audit });
    expect(anonymous.statusCode).toBe(401);
  });

  it('deletes entries past two years as newer ones are written, and keeps a deleted user’s entry without them', async () => {
    // The entry of 800 days ago went when the newer ones were written.
    const before = await world.t.db.select().from(fairHousingAudit);
    expect(before.map((row) => row.class).sort()).toEqual([
      'familial-status',
      'race-color',
      'religion',
    ]);
    await screened(world.t.clock.now(), 'chat-in', 'disability', 'buyer2', 'no group homes');
    const deleted = await world.t.app.inject({
      method: 'DELETE',
      url: `/api/${defaultProductSlug}/users`,
      headers: await world.as('realtor'),
      payload: { username: 'buyer2' },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const rows = await world.t.db.select().from(fairHousingAudit);
    expect(rows).toHaveLength(4);
    const { items } = await page();
    expect(
      items.filter((item) => item.class === 'disability' || item.class === 'race-color'),
    ).toEqual(expect.arrayContaining([expect.objectContaining({ username: null })]));
    expect(items.every((item) => item.username !== 'buyer2')).toBe(true);
    expect(
      await world.t.db
        .select()
        .from(fairHousingAudit)
        .where(eq(fairHousingAudit.class, 'race-color')),
    ).toEqual([expect.objectContaining({ userId: null })]);
  });
});
