import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client';
import { changedTables, snapshotDb, type DbSnapshot } from './db-snapshot';
import type { FuzzRequest } from './request-arbitrary';
import { problemsWith } from './response-checks';

export type Finding = { request: string; problems: string[] };

export type FuzzTally = {
  requests: number;
  fiveHundreds: number;
  leaks: number;
  refusedThatChanged: number;
  byStatus: Record<number, number>;
  byFamily: Record<string, number>;
  findings: Finding[];
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const same = (a: DbSnapshot, b: DbSnapshot) => changedTables(a, b).length === 0;

/**
 * Waits until the database stops changing (replies that the assistant writes in the background
 * after an accepted message), so that they are not taken for a change by the next request.
 */
const settle = async (db: Db, quietMs = 150, maxMs = 5_000) => {
  const until = Date.now() + maxMs;
  let last = await snapshotDb(db);
  while (Date.now() < until) {
    await sleep(quietMs);
    const next = await snapshotDb(db);
    if (same(last, next)) return next;
    last = next;
  }
  return last;
};

const describe = (request: FuzzRequest) =>
  `${request.method} ${request.url.slice(0, 200)} as ${request.as} [${request.family}]` +
  (request.payload === undefined ? '' : ` body ${request.payload.slice(0, 200)}`);

/**
 * Sends generated requests one by one and checks each answer against the bar: no 5xx, no internals
 * in the body, and a refused request (4xx) leaves every table as it was.
 */
export const fuzz = async (
  app: FastifyInstance,
  db: Db,
  requests: fc.Arbitrary<FuzzRequest>,
  numRuns: number,
  seed?: number,
): Promise<FuzzTally> => {
  const tally: FuzzTally = {
    requests: 0,
    fiveHundreds: 0,
    leaks: 0,
    refusedThatChanged: 0,
    byStatus: {},
    byFamily: {},
    findings: [],
  };
  let before = await snapshotDb(db);
  await fc.assert(
    fc.asyncProperty(requests, async (request) => {
      const response = await app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: request.headers,
        ...(request.payload === undefined ? {} : { payload: request.payload }),
      });
      tally.requests += 1;
      tally.byStatus[response.statusCode] = (tally.byStatus[response.statusCode] ?? 0) + 1;
      tally.byFamily[request.family] = (tally.byFamily[request.family] ?? 0) + 1;
      const problems = problemsWith(request.url, request.method, response);
      if (response.statusCode >= 500) tally.fiveHundreds += 1;
      if (problems.some((problem) => problem.startsWith('body leaks'))) tally.leaks += 1;
      if (response.statusCode >= 400) {
        const after = await snapshotDb(db);
        const changed = changedTables(before, after);
        if (changed.length > 0) {
          tally.refusedThatChanged += 1;
          problems.push(`refused with ${response.statusCode} but changed ${changed.join(', ')}`);
        }
        before = after;
      } else {
        before = request.url.startsWith('/assistant') ? await settle(db) : await snapshotDb(db);
      }
      if (problems.length > 0) tally.findings.push({ request: describe(request), problems });
      return true;
    }),
    { numRuns, ...(seed === undefined ? {} : { seed }), endOnFailure: true },
  );
  return tally;
};
