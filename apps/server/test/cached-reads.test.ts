/**
 * The reads kept in memory (ADR 012) against every way their rows change: each write path is
 * followed at once by the read the web app makes, which must show the change. A writer that forgot
 * to announce its change fails here.
 */
import { apiPaths, defaultProductSlug, withProduct } from '@rela/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/users';
import {
  buildAssistantWorld,
  plainListings,
  spelledOut,
  type AssistantWorld,
} from './assistant-world';
import { codeIn, messagesOf } from '../src/modules/account/test-support';
import { bearer, loginAs, TEST_PASSWORD } from './app';
import { drivers } from './db';

const NEW_PASSWORD = 'Another-pass-2026!';

describe.each(drivers)('cached reads follow every write (%s)', (driver) => {
  let world: AssistantWorld;
  const app = () => world.t.app;
  beforeAll(async () => {
    world = await buildAssistantWorld(driver);
  });
  afterAll(() => world.close());

  const read = async (url: string, token: string) => {
    const response = await app().inject({ url: `/api${url}`, headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const send = async (
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    token: string,
    payload?: object,
  ) => {
    const response = await app().inject({
      method,
      url: `/api${url}`,
      headers: bearer(token),
      payload,
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response;
  };
  const homesOf = async (username: string) =>
    (await read(
      withProduct(apiPaths.myListingKeys, defaultProductSlug),
      await world.mainToken(username),
    )) as {
      listingKeys: string[];
      likedKeys: string[];
    };
  const accountOf = async (token: string) =>
    (await read(apiPaths.myAccountInfo, token)) as Record<string, unknown>;

  it("a buyer's homes: Rela's add, like, unlike, remove, clear and undo, and the buyer's own like and remove", async () => {
    const [a, b] = plainListings();
    if (!a || !b) throw new Error('the dataset has too few plain listings');
    expect(await homesOf('buyer')).toMatchObject({ listingKeys: [], likedKeys: [] });

    await world.ask('buyer', `add ${spelledOut(a)}`);
    expect((await homesOf('buyer')).listingKeys).toEqual([a.ListingKey]);
    await world.ask('buyer', `add ${spelledOut(b)}`);
    await world.ask('buyer', `like ${spelledOut(b)}`);
    expect(await homesOf('buyer')).toMatchObject({
      listingKeys: [a.ListingKey, b.ListingKey],
      likedKeys: [b.ListingKey],
    });
    await world.ask('buyer', `unlike ${spelledOut(b)}`);
    expect((await homesOf('buyer')).likedKeys).toEqual([]);

    const token = await world.mainToken('buyer');
    await send(
      'POST',
      withProduct(apiPaths.likeProperty, defaultProductSlug).replace(':listingKey', a.ListingKey),
      token,
    );
    expect((await homesOf('buyer')).likedKeys).toEqual([a.ListingKey]);
    await send(
      'DELETE',
      withProduct(apiPaths.myListingKey, defaultProductSlug).replace(':listingKey', a.ListingKey),
      token,
    );
    expect((await homesOf('buyer')).listingKeys).toEqual([b.ListingKey]);

    await world.ask('buyer', `remove ${spelledOut(b)}`);
    expect((await homesOf('buyer')).listingKeys).toEqual([]);
    await world.ask('buyer', `add ${spelledOut(a)}`);
    await world.ask('buyer', 'clear all properties');
    expect((await homesOf('buyer')).listingKeys).toEqual([a.ListingKey]);
    await world.ask('buyer', 'Yes');
    expect((await homesOf('buyer')).listingKeys).toEqual([]);
    await world.ask('buyer', 'Undo');
    expect((await homesOf('buyer')).listingKeys).toEqual([a.ListingKey]);
  });

  it("a realtor adding a home for a buyer shows on that buyer's list", async () => {
    const [, , c] = plainListings();
    if (!c) throw new Error('the dataset has too few plain listings');
    expect((await homesOf('buyer2')).listingKeys).toEqual([]);
    await world.ask('realtor', `add ${spelledOut(c)} for Bob Stone`);
    expect((await homesOf('buyer2')).listingKeys).toEqual([c.ListingKey]);
  });

  it('the account: names, a confirmed e-mail change, a password change', async () => {
    const token = await world.mainToken('buyer3');
    await accountOf(token);
    await send('PUT', apiPaths.usersMe, token, { firstName: 'Janet' });
    expect((await accountOf(token)).userFirstName).toBe('Janet');

    await send('POST', apiPaths.updateEmail, token, { userEmail: 'janet.new@rela.example' });
    const [mail] = await messagesOf(world.t.db, 'email-verification-code');
    await send('POST', apiPaths.confirmEmail, token, { confirmationCode: codeIn(mail) });
    expect((await accountOf(token)).userEmail).toBe('janet.new@rela.example');

    // The password change ends the other sessions and keeps this one; the chat check hears it too.
    const chat = await world.chatToken('buyer3');
    await send('POST', apiPaths.sendPasswordChangeCode, token, {});
    const [code] = await messagesOf(world.t.db, 'password-reset');
    await send('POST', apiPaths.changePassword, token, {
      confirmationCode: codeIn(code),
      newPassword: NEW_PASSWORD,
    });
    expect((await world.get('/update_dashboard', chat)).statusCode).toBe(401);
    expect(await loginAs(app(), 'buyer3', NEW_PASSWORD)).toBeTruthy();
    await expect(loginAs(app(), 'buyer3', TEST_PASSWORD)).rejects.toThrow();
  });

  it('a deleted user is signed out of the chat at once', async () => {
    const chat = await world.chatToken('buyer2');
    expect((await world.get('/update_dashboard', chat)).statusCode).toBe(200);
    await send(
      'DELETE',
      withProduct(apiPaths.deleteUser, defaultProductSlug),
      await world.mainToken('realtor'),
      {
        username: 'buyer2',
      },
    );
    expect((await world.get('/update_dashboard', chat)).statusCode).toBe(401);
    const [row] = await world.t.db.select().from(users).where(eq(users.username, 'buyer2'));
    expect(row).toBeUndefined();
  });
});
