import { invitedRole, roleLabels, tokens, type Role } from '@rela/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { enqueueMessage, type OutboxLogger } from '../../platform/outbox';
import { passwords } from '../../platform/passwords';
import { accountCreatedEmail } from './recovery-emails';
import { mailOptions, signInUrl } from './recovery-deps';
import { findTakenIdentity, findUserIdByUsername, insertUser } from './recovery.queries';
import { newTemporaryPassword } from './temporary-password';

export type NewUser = {
  role: Role;
  /** Already normalized (trimmed, lowercase). */
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  /** The username of the supervisor, one role above. */
  supervisor?: string;
};

export type CreatedUser = { user: UserRow; temporaryPassword: string };

/** Why a user could not be created; the message is for the operator. */
export class CreateUserError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CreateUserError';
  }
}

const supervisorIdOf = async (db: Db, user: NewUser) => {
  if (user.supervisor === undefined) return null;
  const supervisor = await findUserIdByUsername(db, user.supervisor);
  if (!supervisor) throw new CreateUserError(`No user is named "${user.supervisor}".`);
  if (invitedRole[supervisor.role] !== user.role) {
    throw new CreateUserError(
      `A ${roleLabels[user.role]} cannot report to "${user.supervisor}", a ${roleLabels[supervisor.role]}.`,
    );
  }
  return supervisor.id;
};

/**
 * Creates a FORCE_CHANGE_PASSWORD user with a random temporary password valid
 * `tokens.temporaryPasswordTtlMs`, and queues the account-created e-mail (username and temporary
 * password) in the same transaction. Answers the user and the temporary password, to be shown once.
 */
export const createUserWithTemporaryPassword = async (
  deps: { db: Db; clock: Clock; config: Pick<Config, 'isProduction' | 'publicUrl'> },
  user: NewUser,
  logger?: OutboxLogger,
): Promise<CreatedUser> => {
  const temporaryPassword = newTemporaryPassword();
  const passwordHash = await passwords.hash(temporaryPassword);
  return deps.db.transaction(async (tx) => {
    const taken = await findTakenIdentity(tx, user);
    if (taken === 'username')
      throw new CreateUserError(`The username "${user.username}" is taken.`);
    if (taken === 'email')
      throw new CreateUserError(`A user with the e-mail address ${user.email} exists already.`);
    const now = deps.clock.now();
    const expiresAt = new Date(now.getTime() + tokens.temporaryPasswordTtlMs);
    const row = await insertUser(tx, {
      username: user.username,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      role: user.role,
      supervisorId: await supervisorIdOf(tx, user),
      passwordHash,
      status: 'FORCE_CHANGE_PASSWORD',
      temporaryPasswordExpiresAt: expiresAt,
      createdAt: now,
      updatedAt: now,
    });
    await enqueueMessage(
      tx,
      accountCreatedEmail(row, { temporaryPassword, expiresAt, signInUrl: signInUrl(deps.config) }),
      mailOptions(deps, logger),
    );
    return { user: row, temporaryPassword };
  });
};
