import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { meetsPasswordRules, tokens, registrationMessages } from '@rela/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { outbox, users } from '../db/schema';
import { manualClock } from '../platform/clock';
import { passwords } from '../platform/passwords';
import { createMemoryLimitStore } from '../platform/rate-limit/memory-limit-store';
import { buildInstance } from '../../test/instance';
import { serverPidFile, writeServerPidFile } from './server-pid-file';

const serverDir = path.resolve(import.meta.dirname, '../..');

type Run = { code: number | null; stdout: string; stderr: string };

/** Runs the command as `npm run user:create` does, on its own data directory. */
const createUser = (args: string[], dataDir: string) =>
  new Promise<Run>((resolve, reject) => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test' };
    for (const key of ['DATABASE_URL', 'PUBLIC_URL', 'SEED_DEMO']) delete env[key];
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/create-user.ts', ...args], {
      cwd: serverDir,
      env,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });

const owner = [
  '--role',
  'company-owner',
  '--username',
  'Margaret',
  '--email',
  'margaret@rela.example',
  '--first-name',
  'Margaret',
  '--last-name',
  'Ellison',
];

// Each test starts the command as its own Node process (tsx, PGlite, the migrations on a first
// start), up to three times: on a busy 2-core machine that outlasts the default 30 s.
const SPAWNING_TEST_MS = 120_000;

describe('npm run user:create', { timeout: SPAWNING_TEST_MS }, () => {
  const dataDirs: string[] = [];
  const freshDataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rela-user-create-'));
    dataDirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('creates a FORCE_CHANGE_PASSWORD user, queues the e-mail and prints the temporary password', async () => {
    const dataDir = freshDataDir();
    const before = Date.now();
    const run = await createUser(owner, dataDir);
    const after = Date.now();
    expect(run.code, run.stderr).toBe(0);
    const temporaryPassword = /Temporary password: (\S+)/.exec(run.stdout)?.[1] ?? '';
    expect(meetsPasswordRules(temporaryPassword)).toBe(true);
    expect(run.stdout).toContain('email "account-created" queued');
    expect(run.stdout).toContain('m***@rela.example');

    const database = await openDatabase({ kind: 'pglite', dir: path.join(dataDir, 'pglite') });
    try {
      const [user] = await database.db.select().from(users).where(eq(users.username, 'margaret'));
      expect(user).toMatchObject({
        role: 'company-owner',
        email: 'margaret@rela.example',
        firstName: 'Margaret',
        lastName: 'Ellison',
        status: 'FORCE_CHANGE_PASSWORD',
        supervisorId: null,
      });
      const expires = user?.temporaryPasswordExpiresAt?.getTime() ?? 0;
      expect(expires).toBeGreaterThanOrEqual(before + tokens.temporaryPasswordTtlMs);
      expect(expires).toBeLessThanOrEqual(after + tokens.temporaryPasswordTtlMs);
      expect(await passwords.verify(user?.passwordHash ?? '', temporaryPassword)).toBe(true);

      const mails = await database.db.select().from(outbox);
      expect(mails).toEqual([
        expect.objectContaining({
          kind: 'account-created',
          recipient: 'margaret@rela.example',
          status: 'pending',
        }),
      ]);
      expect(mails[0]?.bodyText).toContain('Your username is “margaret”');
      expect(mails[0]?.bodyText).toContain(temporaryPassword);

      // The new owner signs in: 206, then completes the registration.
      const clock = manualClock(new Date());
      const limits = createMemoryLimitStore();
      const app = await buildInstance({ database, limits, clock });
      try {
        const login = await app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { username: 'margaret', password: temporaryPassword },
        });
        expect(login.statusCode).toBe(206);
        const complete = await app.inject({
          method: 'POST',
          url: '/api/complete-user-registration',
          payload: {
            username: 'margaret',
            newPassword: 'Owner-pass-2026!',
            challenge: login.json<{ challenge: string }>().challenge,
          },
        });
        expect(complete.json()).toEqual({ status: 200, message: registrationMessages.completed });
      } finally {
        await app.close();
        await limits.close();
      }
    } finally {
      await database.close();
    }

    const again = await createUser(owner, dataDir);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('The username "margaret" is taken.');

    const realtor = await createUser(
      [
        '--role',
        'realtor',
        '--username',
        'sofia',
        '--email',
        'sofia@rela.example',
        '--first-name',
        'Sofia',
        '--last-name',
        'Ramirez',
        '--supervisor',
        'margaret',
      ],
      dataDir,
    );
    expect(realtor.code).toBe(1);
    expect(realtor.stderr).toContain('A Realtor cannot report to "margaret", a Company Owner.');
  });

  it('exits 2 with a clear message on bad arguments, before touching any database', async () => {
    const dataDir = freshDataDir();
    const missing = await createUser(['--role', 'boss', '--username', 'x'], dataDir);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain(
      '--role must be one of company-owner, team-leader, realtor, buyer.',
    );
    expect(missing.stderr).toContain('--email is required.');
    expect(missing.stderr).toContain('--first-name is required.');
    expect(missing.stderr).toContain('Usage: npm run user:create');

    const unknown = await createUser([...owner, '--colour', 'blue'], dataDir);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("Unknown option '--colour'");

    const badEmail = await createUser(
      owner.map((arg) => (arg === 'margaret@rela.example' ? 'nope' : arg)),
      dataDir,
    );
    expect(badEmail.code).toBe(2);
    expect(badEmail.stderr).toContain('--email "nope" is not a valid e-mail address.');
    expect(badEmail.stderr).not.toMatch(/\n\s+at /);
  });

  it('refuses while the server runs on the same PGlite database; main.ts removes server.pid on exit', async () => {
    const dataDir = freshDataDir();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PORT: '0',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(dataDir, 'no-web'),
    };
    for (const key of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'PUBLIC_URL']) delete env[key];
    const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env,
    });
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    try {
      await new Promise<void>((resolve) => {
        let output = '';
        // The banner is on stderr when stdout is not a terminal (stdout keeps JSON log lines).
        server.stderr.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('Rela is running')) resolve();
        });
      });
      expect(readFileSync(serverPidFile(dataDir), 'utf8').trim()).toBe(String(server.pid));
      const refused = await createUser(owner, dataDir);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`the Rela server (pid ${server.pid}`);
      server.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(existsSync(serverPidFile(dataDir))).toBe(false);
    } finally {
      server.kill('SIGKILL');
    }
  });

  it('refuses while server.pid names a live process, and runs when it is stale', async () => {
    const dataDir = freshDataDir();
    writeServerPidFile(dataDir, process.pid);
    const refused = await createUser(owner, dataDir);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`the Rela server (pid ${process.pid}`);
    expect(refused.stderr).toContain('Stop it');

    writeFileSync(serverPidFile(dataDir), '2147483646\n');
    const stale = await createUser(owner, dataDir);
    expect(stale.code, stale.stderr).toBe(0);
  });
});
