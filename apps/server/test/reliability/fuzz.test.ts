import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertReplicaListings } from '../search-world';
import { drivers } from '../db';
import { startEmbeddedMls, type EmbeddedMls } from './embedded-mls';
import { discoverTargets, type Targets } from './fuzz-targets';
import { fuzz } from './fuzz-session';
import { recordFigures, runs } from './tally';
import { buildWorld, type World } from './world';

/**
 * Bad input, everywhere (REQ-SEC-INPUT, REQ-REL-500): requests derived from the OpenAPI document
 * of both APIs (valid ones and every malformed kind), plus junk for the routes it does not describe,
 * signed in as each role, as nobody, as a deleted user and with forged tokens.
 */
describe.each(drivers)('every endpoint under generated input (%s)', (driver) => {
  let mls: EmbeddedMls;
  let world: World;
  let targets: Targets;
  beforeAll(async () => {
    mls = await startEmbeddedMls();
    world = await buildWorld({ driver, env: mls.env });
    // The replica holds the MLS's listings, so searches with real places find real rows.
    await insertReplicaListings(world.db, mls.dataset.properties);
    targets = await discoverTargets(world, mls);
  }, 120_000);
  afterAll(async () => {
    await world.close();
    await mls.close();
  });

  it('finds the endpoints by itself', () => {
    const ids = targets.operations.map((operation) => operation.id);
    expect(ids).toContain('POST /api/login');
    expect(ids.some((id) => id.startsWith('POST /assistant/'))).toBe(true);
    // The calls of notes, the activity feed and tours (ADRs 032 to 034).
    for (const call of [
      'GET /api/rela/listings/{listingKey}/notes',
      'POST /api/rela/listings/{listingKey}/notes',
      'PATCH /api/rela/listings/{listingKey}/notes/{id}',
      'DELETE /api/rela/listings/{listingKey}/notes/{id}',
      'POST /api/rela/activity/view',
      'GET /api/rela/activity',
      'GET /api/rela/activity/counts',
      'GET /api/rela/tours',
      'POST /api/rela/tours',
      'POST /api/rela/tours/{id}/transition',
      'POST /api/rela/tours/{id}/verdict',
      'GET /api/rela/tours/{id}.ics',
      // Moving a buyer to another realtor (REQ-TEAM-MOVE-BUYER).
      'POST /api/rela/buyers/{username}/realtor',
      // The unsubscribe link's page, its one-click POST and Resubscribe (ADR 029).
      'GET /api/unsubscribe',
      'POST /api/unsubscribe',
      'POST /api/unsubscribe/resubscribe',
      // What a home costs a month and the defaults behind it (ADR 051).
      'GET /api/rela/listings/{listingKey}/monthly-cost',
      'GET /api/rela/cost-defaults',
      'PUT /api/rela/cost-defaults',
      // The push calls (ADR 052).
      'GET /api/push/public-key',
      'POST /api/push/subscriptions',
      'GET /api/push/subscriptions',
      'DELETE /api/push/subscriptions/{id}',
      // The team's performance, its attention list and its CSV (ADR 053).
      'GET /api/rela/team-performance',
      'GET /api/rela/team-performance/attention',
      'GET /api/rela/team-performance.csv',
    ])
      expect(ids).toContain(call);
  });

  it('answers no 5xx, leaks nothing, and a refused request changes no table', async () => {
    const tally = await fuzz(world.t.app, world.db, targets.requests, runs(250));
    const mlsBadRequests = mls.answers.filter((answer) => answer.code === 'BadRequest');
    recordFigures(`fuzz (${driver})`, {
      requestsFuzzed: tally.requests,
      fiveHundreds: tally.fiveHundreds,
      bodyLeaks: tally.leaks,
      rejectedThatChangedData: tally.refusedThatChanged,
      notes: [
        `${targets.operations.length} documented operations, ${targets.hidden.length} undocumented routes`,
        `statuses ${JSON.stringify(tally.byStatus)}`,
        `families ${JSON.stringify(tally.byFamily)}`,
        `MLS requests ${mls.answers.length}, of which BadRequest ${mlsBadRequests.length}`,
      ],
    });
    expect(tally.findings).toEqual([]);
    // A filter that user input broke would come back from the MLS as BadRequest.
    expect(mlsBadRequests).toEqual([]);
  }, 300_000);
});
