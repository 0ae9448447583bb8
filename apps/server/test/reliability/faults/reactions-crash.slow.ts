import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { instantInZone, wallClockIn } from '@rela/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedMls, type EmbeddedMls } from '../embedded-mls';
import { freePort } from './private-postgres';
import { isolatedEnv, startServerProcess, type ServerProcess } from './server-process';

const DEMO_PASSWORD = 'Rela-demo-2026!';
const DAY = 24 * 60 * 60 * 1000;
const adminUrl = process.env.DATABASE_URL;

type Drive = { name: 'pglite' | 'postgres'; env: () => Promise<Record<string, string>> };

/** A database of its own on the suite's PostgreSQL, dropped at the end. */
const scratchPostgres = () => {
  const name = `rela_crash_${randomBytes(4).toString('hex')}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  const url = new URL(adminUrl ?? '');
  url.pathname = `/${name}`;
  return {
    create: async () => {
      await admin(`create database ${name}`);
      return url.toString();
    },
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
};

/**
 * REQ-REL and ADR 043: a crash between a change's commit and its reactions loses nothing and
 * doubles nothing. The real server runs with its reaction worker held (REACTIONS_HELD), a buyer
 * shares a note, asks for a tour, likes and removes homes, their realtor sends homes; the process
 * is killed with SIGKILL, started again normally, and every notice and feed line arrives once.
 */
describe('a crash between a change and its reactions', () => {
  let mls: EmbeddedMls;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rela-reactions-crash-'));
  const postgres = adminUrl ? scratchPostgres() : undefined;
  beforeAll(async () => {
    mls = await startEmbeddedMls({ count: 120 });
  });
  afterAll(async () => {
    await mls?.close();
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const drives: Drive[] = [
    { name: 'pglite', env: async () => ({ DATA_DIR: path.join(dataDir, 'pglite') }) },
    ...(postgres
      ? [
          {
            name: 'postgres' as const,
            env: async () => ({
              DATA_DIR: path.join(dataDir, 'postgres'),
              DATABASE_URL: await postgres.create(),
              SEED_DEMO: 'true',
            }),
          },
        ]
      : []),
  ];

  it.each(drives)('delivers each reaction once after a SIGKILL ($name)', async (drive) => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = isolatedEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      SEED_DEMO: 'true',
      DEMO_PASSWORD,
      WEB_DIST: path.join(dataDir, 'no-web'),
      MLS_SYNC_INTERVAL_SECONDS: '0',
      LOGIN_LIMIT_PER_MINUTE: '1000',
      IP_LIMIT_PER_MINUTE: '100000',
      ...mls.env,
      ...(await drive.env()),
    });
    const start = async (extra: Record<string, string> = {}) => {
      const server = startServerProcess([], { ...env, ...extra });
      await server.waitFor(/Rela is running/);
      return server;
    };
    const tokens = new Map<string, string>();
    const call = async (username: string, method: string, url: string, body?: unknown) => {
      if (!tokens.has(username)) {
        const login = await fetch(`${base}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username, password: DEMO_PASSWORD }),
        });
        expect(login.status, await login.clone().text()).toBe(200);
        tokens.set(username, ((await login.json()) as { accessToken: string }).accessToken);
      }
      const answer = await fetch(`${base}${url}`, {
        method,
        headers: {
          authorization: `Bearer ${tokens.get(username)}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      const text = await answer.text();
      expect(answer.status, `${method} ${url}: ${text}`).toBeLessThan(300);
      return JSON.parse(text || '{}') as Record<string, unknown>;
    };
    const notices = async (username: string, kind: string) =>
      (
        (await call(username, 'GET', '/api/notifications?limit=50')).items as { kind: string }[]
      ).filter((notice) => notice.kind === kind).length;
    const lines = async (kind: string) =>
      (
        (await call('realtor', 'GET', '/api/rela/activity?buyer=buyer')).items as { kind: string }[]
      ).filter((line) => line.kind === kind).length;
    const tally = async () => ({
      noteNotice: await notices('realtor', 'note-shared'),
      tourNotice: await notices('realtor', 'tour-requested'),
      homesNotice: await notices('buyer', 'homes-added'),
      noted: await lines('noted'),
      tourLine: await lines('tour-requested'),
      liked: await lines('liked'),
      removed: await lines('removed'),
    });
    const once = {
      noteNotice: 1,
      tourNotice: 1,
      homesNotice: 1,
      noted: 1,
      tourLine: 1,
      liked: 1,
      removed: 1,
    };

    let server: ServerProcess = await start({ REACTIONS_HELD: 'true' });
    try {
      const listed = (await call('buyer', 'GET', '/api/rela/my-listing-keys'))
        .listingKeys as string[];
      const [noted, toured, liked, removed] = listed;
      const fresh = mls.dataset.properties
        .map((property) => property.ListingKey)
        .filter((key) => !listed.includes(key))
        .slice(0, 2);
      await call('buyer', 'POST', `/api/rela/listings/${noted}/notes`, { text: 'Crash-proof?' });
      const zone = 'America/Chicago';
      const tomorrow = wallClockIn(Date.now() + DAY, zone).date;
      const at = Date.parse(instantInZone(tomorrow, '13:00', zone) ?? '');
      await call('buyer', 'POST', '/api/rela/tours', {
        listingKey: toured,
        windows: [
          { start: new Date(at).toISOString(), end: new Date(at + 3_600_000).toISOString() },
        ],
        note: '',
      });
      await call('buyer', 'POST', `/api/rela/properties/liked/${liked}`);
      await call('buyer', 'DELETE', `/api/rela/my-listing-keys/${removed}?reason=size`);
      await call('realtor', 'POST', '/api/rela/buyers/buyer/listing-keys', { listingKeys: fresh });
      // Held: every change is saved, none of its reactions has run.
      expect(await tally()).toEqual({
        noteNotice: 0,
        tourNotice: 0,
        homesNotice: 0,
        noted: 0,
        tourLine: 0,
        liked: 0,
        removed: 0,
      });

      server.child.kill('SIGKILL');
      await server.exited;
      const restartedAt = performance.now();
      server = await start();
      tokens.clear();
      let arrived = await tally();
      while (JSON.stringify(arrived) !== JSON.stringify(once)) {
        if (performance.now() - restartedAt > 30_000)
          throw new Error(`not all reactions arrived: ${JSON.stringify(arrived)}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
        arrived = await tally();
      }
      console.log(
        `reactions after the restart (${drive.name}): all in ${Math.round(performance.now() - restartedAt)} ms`,
      );
      // Still once a while later: nothing is run twice.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect(await tally()).toEqual(once);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
});
