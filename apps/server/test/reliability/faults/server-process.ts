import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';

const serverDir = path.resolve(import.meta.dirname, '../../..');

/** The environment without anything that points at shared state (the caller adds what it wants). */
export const isolatedEnv = (extra: Record<string, string>): NodeJS.ProcessEnv => {
  const env = { ...process.env };
  for (const key of [
    'DATABASE_URL',
    'REDIS_URL',
    'SMTP_URL',
    'PUBLIC_URL',
    'JWT_SECRET',
    'MLS_URL',
  ])
    delete env[key];
  return { ...env, ...extra };
};

export type ServerProcess = {
  child: ChildProcessWithoutNullStreams;
  output: () => string;
  waitFor: (pattern: RegExp, timeoutMs?: number) => Promise<void>;
  exited: Promise<number | null>;
};

/** `apps/server/src/main.ts` as its own process, its output kept. */
export const startServerProcess = (args: string[], env: NodeJS.ProcessEnv): ServerProcess => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', ...args], {
    cwd: serverDir,
    env,
  });
  let output = '';
  const waiters: { pattern: RegExp; resolve: () => void }[] = [];
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const waiter of [...waiters]) {
      if (waiter.pattern.test(output)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return {
    child,
    output: () => output,
    exited,
    waitFor: (pattern, timeoutMs = 60_000) =>
      new Promise<void>((resolve, reject) => {
        if (pattern.test(output)) return resolve();
        const timer = setTimeout(
          () => reject(new Error(`no ${pattern} within ${timeoutMs} ms:\n${output.slice(-3000)}`)),
          timeoutMs,
        );
        waiters.push({
          pattern,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      }),
  };
};
