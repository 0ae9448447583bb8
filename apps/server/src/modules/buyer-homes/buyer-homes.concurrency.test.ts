import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../../../test/db';
import { listBuyerHomes } from './buyer-homes.queries';
import { buildHomesWorld, type HomesWorld } from '../../../test/homes-world';

type Move = 'like' | 'unlike' | 'remove';

const requestOf = (move: Move, key: string) =>
  move === 'remove'
    ? { method: 'DELETE' as const, url: `/api/rela/my-listing-keys/${key}` }
    : { method: 'POST' as const, url: `/api/rela/properties/${move}d/${key}` };

/** REQ-HOMES-LIKE: concurrent likes, unlikes and removes on one key leave one consistent row. */
describe.each(drivers)('concurrent changes to one home (%s)', (driver) => {
  let world: HomesWorld;
  let headers: Record<string, string>;
  let round = 0;

  beforeAll(async () => {
    world = await buildHomesWorld(driver);
    headers = await world.as('buyer');
  });
  afterAll(() => world.close());

  it('never errs: likes and unlikes answer 200, one remove at most succeeds', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom<Move>('like', 'unlike', 'remove'), {
          minLength: 20,
          maxLength: 20,
        }),
        fc.boolean(),
        async (moves, likedBefore) => {
          round += 1;
          const key = `RELA${String(round).padStart(8, '0')}`;
          await world.give('buyer', [{ listingKey: key, liked: likedBefore }]);
          const responses = await Promise.all(
            moves.map((move) => world.t.app.inject({ ...requestOf(move, key), headers })),
          );
          const statuses = moves.map((move, index) => [move, responses[index]?.statusCode]);
          for (const [, status] of statuses) expect([200, 404]).toContain(status);

          const removed = statuses.filter(([move, status]) => move === 'remove' && status === 200);
          const rows = (
            await listBuyerHomes(world.t.db, { buyerId: world.ids.get('buyer') ?? '' })
          ).filter((home) => home.listingKey === key);
          if (moves.includes('remove')) {
            expect(removed).toHaveLength(1);
            expect(rows).toEqual([]);
          } else {
            expect(statuses.every(([, status]) => status === 200)).toBe(true);
            expect(rows).toHaveLength(1);
            const answered = responses.map((response) => response.json<{ liked: boolean }>().liked);
            const buyerId = world.ids.get('buyer') ?? '';
            expect(answered).toContain(rows[0]?.likedBy.includes(buyerId));
            expect(rows[0]?.likedBy.filter((id) => id !== buyerId)).toEqual([]);
          }
          const again = await world.t.app.inject({ ...requestOf('like', key), headers });
          expect(again.statusCode).toBe(rows.length === 0 ? 404 : 200);
        },
      ),
      { numRuns: 15 },
    );
  });
});
