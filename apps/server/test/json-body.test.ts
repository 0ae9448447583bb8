import { errorBodySchema, serverMessages } from '@rela/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildHomesWorld, type HomesWorld } from './homes-world';

const json = { 'content-type': 'application/json' };

describe('a POST that says application/json', () => {
  let world: HomesWorld;
  beforeAll(async () => {
    world = await buildHomesWorld('pglite');
    await world.give('buyer', [{ listingKey: 'RELA00000001' }]);
  });
  afterAll(() => world.close());

  /** A POST with the JSON content type and this payload, or with neither. */
  const post = async (url: string, as: string | null, payload?: string) =>
    world.t.app.inject({
      method: 'POST',
      url,
      headers: { ...(as ? await world.as(as) : {}), ...(payload === undefined ? {} : json) },
      ...(payload === undefined ? {} : { payload }),
    });

  it.each([
    // [call, status, url, signed in as]
    ['like', 200, '/api/rela/properties/liked/RELA00000001', 'buyer'],
    ['unlike', 200, '/api/rela/properties/unliked/RELA00000001', 'buyer'],
    ['send a password-change code', 200, '/api/dashboard/send-password-change-code', 'realtor'],
    ['refresh with no token at all', 401, '/api/refresh-access-token', null],
    ['logout', 200, '/api/logout', 'lead'],
  ])('with an empty body is an empty object: %s answers %i', async (_name, status, url, as) => {
    const response = await post(url, as, '');
    expect(response.statusCode, response.body).toBe(status);
  });

  it.each([
    ['the main API login', '/api/login', null],
    ['an invitation', '/api/dashboard/invite-user', 'realtor'],
    ['the assistant login', '/assistant/login', null],
  ])('with an empty body still answers 400 where a body is required: %s', async (_n, url, as) => {
    for (const response of [await post(url, as, ''), await post(url, as)]) {
      expect(response.statusCode, response.body).toBe(400);
      expect(errorBodySchema.parse(response.json()).code).toBe('VALIDATION');
    }
  });

  it('answers an anonymous chat message 401 before reading its body (ADR 016: the guard first)', async () => {
    for (const response of [
      await post('/assistant/chat', null, ''),
      await post('/assistant/chat', null),
    ]) {
      expect(response.statusCode, response.body).toBe(401);
    }
  });

  it.each(['{', '{"listing_key": ', 'null x', '   '])(
    'answers 400 to malformed JSON %j',
    async (payload) => {
      const response = await post('/api/rela/properties/liked/RELA00000001', 'buyer', payload);
      expect(response.statusCode).toBe(400);
      expect(errorBodySchema.parse(response.json()).message).toBe(serverMessages.validation);
    },
  );
});
