import { activityResponseSchema, activityViewResponseSchema, collaboration } from '@rela/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEnv } from '../../../test/app';
import { drivers } from '../../../test/db';
import { startEmbeddedMls, type EmbeddedMls } from '../../../test/reliability/embedded-mls';
import { loadConfig } from '../../config';
import { buildHomesWorld, type HomesWorld } from '../../../test/homes-world';

const view = '/api/rela/activity/view';
const feed = '/api/rela/activity';

describe('ACTIVITY_VIEW_DEDUPE_SECONDS', () => {
  it('defaults to the contracts’ 30 minutes, takes 0, and refuses a negative or a fraction', () => {
    expect(loadConfig(testEnv()).ACTIVITY_VIEW_DEDUPE_SECONDS).toBe(
      collaboration.viewDedupeMs / 1000,
    );
    expect(
      loadConfig(testEnv({ ACTIVITY_VIEW_DEDUPE_SECONDS: '0' })).ACTIVITY_VIEW_DEDUPE_SECONDS,
    ).toBe(0);
    for (const bad of ['-1', '1.5', 'soon']) {
      expect(() => loadConfig(testEnv({ ACTIVITY_VIEW_DEDUPE_SECONDS: bad }))).toThrow(
        /ACTIVITY_VIEW_DEDUPE_SECONDS/,
      );
    }
  });
});

/**
 * The e2e server runs with ACTIVITY_VIEW_DEDUPE_SECONDS=0 to make a home Hot within a test: then
 * every opening is recorded, at the same instant too, and three make the home Hot.
 */
describe.each(drivers)('activity views with ACTIVITY_VIEW_DEDUPE_SECONDS=0 (%s)', (driver) => {
  let mls: EmbeddedMls;
  let world: HomesWorld;
  let listingKey: string;

  beforeAll(async () => {
    mls = await startEmbeddedMls({ count: 2 });
    world = await buildHomesWorld(driver, { ...mls.env, ACTIVITY_VIEW_DEDUPE_SECONDS: '0' });
    listingKey = mls.dataset.properties[0]!.ListingKey;
    await world.give('buyer', [{ listingKey }]);
  }, 60_000);
  afterAll(async () => {
    await world.close();
    await mls.close();
  });

  it('records each opening, without the clock moving, and three make the home Hot', async () => {
    const headers = await world.as('buyer');
    for (let opening = 1; opening <= collaboration.hotOpens; opening += 1) {
      const response = await world.t.app.inject({
        method: 'POST',
        url: view,
        headers,
        payload: { listingKey },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(activityViewResponseSchema.parse(response.json()).recorded, `opening ${opening}`).toBe(
        true,
      );
    }
    const response = await world.t.app.inject({
      method: 'GET',
      url: `${feed}?buyer=buyer&kind=viewed`,
      headers: await world.as('realtor'),
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = activityResponseSchema.parse(response.json());
    expect(answer.items.map((item) => item.listingKey)).toEqual(
      Array.from({ length: collaboration.hotOpens }, () => listingKey),
    );
    expect(answer.hot).toEqual([
      expect.objectContaining({ buyerUsername: 'buyer', listingKey, reason: 'opened-often' }),
    ]);
  });
});
