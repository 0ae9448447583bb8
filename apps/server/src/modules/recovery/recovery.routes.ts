import {
  forgotUsernameMessages,
  passwordResetMessages,
  recoveryRoutes as calls,
  registrationMessages,
} from '@rela/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { InvalidationBus } from '../../platform/cache/invalidation-bus';
import type { Clock } from '../../platform/clock';
import { mountApi, type ApiAccess } from '../../platform/http/mount-api';
import type { LimitStore } from '../../platform/rate-limit/limit-store';
import type { SessionCache } from '../auth';
import { completeUserRegistration } from './complete-registration.service';
import { requestUsernameReminder } from './forgot-username.service';
import { confirmNewPassword, requestPasswordReset } from './password-reset.service';
import type { ResetAddress } from './recovery-deps';
import { logRecoveryEvent } from './recovery-events';

/** What the recovery routes take. */
export type RecoveryRoutesDeps = {
  api: ApiAccess;
  config: Config;
  database: Pick<Database, 'db'>;
  clock: Clock;
  limits: LimitStore;
  jwtSecret: Uint8Array;
  sessions?: SessionCache;
  invalidations?: InvalidationBus;
  resetAddress: ResetAddress;
};

/** The public recovery calls: forgot password and username, reset, first-time registration. */
export const recoveryRoutes: FastifyPluginAsync<{ deps: RecoveryRoutesDeps }> = async (
  app,
  { deps },
) => {
  const mount = mountApi(app, deps.api);
  const serviceDeps = {
    db: deps.database.db,
    clock: deps.clock,
    limits: deps.limits,
    jwtSecret: deps.jwtSecret,
    config: deps.config,
    sessions: deps.sessions,
    invalidations: deps.invalidations,
    resetAddress: deps.resetAddress,
  };

  mount(calls.forgotPassword, async ({ body: { username }, request }) => {
    const sent = await requestPasswordReset(serviceDeps, {
      username,
      address: request.ip,
      logger: request.log,
    });
    logRecoveryEvent(request, {
      action: 'forgot-password',
      outcome: sent ? 'code-sent' : 'unknown-user',
      username,
    });
    return { status: 200, message: passwordResetMessages.codeSent };
  });

  mount(calls.confirmNewPassword, async ({ body, request }) => {
    const { username, newPassword, confirmationCode } = body;
    const userId = await confirmNewPassword(serviceDeps, {
      username,
      newPassword,
      confirmationCode,
      address: request.ip,
      logger: request.log,
    });
    logRecoveryEvent(request, {
      action: 'confirm-new-password',
      outcome: 'success',
      username,
      userId,
    });
    return { status: 200, message: passwordResetMessages.success };
  });

  mount(calls.forgotUsername, async ({ body, request }) => {
    const sent = await requestUsernameReminder(serviceDeps, {
      email: body.email,
      address: request.ip,
      logger: request.log,
    });
    logRecoveryEvent(request, {
      action: 'forgot-username',
      outcome: sent ? 'reminder-sent' : 'unknown-email',
    });
    return { status: 202, message: forgotUsernameMessages.sent };
  });

  mount(calls.completeUserRegistration, async ({ body, request }) => {
    const { username, newPassword, tempPassword, challenge } = body;
    const proof = tempPassword === undefined ? { challenge: challenge ?? '' } : { tempPassword };
    const userId = await completeUserRegistration(serviceDeps, {
      username,
      newPassword,
      ...proof,
      address: request.ip,
    });
    logRecoveryEvent(request, {
      action: 'complete-user-registration',
      outcome: 'success',
      username,
      userId,
    });
    return { status: 200, message: registrationMessages.completed };
  });
};
