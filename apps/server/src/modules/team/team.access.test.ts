import { getUsersResponseSchema, roles, supervisorInfoResponseSchema } from '@rela/contracts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../../../test/db';
import { buyerHomes } from '../../db/schema';
import { branchUsers, buildTeamWorld, teamSnapshot, type TeamWorld } from './test-support';

type Walk = { call: string; status: number; body: string };

const levelOf = (username: string) => {
  const role = branchUsers.find(([name]) => name === username)?.[1] ?? 'buyer';
  return roles.indexOf(role);
};
const branchOf = (username: string) => username.replace(/\D/g, '');

/** What deleting `target` answers `actor`; undefined for a direct subordinate (theirs to delete). */
const deleteStatus = (actor: string, target: string) => {
  if (actor === target) return 400;
  if (branchOf(actor) !== branchOf(target)) return 404;
  const below = levelOf(target) - levelOf(actor);
  if (below === 1) return undefined;
  return below >= 2 ? 403 : 404;
};

/**
 * REQ-SEC-ACCESS for the team: every role against every team call on someone else's data gets 404 or 403
 * (400 for yourself, 409 for a registered e-mail) and the database is unchanged.
 */
describe.each(drivers)('team calls on data that is not yours (%s)', (driver) => {
  let world: TeamWorld;
  beforeAll(async () => {
    world = await buildTeamWorld(driver);
    const buyers = branchUsers.filter(([, role]) => role === 'buyer');
    await world.t.db.insert(buyerHomes).values(
      buyers.map(([username], position) => ({
        buyerId: world.ids[username] ?? '',
        listingKey: `RELA${position}`,
        position: 0,
      })),
    );
    for (const [inviter, email] of [
      ['realtor1', 'pending1@example.com'],
      ['lead2', 'pending2@example.com'],
    ] as const) {
      const response = await world.t.app.inject({
        method: 'POST',
        url: '/api/dashboard/invite-user',
        headers: await world.as(inviter),
        payload: { email },
      });
      expect(response.statusCode).toBe(201);
    }
  });
  afterAll(() => world.close());

  const walk = async (actor: string): Promise<Walk[]> => {
    const headers = await world.as(actor);
    const answers: Walk[] = [];
    const send = async (call: string, options: InjectOptions) => {
      const response = await world.t.app.inject(options);
      answers.push({ call, status: response.statusCode, body: response.body });
    };
    const others = branchUsers.map(([name]) => name);
    for (const target of others) {
      if (deleteStatus(actor, target) !== undefined)
        await send(`delete ${target}`, {
          method: 'DELETE',
          url: '/api/rela/users',
          headers,
          payload: { username: target, role: 'company-owner', supervisorId: null },
        });
      if (branchOf(target) !== branchOf(actor) || levelOf(target) <= levelOf(actor)) {
        await send(`listing-keys ${target}`, {
          url: `/api/rela/buyers/${target}/listing-keys`,
          headers,
        });
      }
      await send(`invite ${target}`, {
        method: 'POST',
        url: `/api/dashboard/invite-user?clientEmail=${target}@rela.example`,
        headers,
        payload: { userType: 'company-owner' },
      });
    }
    const foreignPending =
      branchOf(actor) === '1' ? 'pending2@example.com' : 'pending1@example.com';
    await send(`delete ${foreignPending}`, {
      method: 'DELETE',
      url: '/api/rela/users',
      headers,
      payload: { username: foreignPending },
    });
    await send('get-users', { url: `/api/dashboard/get-users?username=${others[5]}`, headers });
    await send('my-supervisor-info', {
      url: '/api/dashboard/my-supervisor-info?username=lead2',
      headers,
    });
    return answers;
  };

  const expected = (actor: string, call: string): number | undefined => {
    const [kind, target = ''] = call.split(' ');
    if (kind === 'get-users' || kind === 'my-supervisor-info') return 200;
    if (kind === 'delete') return target.includes('@') ? 404 : deleteStatus(actor, target);
    if (kind === 'invite') return levelOf(actor) === 3 ? 403 : 409;
    return actor === target && levelOf(actor) === 3 ? 200 : 404;
  };

  it.each(branchUsers.map(([username]) => username))(
    'walks %s through every call and changes nothing',
    async (actor) => {
      const before = await teamSnapshot(world.t.db);
      const answers = await walk(actor);
      for (const answer of answers) {
        const status = expected(actor, answer.call);
        expect(answer.status, `${actor}: ${answer.call}`).toBe(status);
      }
      const otherBranch = branchOf(actor) === '1' ? '2' : '1';
      for (const answer of answers.filter((a) => a.status === 200)) {
        expect(answer.body).not.toContain(`${otherBranch}@rela.example`);
        expect(answer.body).not.toContain(`${otherBranch}a@rela.example`);
        expect(answer.body).not.toContain(`Branch${otherBranch}`);
      }
      const team = answers.find((a) => a.call === 'get-users');
      getUsersResponseSchema.parse(JSON.parse(team?.body ?? ''));
      const card = answers.find((a) => a.call === 'my-supervisor-info');
      supervisorInfoResponseSchema.parse(JSON.parse(card?.body ?? ''));
      expect(await teamSnapshot(world.t.db)).toEqual(before);
    },
  );
});
