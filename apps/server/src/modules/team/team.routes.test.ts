import { getUsersResponseSchema, supervisorInfoResponseSchema } from '@rela/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../../../test/db';
import { buyerHomes } from '../../db/schema';
import { buildTeamWorld, type TeamWorld } from './test-support';

describe.each(drivers)('get-users and my-supervisor-info (%s)', (driver) => {
  let world: TeamWorld;
  beforeAll(async () => {
    world = await buildTeamWorld(driver);
    await world.t.db.insert(buyerHomes).values([
      { buyerId: world.ids.buyer1a ?? '', listingKey: 'RELA2', position: 1 },
      { buyerId: world.ids.buyer1a ?? '', listingKey: 'RELA1', position: 0 },
    ]);
    const invited = await world.t.app.inject({
      method: 'POST',
      url: '/api/dashboard/invite-user',
      headers: await world.as('realtor1'),
      payload: { email: 'pending@example.com' },
    });
    expect(invited.statusCode).toBe(201);
  });
  afterAll(() => world.close());

  const get = async (url: string, username: string) => {
    const response = await world.t.app.inject({ url, headers: await world.as(username) });
    expect(response.statusCode).toBe(200);
    return response.json<unknown>();
  };
  const team = async (username: string) =>
    getUsersResponseSchema.parse(await get('/api/dashboard/get-users', username)).data.usersInfo;
  const supervisor = async (username: string) =>
    supervisorInfoResponseSchema.parse(await get('/api/dashboard/my-supervisor-info', username))
      .data;

  it('shows a realtor their buyers with listing keys, then their pending invitees', async () => {
    expect(await team('realtor1')).toEqual([
      {
        userId: 'buyer1a@rela.example',
        username: 'buyer1a',
        firstName: 'Buyer',
        lastName: 'Branch1',
        profilePicURL: null,
        properties: ['RELA1', 'RELA2'],
        registrationStatus: 'completed',
        role: 'buyer',
        // A buyer's household (ADR 049): a buyer alone is a household of one, with their id.
        householdId: world.ids.buyer1a,
      },
      expect.objectContaining({ username: 'buyer1b', properties: [] }),
      {
        userId: 'pending@example.com',
        username: 'pending@example.com',
        firstName: null,
        lastName: null,
        profilePicURL: null,
        properties: [],
        registrationStatus: 'pending',
        role: 'buyer',
      },
    ]);
  });

  it('nests the tree for a lead and an owner, and stays inside the branch', async () => {
    const lead = await team('lead1');
    expect(lead.map((entry) => entry.username)).toEqual(['realtor1']);
    expect(lead[0]?.children?.map((entry) => entry.username)).toEqual(['buyer1a', 'buyer1b']);
    const owner = await team('owner2');
    expect(owner.map((entry) => entry.username)).toEqual(['lead2']);
    expect(owner[0]?.children?.map((entry) => entry.username)).toEqual(['realtor2']);
    expect(owner[0]?.children?.[0]?.children?.map((entry) => entry.username)).toEqual([
      'buyer2a',
      'buyer2b',
    ]);
    expect(await team('buyer1a')).toEqual([]);
  });

  it("gives a buyer their realtor and the realtor's team lead", async () => {
    expect(await supervisor('buyer1a')).toEqual({
      supervisorFirstName: 'Realtor',
      supervisorLastName: 'Branch1',
      supervisorFullName: 'Realtor Branch1',
      supervisorEmail: 'realtor1@rela.example',
      supervisorProfileImage: null,
      supervisorRole: 'realtor',
      supervisorPhone: '+15550000002',
      realtorFirstName: 'Realtor',
      realtorLastName: 'Branch1',
      realtorEmail: 'realtor1@rela.example',
      realtorProfileImage: null,
      realtorPhone: '+15550000002',
      teamLeadFullName: 'Lead Branch1',
    });
  });

  it('gives a realtor the team lead, a lead the owner, and an owner nulls', async () => {
    expect(await supervisor('realtor2')).toMatchObject({
      supervisorFullName: 'Lead Branch2',
      supervisorRole: 'team-leader',
      realtorEmail: null,
      teamLeadFullName: 'Lead Branch2',
    });
    expect(await supervisor('lead1')).toMatchObject({
      supervisorFullName: 'Owner Branch1',
      supervisorRole: 'company-owner',
      realtorEmail: null,
      teamLeadFullName: null,
    });
    const owner = await supervisor('owner1');
    expect(Object.values(owner).every((value) => value === null)).toBe(true);
  });

  it('wants a sign-in', async () => {
    for (const url of ['/api/dashboard/get-users', '/api/dashboard/my-supervisor-info']) {
      expect((await world.t.app.inject({ url })).statusCode).toBe(401);
    }
  });
});
