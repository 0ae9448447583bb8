import {
  timing,
  myListingKeysResponseSchema,
  removeListingKeyResponseSchema,
  propertiesMessages,
  errorBodySchema,
  serverMessages,
  undoRemovalResponseSchema,
} from '@rela/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { drivers } from '../../../test/db';
import { buildHomesWorld, type HomesWorld } from '../../../test/homes-world';

const mine = '/api/rela/my-listing-keys';
const remove = (key: string) => `${mine}/${key}`;
const undo = (token: string) => `${mine}/removals/${token}/undo`;

/** Undo of the list's Remove (REQ-HOMES-UNDO): the buyer's own removals, for 30 seconds. */
describe.each(drivers)('undoing a removal (%s)', (driver) => {
  let world: HomesWorld;

  beforeAll(async () => {
    world = await buildHomesWorld(driver);
  });
  afterAll(() => world.close());
  beforeEach(async () => {
    await world.clear('buyer');
    await world.give('buyer', [
      { listingKey: 'RELA00000003' },
      { listingKey: 'RELA00000001', liked: true },
      { listingKey: 'RELA00000002' },
    ]);
  });

  const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, username = 'buyer') =>
    world.t.app.inject({ method, url, headers: await world.as(username) });
  const keysOf = async (username = 'buyer') =>
    myListingKeysResponseSchema.parse((await call('GET', mine, username)).json());
  const removeKey = async (key: string) => {
    const response = await call('DELETE', remove(key));
    expect(response.statusCode).toBe(200);
    return removeListingKeyResponseSchema.parse(response.json());
  };

  it('answers an undo token with the removal, and puts the home back in its place, liked', async () => {
    const removed = await removeKey('RELA00000001');
    expect(removed.message).toBe(serverMessages.propertyRemoved);
    expect(Date.parse(removed.undoExpiresAt!) - world.t.clock.now().getTime()).toBe(
      timing.undoWindowMs,
    );
    expect((await keysOf()).listingKeys).toEqual(['RELA00000003', 'RELA00000002']);
    world.t.clock.advance(timing.undoWindowMs);
    const response = await call('POST', undo(removed.undoToken!));
    expect(response.statusCode).toBe(200);
    expect(undoRemovalResponseSchema.parse(response.json())).toEqual({
      status: 200,
      message: serverMessages.removalUndone(1),
      listingKeys: ['RELA00000001'],
    });
    expect(await keysOf()).toMatchObject({
      listingKeys: ['RELA00000003', 'RELA00000001', 'RELA00000002'],
      likedKeys: ['RELA00000001'],
    });
    // A token works once.
    expect((await call('POST', undo(removed.undoToken!))).statusCode).toBe(404);
  });

  it('refuses an undo after the window with 409 and a clear message, and changes nothing', async () => {
    const removed = await removeKey('RELA00000002');
    world.t.clock.advance(timing.undoWindowMs + timing.undoGraceMs + 1);
    const response = await call('POST', undo(removed.undoToken!));
    expect(response.statusCode).toBe(409);
    expect(errorBodySchema.parse(response.json()).message).toBe(propertiesMessages.undoExpired);
    expect((await keysOf()).listingKeys).toEqual(['RELA00000003', 'RELA00000001']);
  });

  it("answers 404 to another user's token, to a non-buyer and to an unknown one", async () => {
    const removed = await removeKey('RELA00000003');
    for (const username of ['buyer2', 'realtor', 'lead']) {
      expect((await call('POST', undo(removed.undoToken!), username)).statusCode).toBe(404);
    }
    expect((await keysOf('buyer2')).listingKeys).toEqual([]);
    expect((await call('POST', undo('3f1c2a7e-1d2b-4c5d-8e9f-0a1b2c3d4e5f'))).statusCode).toBe(404);
    expect((await call('POST', undo('not-a-token'))).statusCode).toBe(400);
    expect((await keysOf()).listingKeys).toEqual(['RELA00000001', 'RELA00000002']);
  });

  it('leaves a home the buyer has again as it is', async () => {
    const removed = await removeKey('RELA00000003');
    await world.give('buyer', [{ listingKey: 'RELA00000003' }]);
    const response = await call('POST', undo(removed.undoToken!));
    expect(undoRemovalResponseSchema.parse(response.json()).listingKeys).toEqual([]);
    expect((await keysOf()).listingKeys).toEqual(['RELA00000001', 'RELA00000002', 'RELA00000003']);
  });

  it('needs a signed-in user', async () => {
    const removed = await removeKey('RELA00000003');
    const response = await world.t.app.inject({ method: 'POST', url: undo(removed.undoToken!) });
    expect(response.statusCode).toBe(401);
  });
});
