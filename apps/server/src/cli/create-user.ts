import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createUserWithTemporaryPassword, CreateUserError } from '../modules/recovery';
import { systemClock } from '../platform/clock';
import type { OutboxLogger } from '../platform/outbox';
import { createUserUsage, parseCreateUserArgs } from './create-user-args';
import { runningServerPid, serverPidFile } from './server-pid-file';

/** Exit codes: 0 created, 1 could not create (see the message), 2 bad arguments. */
const exitCodes = { created: 0, failed: 1, badArguments: 2 } as const;

const say = (text: string) => process.stdout.write(`${text}\n`);
const complain = (text: string) => process.stderr.write(`${text}\n`);

/** The queued-e-mail line (kind, masked recipient, where to read it) goes to the terminal. */
const line = (details: Record<string, unknown>, message: string) =>
  typeof details.to === 'string' ? `${message} (to ${details.to})` : message;
const terminalLogger: OutboxLogger = {
  info: (details, message) => say(line(details, message)),
  warn: (details, message) => complain(line(details, message)),
  error: (details, message) => complain(line(details, message)),
};

const run = async (argv: string[]): Promise<number> => {
  const parsed = parseCreateUserArgs(argv);
  if (parsed.kind === 'help') {
    say(createUserUsage);
    return exitCodes.created;
  }
  if (parsed.kind === 'invalid') {
    complain(`user:create: ${parsed.problems.join('\n  ')}\n\n${createUserUsage}`);
    return exitCodes.badArguments;
  }
  const config = loadConfig();
  if (!config.DATABASE_URL) {
    const pid = runningServerPid(config.dataDir);
    if (pid !== null) {
      complain(
        `user:create: the Rela server (pid ${pid}, see ${serverPidFile(config.dataDir)}) is running on ` +
          'this PGlite database, which only one process may open. Stop it, run this command, then start it again.',
      );
      return exitCodes.failed;
    }
  }
  const database = await openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL, poolSize: 1 }
      : { kind: 'pglite', dir: path.join(config.dataDir, 'pglite') },
  );
  try {
    await database.migrate();
    const { user, temporaryPassword } = await createUserWithTemporaryPassword(
      { db: database.db, clock: systemClock, config },
      parsed.user,
      terminalLogger,
    );
    say(
      `Created ${user.role} "${user.username}" <${user.email}>; the temporary password expires ` +
        `${user.temporaryPasswordExpiresAt?.toISOString() ?? 'never'}.`,
    );
    say(`Temporary password: ${temporaryPassword}`);
    return exitCodes.created;
  } finally {
    await database.close();
  }
};

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof CreateUserError || error instanceof ConfigError) {
      complain(`user:create: ${error.message}`);
    } else {
      complain(
        `user:create failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
    }
    process.exit(exitCodes.failed);
  },
);
